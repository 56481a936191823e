import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, IconButton, Menu, MenuItem, Stack, Switch, Tooltip, Typography } from '@mui/material';
import WebhookRoundedIcon from '@mui/icons-material/WebhookRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { CopyButton } from '../../components/CopyButton';
import { shortDate } from '../../lib/format';
import { webhookEventLabel } from './eventLabels';

/** What the card shows of a webhook; the screen's query spreads it. */
export const WEBHOOK_CARD_FRAGMENT = graphql(`
  fragment WebhookCard_webhook on Webhook {
    id url events description active secret createdAt
    createdBy { id name }
  }
`);

/** One webhook: URL, description, events, active switch, actions menu, signing secret, author, deliveries. */
export function WebhookCard({
  w: webhook,
  canManage,
  onEdit,
  onDelete,
  onRotate,
  onToggle,
  onDeliveries,
}: {
  w: FragmentType<typeof WEBHOOK_CARD_FRAGMENT>;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onToggle: (active: boolean) => void;
  onDeliveries: () => void;
}) {
  const w = useFragment(WEBHOOK_CARD_FRAGMENT, webhook);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const events = w.events.includes('*') ? ['*'] : w.events;
  return (
    <Card data-testid="webhook-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <WebhookRoundedIcon color={w.active ? 'primary' : 'disabled'} sx={{ mt: 0.25 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontFamily: 'fontFamilyMono', fontSize: 14, wordBreak: 'break-all' }}>{w.url}</Typography>
            {w.description && (
              <Typography variant="body2" color="text.secondary">
                {w.description}
              </Typography>
            )}
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              {events.slice(0, 6).map((e) => (
                <Chip key={e} size="small" label={webhookEventLabel(e)} title={e === '*' ? 'Every event, new kinds included' : e} variant="outlined" />
              ))}
              {events.length > 6 && <Chip size="small" label={`+${events.length - 6} more`} />}
            </Stack>
          </Box>
          {canManage && (
            <>
              <Tooltip title={w.active ? 'Active: click to pause' : 'Paused: click to resume'}>
                <Switch
                  checked={w.active}
                  onChange={(e) => onToggle(e.target.checked)}
                  slotProps={{ input: { 'aria-label': `${w.active ? 'Pause' : 'Resume'} ${w.url}` } }}
                />
              </Tooltip>
              <IconButton aria-label={`Actions for ${w.url}`} onClick={(e) => setAnchor(e.currentTarget)}>
                <MoreVertRoundedIcon />
              </IconButton>
              <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onEdit();
                  }}
                >
                  Edit
                </MenuItem>
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onRotate();
                  }}
                >
                  Rotate signing secret
                </MenuItem>
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onDelete();
                  }}
                  sx={{ color: 'error.main' }}
                >
                  Delete
                </MenuItem>
              </Menu>
            </>
          )}
        </Stack>
        {w.secret && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', p: 1, pl: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              Signing secret
            </Typography>
            <Typography
              variant="caption"
              sx={{ fontFamily: 'fontFamilyMono', flex: 1, minWidth: 0 }}
              noWrap
            >{`${w.secret.slice(0, 10)}${'•'.repeat(16)}`}</Typography>
            <CopyButton value={w.secret} label="Copy signing secret" toast="Signing secret copied" />
          </Stack>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            Created {shortDate(w.createdAt)} by {w.createdBy.name}
          </Typography>
          {canManage && (
            <Button size="small" onClick={onDeliveries} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              Recent Deliveries
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
