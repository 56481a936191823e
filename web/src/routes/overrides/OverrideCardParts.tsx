import { IconButton, Paper, Switch, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { ValueSetting } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { shortDate, truncate } from '../../lib/format';
import { dateTime, expiryRelative } from './time';
import { OVERRIDE_UUID_COPIED, flagTitle, toggleLabel, toggleTitle, valueLabel } from './overrideCardModel';
import type { ExpiryTone } from './overrideCardModel';
import type { OverrideCardProps } from './OverrideCard';
import type { useOverrideCard } from './useOverrideCard';
import {
  CardActions,
  CreatedIcon,
  ExpiryIcon,
  Fill,
  Fixed,
  FooterRow,
  MutedRow,
  NoExpiryIcon,
  Shrinkable,
  ShowAllButton,
  SoonChip,
  ValueArrow,
  ValueRow,
  ValueRows,
  ValuesNote,
  ValuesSection,
} from './overrideParts';

const ExpiryPanel = styled(Paper, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: ExpiryTone }>(({ theme, tone }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginTop: theme.spacing(2),
  padding: theme.spacing(1, 1.5),
  backgroundColor: tone === 'soon' ? 'rgba(217,119,6,0.10)' : tone === 'expired' ? 'rgba(220,38,38,0.08)' : theme.palette.action.hover,
  color: tone === 'soon' ? theme.palette.warning.main : tone === 'expired' ? theme.palette.error.main : theme.palette.text.secondary,
}));

/** When the override expires: relative and exact, tinted when soon or past. */
export function ExpiryLine({ expiresAt, tone, now }: { expiresAt: string | null | undefined; tone: ExpiryTone; now: number }) {
  return (
    <ExpiryPanel variant="fieldPanel" tone={tone}>
      {expiresAt ? <ExpiryIcon /> : <NoExpiryIcon />}
      {expiresAt ? (
        <Shrinkable>
          <Typography variant="optionTitle" component="p">
            {expiryRelative(expiresAt, now)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {dateTime(expiresAt)}
          </Typography>
        </Shrinkable>
      ) : (
        <Typography variant="optionTitle" component="p">
          No expiry
        </Typography>
      )}
      {tone === 'soon' && <SoonChip size="small" color="warning" label="Expiring soon" />}
    </ExpiryPanel>
  );
}

const EnabledDot = styled('span', { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  width: 7,
  height: 7,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: on ? theme.palette.success.main : theme.palette.grey[500],
}));
const FlagKey = styled(Typography)({ flex: '1 1 auto', minWidth: 0, wordBreak: 'break-all' });
const FlagValue = styled(Typography, { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  fontWeight: 600,
  color: on ? (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main) : theme.palette.text.secondary,
  textDecoration: on ? 'none' : 'line-through',
  flex: '0 0 auto',
  maxWidth: '50%',
  minWidth: 0,
}));

/** One flag's value: enabled dot, key → value, "disabled". */
function FlagValueRow({ flagKey, v, title }: { flagKey: string; v: ValueSetting | undefined; title: string }) {
  const on = Boolean(v?.enabled);
  return (
    <ValueRow direction="row" spacing={1}>
      <Tooltip title={on ? 'Enabled' : 'Disabled'}>
        <EnabledDot on={on} role="img" aria-label={on ? 'Enabled' : 'Disabled'} />
      </Tooltip>
      {/* A long key wraps; it never pushes the value out of sight (issue 17). */}
      <FlagKey variant="monoValue" title={title}>
        {flagKey}
      </FlagKey>
      <ValueArrow variant="monoValue">&rarr;</ValueArrow>
      <FlagValue variant="monoValue" on={on} noWrap title={valueLabel(v)}>
        {valueLabel(v)}
      </FlagValue>
      {!on && (
        <Fixed variant="caption" color="text.secondary">
          disabled
        </Fixed>
      )}
    </ValueRow>
  );
}

/** The override's flag values, the first few with "Show all". */
export function FlagValuesList({
  card,
  environmentName,
  flagNames,
}: {
  card: ReturnType<typeof useOverrideCard>;
  environmentName: string | undefined;
  flagNames: Record<string, string>;
}) {
  return (
    <ValuesSection>
      <Typography variant="label">Flag values ({card.keys.length})</Typography>
      {card.keys.length === 0 && (
        // Issue 17: the flags it covered were deleted; say so instead of an empty list.
        <ValuesNote variant="body2" color="warning.main" data-testid="override-empty">
          No flag values left: it serves {environmentName ?? 'its environment'} unchanged. Edit it to add values, or delete it.
        </ValuesNote>
      )}
      <ValueRows spacing={0.5}>
        {card.shown.map((k) => (
          <FlagValueRow key={k} flagKey={k} v={card.values[k]} title={flagTitle(flagNames, k)} />
        ))}
      </ValueRows>
      {card.canShowMore && (
        <ShowAllButton size="small" onClick={card.toggleShowAll}>
          {card.showAll ? 'Show less' : `Show all ${card.keys.length}`}
        </ShowAllButton>
      )}
    </ValuesSection>
  );
}

const DeleteButton = styled(IconButton)(({ theme }) => ({ '&:hover': { color: theme.palette.error.main } }));

/** Created date, UUID with copy, and (for managers) activate, edit and delete. */
export function CardFooter({ override, status, canManage, toggling, onToggle, onEdit, onDelete }: OverrideCardProps) {
  return (
    <FooterRow direction="row" spacing={1}>
      <Fill>
        <MutedRow direction="row" spacing={0.5}>
          <CreatedIcon />
          <Typography variant="caption">Created {shortDate(override.createdAt)}</Typography>
        </MutedRow>
        <MutedRow direction="row" spacing={0.25}>
          <Typography variant="codeCaption" noWrap title={override.uuid}>
            {truncate(override.uuid, 30)}
          </Typography>
          <CopyButton value={override.uuid} label="Copy override UUID" toast={OVERRIDE_UUID_COPIED} />
        </MutedRow>
      </Fill>
      {canManage && (
        <CardActions direction="row" spacing={0.25}>
          <Tooltip title={toggleTitle(status)}>
            <span>
              <Switch
                checked={status === 'active'}
                disabled={toggling || status === 'expired'}
                onChange={onToggle}
                slotProps={{ input: { 'aria-label': toggleLabel(status, override.name) } }}
              />
            </span>
          </Tooltip>
          <Tooltip title="Edit override">
            <IconButton size="small" aria-label={`Edit ${override.name}`} onClick={onEdit}>
              <EditRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete override">
            <DeleteButton size="small" aria-label={`Delete ${override.name}`} onClick={onDelete}>
              <DeleteOutlineRoundedIcon fontSize="small" />
            </DeleteButton>
          </Tooltip>
        </CardActions>
      )}
    </FooterRow>
  );
}
