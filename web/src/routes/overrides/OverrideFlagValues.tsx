import { Alert, Box, Chip, Collapse, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { FlagType } from '@flagstream/domain';
import { FlagValueEditor } from './FlagValueEditor';
import { servedWithout, textOf } from './overrideFormModel';
import type { Environment, Flag, FlagDraft } from './overrideFormModel';
import type { OverrideFormState } from './useOverrideForm';
import { ListSearchField } from '../../components/ListSearchField';

/** A flag's card in the form: accent border and tint when included, red when none is and one is required. */
const DraftCard = styled(Box, { shouldForwardProp: (p) => p !== 'included' && p !== 'missing' })<{ included: boolean; missing: boolean }>(
  ({ theme, included, missing }) => ({
    border: '1px solid',
    borderRadius: Number(theme.shape.borderRadius) * 2,
    transition: 'border-color 150ms, background-color 150ms',
    borderColor: included ? theme.palette.primary.main : missing ? theme.palette.error.light : theme.palette.divider,
    backgroundColor: included ? (theme.palette.mode === 'dark' ? 'rgba(132,120,240,0.08)' : 'rgba(91,75,219,0.04)') : 'transparent',
  }),
);

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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              Feature Flag Values
            </Typography>
            <Chip
              size="small"
              label={`${f.selectedCount} selected`}
              color={f.selectedCount > 0 ? 'primary' : f.flagsError ? 'error' : 'default'}
              variant={f.selectedCount > 0 ? 'filled' : 'outlined'}
            />
          </Stack>
          <Typography variant="body2" color={f.flagsError ? 'error' : 'text.secondary'}>
            Switch on each flag this override should change, then set its value.
          </Typography>
        </Box>
        {flags.length > 6 && (
          <ListSearchField placeholder="Filter flags..." ariaLabel="Filter flags" value={f.flagSearch} onSearch={f.setFlagSearch} width={220} onPage={false} />
        )}
      </Stack>
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
            <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              No flags match &ldquo;{f.flagSearch}&rdquo;.
            </Typography>
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
  const boolean = f.type === 'boolean';
  return (
    <DraftCard included={d.included} missing={missing}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1 }}>
        <Switch
          checked={d.included}
          disabled={pending}
          onChange={(e) => onPatch(f.key, { included: e.target.checked })}
          slotProps={{ input: { 'aria-label': `Override ${f.name}` } }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} title={f.name}>
            {f.name}
          </Typography>
          <Typography variant="codeCaption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }} title={f.key}>
            {f.key}
          </Typography>
        </Box>
        {!d.included && (
          <Typography
            variant="codeCaption"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 220 }}
            title={env ? `What ${env.name} serves without the override` : 'Flag default'}
          >
            {env ? `${env.name}: ` : 'default: '}
            {textOf(f.type, servedWithout(f, env).value) || '""'}
          </Typography>
        )}
        <Chip size="small" label={f.type} variant="outlined" sx={{ flexShrink: 0 }} />
      </Stack>
      <Collapse in={d.included} unmountOnExit>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ px: 2, pb: 1.75, pt: 0.5, alignItems: { xs: 'stretch', sm: boolean ? 'center' : 'flex-start' } }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {boolean && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Value
              </Typography>
            )}
            <FlagValueEditor
              type={f.type as FlagType}
              text={d.text}
              disabled={pending}
              label={`Value of ${f.name}`}
              onChange={(text) => onPatch(f.key, { text, edited: true })}
            />
          </Box>
          <FormControlLabel
            sx={{ flexShrink: 0, mr: 0, mt: { sm: boolean ? 1.5 : 0.5 } }}
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
        </Stack>
      </Collapse>
    </DraftCard>
  );
}
