import { Alert, Box, Typography } from '@mui/material';
import { describeError } from '../../apollo/errors';
import { EnvironmentCard } from './EnvironmentCard';
import type { useFlagPage } from './useFlagPage';
import type { FlagPageChanges } from './useFlagPageChanges';

type FlagPageData = ReturnType<typeof useFlagPage>;

/** Per environment: what is served now, from which layer, who set it; its switch, value and reset. */
export function FlagEnvironments({ p, changes, canEdit }: { p: FlagPageData; changes: FlagPageChanges; canEdit: boolean }) {
  const flag = p.flag;
  if (!flag) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Environments
      </Typography>
      {p.targetingError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Targeting could not be loaded: {describeError(p.targetingError)}
        </Alert>
      )}
      {p.environments.length === 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          This project has no environments yet.
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, mb: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
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
        </Box>
      )}
    </>
  );
}
