import { CardContent, Typography } from '@mui/material';
import { graphql } from '../../apollo/generated';
import type { OverrideCard_OverrideFragment } from '../../apollo/generated/graphql';
import { STATUS_BADGES } from './overrideCardModel';
import { CardFooter, ExpiryLine, FlagValuesList } from './OverrideCardParts';
import {
  BadgeDot,
  BoldChip,
  CardDescription,
  CardName,
  CenterRow,
  EnvironmentIcon,
  EnvironmentLine,
  Fill,
  OverrideCardRoot,
  Spacer,
  TitleRow,
} from './overrideParts';
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

export function StatusBadge({ status }: { status: OverrideStatus }) {
  const c = STATUS_BADGES[status];
  return (
    <BoldChip
      size="small"
      color={c.color}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={
        <CenterRow direction="row" spacing={0.75}>
          <BadgeDot />
          <span>{c.label}</span>
        </CenterRow>
      }
    />
  );
}

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
    <OverrideCardRoot variant="hoverable" dimmed={status !== 'active'}>
      <CardContent>
        <TitleRow direction="row" spacing={1.5}>
          <Fill>
            <CardName variant="cardTitle" component="h2">
              {override.name}
            </CardName>
            <EnvironmentLine direction="row" spacing={0.75}>
              <EnvironmentIcon />
              <Typography variant="body2" noWrap>
                {override.environment?.name ?? 'Unknown environment'}
              </Typography>
            </EnvironmentLine>
          </Fill>
          <StatusBadge status={status} />
        </TitleRow>
        <CardDescription variant="body2" empty={!override.description}>
          {override.description || 'No description'}
        </CardDescription>
        <ExpiryLine expiresAt={override.expiresAt} tone={card.tone} now={now} />
        <FlagValuesList card={card} environmentName={override.environment?.name} flagNames={props.flagNames} />
        <Spacer />
        <CardFooter {...props} />
      </CardContent>
    </OverrideCardRoot>
  );
}
