import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { StatusDot, TypeBadge } from './FlagBits';
import { EnvCell, FlagKeyLine, KillSwitch } from './FlagRowParts';
import type { EnvColumn, FlagRow } from './FlagRowParts';
import { FlagRowMenu } from './FlagRowMenu';
import type { RowAction } from './FlagRowMenu';
import { StaleBadge } from './StaleBits';
import type { StaleFlagView } from './useFlagHygiene';
import { isProductionLike } from './flagListModel';
import { useProgressiveCount } from '../../components/useProgressiveCount';
import { flagPath } from './flagsPageModel';

/** What a row (table row or phone card) needs besides its flag. */
export interface RowProps {
  canManage: boolean;
  canManageEnvironments: boolean;
  busy: ReadonlySet<string>;
  onKill: (f: FlagRow, on: boolean) => void;
  onToggleEnv: (f: FlagRow, env: EnvColumn, on: boolean) => void;
  onAction: (f: FlagRow, a: RowAction) => void;
  stale?: ReadonlyMap<string, StaleFlagView>;
  staleDays?: number | null;
}

const FLAG_COL = 270;
const KILL_COL = 104;
const ENV_COL = 132;
const MENU_COL = 48;

/** The environment's name as a column head: whole (issue 17: "PROD…" hid which production), its state dot, the prod mark. */
function EnvHead({ env }: { env: EnvColumn }) {
  return (
    <TableCell sx={{ whiteSpace: 'normal' }} title={env.name}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
        <StatusDot color={env.status === 'active' ? 'success.main' : 'text.disabled'} />
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
          {env.name}
        </Box>
      </Stack>
      {isProductionLike(env) && <Chip label="prod" size="xsmall" color="warning" variant="outlined" sx={{ mt: 0.5, ml: '13px' }} />}
    </TableCell>
  );
}

/** One flag: name, type, stale mark, key, description; kill switch; one cell per environment; the menu. */
function FlagTableRow({ flag: f, environments, ...p }: { flag: FlagRow; environments: EnvColumn[] } & RowProps) {
  return (
    <TableRow hover>
      <TableCell sx={{ py: 1.5 }}>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Link component={RouterLink} to={flagPath(f)} underline="hover" color="text.primary" variant="flagName">
            {f.name}
          </Link>
          <TypeBadge type={f.type} />
          <StaleBadge stale={p.stale?.get(f.id)} days={p.staleDays ?? null} />
        </Stack>
        <FlagKeyLine flagKey={f.key} />
        {f.description && (
          <Typography variant="captionLine" title={f.description}>
            {f.description}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ pt: 2 }}>
        <KillSwitch flag={f} canManage={p.canManage} busy={p.busy.has(f.id)} onKill={p.onKill} />
      </TableCell>
      {environments.map((e) => (
        <TableCell key={e.id} sx={{ pt: 1.75 }}>
          <EnvCell flag={f} env={e} canEdit={p.canManageEnvironments} busy={p.busy.has(`${f.id}:${e.id}`)} onToggle={p.onToggleEnv} />
        </TableCell>
      ))}
      {/* spec §6: read-only users get no row menus; the flag's name links to its page */}
      {p.canManage && (
        <TableCell align="right" sx={{ pl: 0, pt: 1.5 }}>
          <FlagRowMenu flag={f} canManage={p.canManage} onAction={p.onAction} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** The flag list on wide screens; many environments scroll sideways under a sticky flag column. */
export function FlagTable({ flags, environments, ...p }: { flags: FlagRow[]; environments: EnvColumn[] } & RowProps) {
  const minWidth = FLAG_COL + KILL_COL + environments.length * ENV_COL + (p.canManage ? MENU_COL : 0);
  const shown = useProgressiveCount(flags.length);
  return (
    <Card>
      <TableContainer sx={{ overflowX: 'auto' }}>
        {/* Fixed layout: the flag column keeps its width and environments share the rest. */}
        <Table size="flagList" sx={{ tableLayout: 'fixed', minWidth }} aria-label="Feature flags">
          <colgroup>
            <col style={{ width: FLAG_COL }} />
            <col style={{ width: KILL_COL }} />
            {environments.map((e) => (
              <col key={e.id} />
            ))}
            {p.canManage && <col style={{ width: MENU_COL }} />}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell>Flag</TableCell>
              <TableCell>Kill switch</TableCell>
              {environments.map((e) => (
                <EnvHead key={e.id} env={e} />
              ))}
              {p.canManage && <TableCell aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {flags.slice(0, shown).map((f) => (
              <FlagTableRow key={f.id} flag={f} environments={environments} {...p} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
