import { useState } from 'react';
import { Card, CardContent, Chip, IconButton, Menu, MenuItem, Switch, Tooltip, Typography } from '@mui/material';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { CopyButton } from '../../components/CopyButton';
import { shortDate } from '../../lib/format';
import { webhookEventLabel } from './eventLabels';
import { cardEvents, eventTitle, maskedSecret } from './webhookModel';
import { CardFoot, CardHead, CardIcon, DeleteItem, EventChips, FixedLabel, Grow, NoWrapButton, SecretLine, SecretText } from './webhookParts';

/** What the card shows of a webhook; the screen's query spreads it. */
export const WEBHOOK_CARD_FRAGMENT = graphql(`
  fragment WebhookCard_webhook on Webhook {
    id url events description active secret createdAt
    createdBy { id name }
  }
`);

interface CardActions {
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onToggle: (active: boolean) => void;
  onDeliveries: () => void;
}

/** A manager's controls: the active switch and the actions menu (edit, rotate the secret, delete). */
function WebhookControls({ url, active, onEdit, onRotate, onDelete, onToggle }: { url: string; active: boolean } & Omit<CardActions, 'onDeliveries'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Tooltip title={active ? 'Active: click to pause' : 'Paused: click to resume'}>
        <Switch
          checked={active}
          onChange={(e) => onToggle(e.target.checked)}
          slotProps={{ input: { 'aria-label': `${active ? 'Pause' : 'Resume'} ${url}` } }}
        />
      </Tooltip>
      <IconButton aria-label={`Actions for ${url}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertRoundedIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onEdit)}>Edit</MenuItem>
        <MenuItem onClick={pick(onRotate)}>Rotate signing secret</MenuItem>
        <DeleteItem onClick={pick(onDelete)}>Delete</DeleteItem>
      </Menu>
    </>
  );
}

/** The URL, description and event chips beside the webhook's icon. */
function WebhookSummary({ url, description, events }: { url: string; description: string | null | undefined; events: readonly string[] }) {
  const chips = cardEvents(events);
  return (
    <Grow>
      <Typography variant="webhookUrl" component="p">
        {url}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <EventChips direction="row" spacing={0.75} useFlexGap>
        {chips.shown.map((e) => (
          <Chip key={e} size="small" label={webhookEventLabel(e)} title={eventTitle(e)} variant="outlined" />
        ))}
        {chips.more && <Chip size="small" label={chips.more} />}
      </EventChips>
    </Grow>
  );
}

/** One webhook: URL, description, events, active switch, actions menu, signing secret, author, deliveries. */
export function WebhookCard({
  w: webhook,
  canManage,
  onDeliveries,
  ...actions
}: { w: FragmentType<typeof WEBHOOK_CARD_FRAGMENT>; canManage: boolean } & CardActions) {
  const w = useFragment(WEBHOOK_CARD_FRAGMENT, webhook);
  return (
    <Card data-testid="webhook-card">
      <CardContent>
        <CardHead direction="row" spacing={1.5}>
          <CardIcon color={w.active ? 'primary' : 'disabled'} />
          <WebhookSummary url={w.url} description={w.description} events={w.events} />
          {canManage && <WebhookControls url={w.url} active={w.active} {...actions} />}
        </CardHead>
        {w.secret && (
          <SecretLine direction="row" spacing={1}>
            <FixedLabel variant="caption" color="text.secondary">
              Signing secret
            </FixedLabel>
            <SecretText variant="secretValue" noWrap>
              {maskedSecret(w.secret)}
            </SecretText>
            <CopyButton value={w.secret} label="Copy signing secret" toast="Signing secret copied" />
          </SecretLine>
        )}
        <CardFoot direction="row" spacing={1} useFlexGap>
          <Typography variant="caption" color="text.secondary">
            Created {shortDate(w.createdAt)} by {w.createdBy.name}
          </Typography>
          {canManage && (
            <NoWrapButton size="small" onClick={onDeliveries}>
              Recent Deliveries
            </NoWrapButton>
          )}
        </CardFoot>
      </CardContent>
    </Card>
  );
}
