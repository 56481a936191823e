import { Alert, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { describeError } from '../../apollo/errors';
import { EnvironmentCard } from './EnvironmentCard';
import type { useFlagPage } from './useFlagPage';
import type { FlagPageChanges } from './useFlagPageChanges';

type FlagPageData = ReturnType<typeof useFlagPage>;

const SectionTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1.5) })) as typeof Typography;
const TargetingWarning = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(2) }));
const NoEnvironments = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(3) }));
const CardGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  marginBottom: theme.spacing(3),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

/** Per environment: what is served now, from which layer, who set it; its switch, value and reset. */
export function FlagEnvironments({ p, changes, canEdit }: { p: FlagPageData; changes: FlagPageChanges; canEdit: boolean }) {
  const flag = p.flag;
  if (!flag) return null;
  return (
    <>
      <SectionTitle variant="h6" component="h2">
        Environments
      </SectionTitle>
      {p.targetingError && <TargetingWarning severity="warning">Targeting could not be loaded: {describeError(p.targetingError)}</TargetingWarning>}
      {p.environments.length === 0 ? (
        <NoEnvironments severity="info">This project has no environments yet.</NoEnvironments>
      ) : (
        <CardGrid>
          {p.environments.map((env) => {
            const status = p.statuses.find((s) => s.environmentId === env.id);
            if (!status) return null;
            return (
              <EnvironmentCard
                key={env.id}
                flag={flag}
                env={env}
                status={status}
                now={p.now}
                setBy={{ flag: p.setBy?.flag ?? null, env: p.setBy?.environments[env.id], overrides: p.setBy?.overrides ?? {} }}
                canEdit={canEdit}
                onSwitch={(on) => changes.switchEnv(env, on)}
                onSave={(setting) => changes.saveEnv(env, setting)}
                onReset={() => changes.resetEnv(env)}
                onDirty={(d) => changes.setDirty(env.id, d)}
              />
            );
          })}
        </CardGrid>
      )}
    </>
  );
}
