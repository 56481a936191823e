import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
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
import { BreakAnywhere, CentredRow } from './flagListParts';

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

/** Fixed layout: the flag column keeps its width and environments share the rest. */
const FixedTable = styled(Table)({ tableLayout: 'fixed' });

/** An environment's head wraps its whole name (the other heads stay on one line). */
const EnvHeadCell = styled(TableCell)({ whiteSpace: 'normal' });

const EnvName = styled(BreakAnywhere)({ lineHeight: 1.35 });

/** The production mark under the name, in line with it (past the 7px dot and its 6px gap). */
const ProdChip = styled(Chip)(({ theme }) => ({ marginTop: theme.spacing(0.5), marginLeft: '13px' }));

// A row's cells, each lowered to line up with the flag's name.
const FlagCell = styled(TableCell)(({ theme }) => ({ paddingTop: theme.spacing(1.5), paddingBottom: theme.spacing(1.5) }));
const KillCell = styled(TableCell)(({ theme }) => ({ paddingTop: theme.spacing(2) }));
const EnvCellSlot = styled(TableCell)(({ theme }) => ({ paddingTop: theme.spacing(1.75) }));
const MenuCell = styled(TableCell)(({ theme }) => ({ paddingLeft: 0, paddingTop: theme.spacing(1.5) }));

/** The name, its type and stale mark, wrapping under each other when the column is narrow. */
const NameLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: theme.spacing(0.5) }));

/** The environment's name as a column head: whole (issue 17: "PROD…" hid which production), its state dot, the prod mark. */
function EnvHead({ env }: { env: EnvColumn }) {
  return (
    <EnvHeadCell title={env.name}>
      <CentredRow direction="row" spacing={0.75}>
        <StatusDot color={env.status === 'active' ? 'success.main' : 'text.disabled'} />
        <EnvName>{env.name}</EnvName>
      </CentredRow>
      {isProductionLike(env) && <ProdChip label="prod" size="xsmall" color="warning" variant="outlined" />}
    </EnvHeadCell>
  );
}

/** One flag: name, type, stale mark, key, description; kill switch; one cell per environment; the menu. */
const FlagTableRow = memo(function FlagTableRow({ flag: f, environments, ...p }: { flag: FlagRow; environments: EnvColumn[] } & RowProps) {
  return (
    <TableRow hover>
      <FlagCell>
        <NameLine direction="row" spacing={0.75} useFlexGap>
          <Link component={RouterLink} to={flagPath(f)} underline="hover" color="text.primary" variant="flagName">
            {f.name}
          </Link>
          <TypeBadge type={f.type} />
          <StaleBadge stale={p.stale?.get(f.id)} days={p.staleDays ?? null} />
        </NameLine>
        <FlagKeyLine flagKey={f.key} />
        {f.description && (
          <Typography variant="captionLine" title={f.description}>
            {f.description}
          </Typography>
        )}
      </FlagCell>
      <KillCell>
        <KillSwitch flag={f} canManage={p.canManage} busy={p.busy.has(f.id)} onKill={p.onKill} />
      </KillCell>
      {environments.map((e) => (
        <EnvCellSlot key={e.id}>
          <EnvCell flag={f} env={e} canEdit={p.canManageEnvironments} busy={p.busy.has(`${f.id}:${e.id}`)} onToggle={p.onToggleEnv} />
        </EnvCellSlot>
      ))}
      {/* spec §6: read-only users get no row menus; the flag's name links to its page */}
      {p.canManage && (
        <MenuCell align="right">
          <FlagRowMenu flag={f} canManage={p.canManage} onAction={p.onAction} />
        </MenuCell>
      )}
    </TableRow>
  );
});

/** The flag list on wide screens; many environments scroll sideways under a sticky flag column. */
export function FlagTable({ flags, environments, ...p }: { flags: FlagRow[]; environments: EnvColumn[] } & RowProps) {
  const minWidth = FLAG_COL + KILL_COL + environments.length * ENV_COL + (p.canManage ? MENU_COL : 0);
  const shown = useProgressiveCount(flags.length);
  return (
    <Card>
      {/* TableContainer scrolls sideways (overflow-x: auto) when the environments are wider than the card. */}
      <TableContainer>
        <FixedTable size="flagList" style={{ minWidth }} aria-label="Feature flags">
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
        </FixedTable>
      </TableContainer>
    </Card>
  );
}
