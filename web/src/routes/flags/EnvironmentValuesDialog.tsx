import { Button, DialogContent, DialogTitle, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import { EdgeDialog } from './EdgeDialog';
import type { FlagRow } from './FlagFormDialog';
import { TypeBadge } from './FlagBits';
import { EnvironmentTabs, EnvValuesEmpty, EnvValuesError, EnvValuesLoading, GlobalDefaultBar } from './EnvironmentValuesParts';
import { EnvironmentValuePanel } from './EnvironmentValuePanel';
import { useEnvironmentValues } from './useEnvironmentValues';
import { BreakAnywhere } from './flagListParts';
import { DialogFormFooter as Actions } from '../../components/dialogParts';

const Title = styled(DialogTitle)(({ theme }) => ({ paddingBottom: theme.spacing(1) }));

/** The title and the type's badge, the badge under the name when the name is long. */
const TitleLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', flexWrap: 'wrap', rowGap: theme.spacing(0.5) }));

/** The bar, tabs and panel reach the dialog's edges. */
const Content = styled(DialogContent)({ padding: 0 });

/**
 * The flag's value per environment (spec §2, §4, §5): one tab per environment; editing marks it
 * custom; Reset removes the environment's key at once; Save sends only the custom values that
 * differ from the flag's value or enabled state.
 */
export function EnvironmentValuesDialog({
  flag,
  onClose,
  onChanged,
}: {
  flag: FlagRow | null;
  onClose: () => void;
  /** after a save or a reset, so the screen can refetch */
  onChanged: () => Promise<unknown> | void;
}) {
  return (
    <EdgeDialog open={Boolean(flag)} onClose={onClose} maxWidth="lg" fullWidth>
      {flag && <EnvironmentValuesContent key={flag.id} flag={flag} onClose={onClose} onChanged={onChanged} />}
    </EdgeDialog>
  );
}

function EnvironmentValuesContent({ flag, onClose, onChanged }: { flag: FlagRow; onClose: () => void; onChanged: () => Promise<unknown> | void }) {
  const s = useEnvironmentValues(flag, onClose, onChanged);
  const { defaults, edits, ready, current } = s;
  return (
    <>
      <Title>
        <TitleLine direction="row" spacing={1.25} useFlexGap>
          <BreakAnywhere>Environment Values - {flag.name}</BreakAnywhere>
          <TypeBadge type={defaults.type} />
        </TitleLine>
      </Title>
      <Content dividers>
        <GlobalDefaultBar defaults={defaults} flagKey={flag.key} />
        {s.error && !ready ? (
          <EnvValuesError message={s.error.message} onRetry={s.retry} />
        ) : !edits || (s.loading && !edits) ? (
          <EnvValuesLoading />
        ) : edits.length === 0 ? (
          <EnvValuesEmpty />
        ) : (
          <>
            <EnvironmentTabs edits={edits} value={s.tabIndex} onChange={s.setTab} />
            {current && <EnvironmentValuePanel state={s} edit={current} flagKey={flag.key} />}
          </>
        )}
      </Content>
      <Actions>
        <Button onClick={onClose} disabled={s.saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={s.save} disabled={!ready || s.busy}>
          {s.saving ? 'Saving...' : !ready ? 'Loading...' : 'Save Environment Values'}
        </Button>
      </Actions>
    </>
  );
}
