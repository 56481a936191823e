import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import { graphql } from '../../apollo/generated';
import type { OverrideCard_OverrideFragment } from '../../apollo/generated/graphql';
import { STATUS_BADGES } from './overrideCardModel';
import { CardFooter, ExpiryLine, FlagValuesList } from './OverrideCardParts';
import { useOverrideCard } from './useOverrideCard';

/**
 * What the card (and the edit form it opens) shows of an override; the list query, create and update
 * spread it, so Apollo's cache updates the card from their answers.
 */
export const OVERRIDE_CARD_FRAGMENT = graphql(`
  fragment OverrideCard_override on Override {
    id uuid name description environment { id uuid name } featureFlagValues
    expiresAt isActive expired priority createdAt updatedAt
  }
`);

export type OverrideRow = OverrideCard_OverrideFragment;

export { OVERRIDE_UUID_COPIED } from './overrideCardModel';

export type { OverrideStatus } from '@flagstream/domain';
import type { OverrideStatus } from '@flagstream/domain';

const BadgeDot = styled('span')({ width: 6, height: 6, borderRadius: '50%', backgroundColor: 'currentColor' });

export function StatusBadge({ status }: { status: OverrideStatus }) {
  const c = STATUS_BADGES[status];
  return (
    <Chip
      size="small"
      color={c.color}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <BadgeDot />
          <span>{c.label}</span>
        </Stack>
      }
      sx={{ fontWeight: 600, flexShrink: 0 }}
    />
  );
}

/** A two-line description, or "No description" in italics. */
export const CardDescription = styled(Typography, { shouldForwardProp: (p) => p !== 'empty' })<{ empty: boolean }>(({ theme, empty }) => ({
  color: empty ? theme.palette.text.disabled : theme.palette.text.secondary,
  fontStyle: empty ? 'italic' : 'normal',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

export interface OverrideCardProps {
  override: OverrideRow;
  status: OverrideStatus;
  now: number;
  flagNames: Record<string, string>;
  canManage: boolean;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One override: status badge, environment, expiry, per-flag values, created date, UUID and actions. */
export function OverrideCard(props: OverrideCardProps) {
  const { override, status, now } = props;
  const card = useOverrideCard(override, status, now);
  return (
    <Card variant="hoverable" sx={{ opacity: status === 'active' ? 1 : 0.97 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="cardTitle" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {override.name}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }}>
              <LayersRoundedIcon sx={{ fontSize: 16 }} />
              <Typography variant="body2" noWrap>
                {override.environment?.name ?? 'Unknown environment'}
              </Typography>
            </Stack>
          </Box>
          <StatusBadge status={status} />
        </Stack>
        <CardDescription variant="body2" empty={!override.description} sx={{ mt: 1.25 }}>
          {override.description || 'No description'}
        </CardDescription>
        <ExpiryLine expiresAt={override.expiresAt} tone={card.tone} now={now} />
        <FlagValuesList card={card} environmentName={override.environment?.name} flagNames={props.flagNames} />
        <Box sx={{ flex: 1 }} />
        <CardFooter {...props} />
      </CardContent>
    </Card>
  );
}
