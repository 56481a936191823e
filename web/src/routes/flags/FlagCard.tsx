import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import { TypeBadge } from './FlagBits';
import { EnvCell, FlagKeyLine, KillSwitch } from './FlagRowParts';
import type { EnvColumn, FlagRow } from './FlagRowParts';
import { FlagRowMenu } from './FlagRowMenu';
import { StaleBadge } from './StaleBits';
import type { RowProps } from './FlagTable';
import { flagPath } from './flagsPageModel';

/** The flag list on a phone: one card per flag, its environments one per line. */
export function FlagCard({ flag, environments, ...p }: { flag: FlagRow; environments: EnvColumn[] } & RowProps) {
  return (
    <Card data-testid={`flag-card-${flag.key}`}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Link component={RouterLink} to={flagPath(flag)} underline="hover" color="text.primary" variant="flagName" sx={{ fontSize: 16 }}>
              {flag.name}
            </Link>
            <FlagKeyLine flagKey={flag.key} dense />
            <StaleBadge stale={p.stale?.get(flag.id)} days={p.staleDays ?? null} />
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <TypeBadge type={flag.type} />
            {p.canManage && <FlagRowMenu flag={flag} canManage={p.canManage} onAction={p.onAction} />}
          </Stack>
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, py: 0.5, px: 1, borderRadius: 1.5, bgcolor: 'action.hover' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Kill switch
          </Typography>
          <KillSwitch flag={flag} canManage={p.canManage} busy={p.busy.has(flag.id)} onKill={p.onKill} />
        </Stack>
        {environments.length > 0 && <Divider sx={{ my: 1 }} />}
        <Stack spacing={0.75}>
          {environments.map((e) => (
            <Stack key={e.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: 96, overflowWrap: 'anywhere' }}>
                {e.name}
              </Typography>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <EnvCell flag={flag} env={e} canEdit={p.canManageEnvironments} busy={p.busy.has(`${flag.id}:${e.id}`)} onToggle={p.onToggleEnv} />
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
