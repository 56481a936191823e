import { Chip, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { graphql } from '../../apollo/generated';
import type { FlagRow_FlagFragment } from '../../apollo/generated/graphql';
import { CopyButton } from '../../components/CopyButton';
import { EnabledBadge, FlagValueView, StatusDot } from './FlagBits';
import { TargetingChip } from './TargetingChip';
import { AlignedRow, CentredRow } from './flagListParts';
import { ownEnabled, servedIn } from './flagListModel';

/**
 * What a row of the flag list (table row or phone card) shows of a flag; the list query, create and
 * update spread it, so Apollo's cache updates the row from their answers.
 */
export const FLAG_ROW_FRAGMENT = graphql(`
  fragment FlagRow_flag on Flag {
    id name key description type value enabled projectId createdAt updatedAt archived archivedAt
    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }
  }
`);

export type FlagRow = FlagRow_FlagFragment;
export type EnvRow = FlagRow['environmentValues'][number];
export interface EnvColumn {
  id: string;
  name: string;
  type: string;
  status: string;
  order: number;
}

/** The key's line: 2px under the name, or right under it on a phone card. */
const KeyRow = styled(CentredRow, { shouldForwardProp: (p) => p !== 'dense' })<{ dense: boolean }>(({ theme, dense }) => ({
  marginTop: dense ? 0 : theme.spacing(0.25),
}));

/** The key on a line of its own, whole (broken only when longer than its column), with its copy button. */
export function FlagKeyLine({ flagKey, dense = false }: { flagKey: string; dense?: boolean }) {
  return (
    <KeyRow direction="row" spacing={dense ? 0.25 : 0.5} dense={dense}>
      <Typography variant="flagKey">{flagKey}</Typography>
      <CopyButton value={flagKey} label="Copy key" />
    </KeyRow>
  );
}

/** The global kill switch, distinct from the per-environment switches. */
export function KillSwitch({ flag, canManage, busy, onKill }: { flag: FlagRow; canManage: boolean; busy: boolean; onKill: (f: FlagRow, on: boolean) => void }) {
  if (!canManage) return <EnabledBadge enabled={flag.enabled} />;
  return (
    <Tooltip
      describeChild
      title={flag.enabled ? 'Live: each environment decides. Turn off to stop it everywhere.' : 'Killed: off in every environment and override'}
    >
      <AlignedRow direction="row" spacing={0.5}>
        <Switch
          checked={flag.enabled}
          disabled={busy}
          size="small"
          color={flag.enabled ? 'success' : 'error'}
          onChange={(e) => onKill(flag, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Kill switch for ${flag.name}` } }}
        />
        <Typography variant="switchState" color={flag.enabled ? 'success' : 'error'}>
          {flag.enabled ? 'Live' : 'Killed'}
        </Typography>
      </AlignedRow>
    </Tooltip>
  );
}

/** An environment's cell, faded while the kill switch holds the flag off everywhere. */
const Cell = styled(Stack, { shouldForwardProp: (p) => p !== 'killed' })<{ killed: boolean }>(({ killed }) => ({ minWidth: 0, opacity: killed ? 0.55 : 1 }));

/** The served value's slot: the rest of the line, the value cut at its width. */
const ValueSlot = styled('div')({ minWidth: 0, display: 'flex', flex: 1 });

/** One environment's state of one flag: its own switch, the value it serves, its targeting. */
export function EnvCell({
  flag,
  env,
  canEdit,
  busy,
  onToggle,
}: {
  flag: FlagRow;
  env: EnvColumn;
  canEdit: boolean;
  busy: boolean;
  onToggle: (f: FlagRow, env: EnvColumn, on: boolean) => void;
}) {
  const row = flag.environmentValues.find((r) => r.environmentId === env.id);
  const own = ownEnabled(row);
  const served = servedIn(flag, row);
  return (
    <Cell spacing={0.5} killed={served.killed} data-testid={`cell-${flag.key}-${env.name}`}>
      <CentredRow direction="row" spacing={0.75}>
        {canEdit ? (
          <Switch
            size="small"
            checked={own}
            disabled={busy}
            onChange={(e) => onToggle(flag, env, e.target.checked)}
            slotProps={{ input: { 'aria-label': `${flag.name} in ${env.name}` } }}
          />
        ) : (
          <Chip size="xsmall" label={own ? 'On' : 'Off'} />
        )}
        <ValueSlot>
          <FlagValueView type={flag.type} value={served.value} maxWidth="100%" />
        </ValueSlot>
        {row?.hasCustomValue && (
          <Tooltip title="Custom value in this environment">
            <StatusDot color="primary.main" role="img" aria-label="custom value" />
          </Tooltip>
        )}
      </CentredRow>
      <TargetingChip flagId={flag.id} flagKey={flag.key} environmentId={env.id} value={row ? { ...row, environmentName: env.name } : null} />
    </Cell>
  );
}
