import { Alert, Box, Chip, Collapse, Link, Stack, Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { FlagType } from '@flagstream/domain';
import { FlagValueEditor } from './FlagValueEditor';
import { servedWithout, textOf } from './overrideFormModel';
import type { Environment, Flag, FlagDraft } from './overrideFormModel';
import type { OverrideFormState } from './useOverrideForm';
import { ListSearchField } from '../../components/ListSearchField';
import { BlockCaption, DraftCard, DraftEditor, DraftHead, DraftKey, EnabledControl, NoFlagMatch, ServedValue, ValuesHeader, ValuesTitle } from './formParts';
import { CenterRow, Fill } from './overrideParts';

const TypeChip = styled(Chip)({ flexShrink: 0 });

interface Props {
  form: OverrideFormState;
  flags: Flag[];
  pending: boolean;
  onClose: () => void;
}

/** The flags the override changes: a switch per flag, its value and enabled state when included. */
export function OverrideFlagValues({ form: f, flags, pending, onClose }: Props) {
  return (
    <>
      <ValuesHeader direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Box>
          <CenterRow direction="row" spacing={1}>
            <ValuesTitle variant="subtitle1">Feature Flag Values</ValuesTitle>
            <Chip
              size="small"
              label={`${f.selectedCount} selected`}
              color={f.selectedCount > 0 ? 'primary' : f.flagsError ? 'error' : 'default'}
              variant={f.selectedCount > 0 ? 'filled' : 'outlined'}
            />
          </CenterRow>
          <Typography variant="body2" color={f.flagsError ? 'error' : 'text.secondary'}>
            Switch on each flag this override should change, then set its value.
          </Typography>
        </Box>
        {flags.length > 6 && (
          <ListSearchField placeholder="Filter flags..." ariaLabel="Filter flags" value={f.flagSearch} onSearch={f.setFlagSearch} width={220} onPage={false} />
        )}
      </ValuesHeader>
      {flags.length === 0 ? (
        <Alert severity="info">
          This project has no feature flags yet.{' '}
          <Link component={RouterLink} to="/flags" onClick={onClose}>
            Create a feature flag
          </Link>{' '}
          first.
        </Alert>
      ) : (
        <Stack spacing={1.25}>
          {f.shownFlags.map((flag) => {
            const d = f.drafts[flag.key];
            return d ? <FlagDraftRow key={flag.key} flag={flag} draft={d} env={f.env} missing={f.flagsError} pending={pending} onPatch={f.patch} /> : null;
          })}
          {f.shownFlags.length === 0 && (
            <NoFlagMatch variant="body2" color="text.secondary">
              No flags match &ldquo;{f.flagSearch}&rdquo;.
            </NoFlagMatch>
          )}
        </Stack>
      )}
    </>
  );
}

interface RowProps {
  flag: Flag;
  draft: FlagDraft;
  env: Environment | undefined;
  missing: boolean;
  pending: boolean;
  onPatch: (key: string, p: Partial<FlagDraft>) => void;
}

/** One flag: include switch, name and key, what it serves without the override, and its editor when included. */
function FlagDraftRow({ flag: f, draft: d, env, missing, pending, onPatch }: RowProps) {
  return (
    <DraftCard included={d.included} missing={missing}>
      <DraftHead direction="row" spacing={1}>
        <Switch
          checked={d.included}
          disabled={pending}
          onChange={(e) => onPatch(f.key, { included: e.target.checked })}
          slotProps={{ input: { 'aria-label': `Override ${f.name}` } }}
        />
        <Fill>
          <Typography variant="entityName" component="p" title={f.name}>
            {f.name}
          </Typography>
          <DraftKey variant="codeCaption" color="text.secondary" title={f.key}>
            {f.key}
          </DraftKey>
        </Fill>
        {!d.included && (
          <ServedValue variant="codeCaption" color="text.secondary" noWrap title={env ? `What ${env.name} serves without the override` : 'Flag default'}>
            {env ? `${env.name}: ` : 'default: '}
            {textOf(f.type, servedWithout(f, env).value) || '""'}
          </ServedValue>
        )}
        <TypeChip size="small" label={f.type} variant="outlined" />
      </DraftHead>
      <Collapse in={d.included} unmountOnExit>
        <DraftValueEditor flag={f} draft={d} pending={pending} onPatch={onPatch} />
      </Collapse>
    </DraftCard>
  );
}

/** An included flag's value (of its type) and whether the override serves it enabled. */
function DraftValueEditor({ flag: f, draft: d, pending, onPatch }: Pick<RowProps, 'flag' | 'draft' | 'pending' | 'onPatch'>) {
  const boolean = f.type === 'boolean';
  return (
    <DraftEditor direction={{ xs: 'column', sm: 'row' }} spacing={2} centred={boolean}>
      <Fill>
        {boolean && (
          <BlockCaption variant="caption" color="text.secondary">
            Value
          </BlockCaption>
        )}
        <FlagValueEditor
          type={f.type as FlagType}
          text={d.text}
          disabled={pending}
          label={`Value of ${f.name}`}
          onChange={(text) => onPatch(f.key, { text, edited: true })}
        />
      </Fill>
      <EnabledControl
        centred={boolean}
        disabled={pending}
        control={
          <Switch
            size="small"
            checked={d.enabled}
            onChange={(e) => onPatch(f.key, { enabled: e.target.checked })}
            slotProps={{ input: { 'aria-label': `${f.name} enabled` } }}
          />
        }
        label={<Typography variant="body2">{d.enabled ? 'Enabled' : 'Disabled'}</Typography>}
      />
    </DraftEditor>
  );
}
