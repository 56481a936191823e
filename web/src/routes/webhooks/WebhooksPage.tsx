import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, IconButton, Menu, MenuItem, Skeleton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import WebhookRoundedIcon from '@mui/icons-material/WebhookRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { useProjects } from '../../state/ProjectsProvider';
import { shortDate } from '../../lib/format';
import { ErrorToast, ViewOnlyChip } from '../environments/feedback';
import { WebhookFormDialog } from './WebhookFormDialog';
import { DeliveryLog } from './DeliveryLog';
import { useWebhooks } from './useWebhooks';
import { webhookEventLabel } from './eventLabels';
import type { WebhookForm, WebhookRow } from './useWebhooks';

function WebhookCard({
  w,
  canManage,
  onEdit,
  onDelete,
  onRotate,
  onToggle,
  onDeliveries,
}: {
  w: WebhookRow;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onToggle: (active: boolean) => void;
  onDeliveries: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const events = w.events.includes('*') ? ['*'] : w.events;
  return (
    <Card data-testid="webhook-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <WebhookRoundedIcon color={w.active ? 'primary' : 'disabled'} sx={{ mt: 0.25 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' }}>{w.url}</Typography>
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
              sx={{ fontFamily: 'monospace', flex: 1, minWidth: 0 }}
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

/** Project Tools → Webhooks: URLs told of the project's changes, signed; their delivery logs. */
export default function WebhooksPage() {
  const { current, loading: projectsLoading } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const h = useWebhooks(current?.id);
  const [form, setForm] = useState<{ editing: WebhookRow | null } | null>(null);
  const [toDelete, setToDelete] = useState<WebhookRow | null>(null);
  const [toRotate, setToRotate] = useState<WebhookRow | null>(null);
  const [log, setLog] = useState<WebhookRow | null>(null);

  if (!current)
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Webhooks" />
        <NoProjectSelected />
      </>
    );
  const canManage = current.permissions.canManageProject;
  const submit = async (f: WebhookForm) => {
    if (form?.editing) {
      await h.update(form.editing.id, f);
      enqueueSnackbar('Webhook saved', { variant: 'success' });
    } else {
      await h.create(f);
      enqueueSnackbar('Webhook created: copy its signing secret to verify deliveries', { variant: 'success' });
    }
    setForm(null);
  };
  const act = async (what: () => Promise<unknown>, ok: string, fail: string) => {
    try {
      await what();
      enqueueSnackbar(ok, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(<ErrorToast title={fail} error={e} />, { variant: 'error' });
    }
  };
  return (
    <Box>
      <PageHeader
        title="Webhooks"
        count={h.loading ? undefined : h.webhooks.length}
        subtitle={
          <>
            Get a signed HTTP POST when something changes in{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {current.name}
            </Box>
            : in order, retried until it is received.
          </>
        }
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setForm({ editing: null })}>
              New Webhook
            </Button>
          ) : (
            <ViewOnlyChip />
          )
        }
      />
      {h.loading ? (
        <Stack spacing={2}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Stack>
      ) : h.error && !h.webhooks.length ? (
        <ErrorState title="Error loading webhooks" message={h.error.message} onRetry={() => void h.refetch()} />
      ) : h.webhooks.length === 0 ? (
        <EmptyState
          icon={<WebhookRoundedIcon sx={{ fontSize: 44 }} />}
          title="No webhooks yet"
          description={canManage ? 'Tell your deploy bot, chat or audit system about every flag change.' : 'Ask a project admin to add a webhook.'}
          action={
            canManage ? (
              <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setForm({ editing: null })}>
                New Webhook
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack spacing={2}>
          {h.webhooks.map((w) => (
            <WebhookCard
              key={w.id}
              w={w}
              canManage={canManage}
              onEdit={() => setForm({ editing: w })}
              onDelete={() => setToDelete(w)}
              onRotate={() => setToRotate(w)}
              onDeliveries={() => setLog(w)}
              onToggle={(active) => void act(() => h.update(w.id, { active }), active ? 'Webhook resumed' : 'Webhook paused', 'Failed to save webhook')}
            />
          ))}
        </Stack>
      )}
      <WebhookFormDialog
        open={form !== null}
        editing={form?.editing ?? null}
        groups={h.eventGroups}
        pending={h.saving}
        onSubmit={submit}
        onClose={() => setForm(null)}
      />
      <DeliveryLog webhook={log} onClose={() => setLog(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete webhook?"
        confirmLabel="Delete Webhook"
        pending={h.deleting}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          const w = toDelete!;
          setToDelete(null);
          void act(() => h.remove(w.id), 'Webhook deleted', 'Failed to delete webhook');
        }}
        message={toDelete && <>{toDelete.url} will get no more deliveries; those not yet sent are dropped.</>}
      />
      <ConfirmDialog
        open={toRotate !== null}
        title="Rotate signing secret?"
        confirmLabel="Rotate Secret"
        pendingLabel="Rotating..."
        confirmColor="warning"
        onClose={() => setToRotate(null)}
        onConfirm={() => {
          const w = toRotate!;
          setToRotate(null);
          void act(() => h.rotate(w.id), 'New signing secret created: update your receiver', 'Failed to rotate secret');
        }}
        message="Deliveries are signed with the new secret from now on; receivers checking the old one will refuse them until updated."
      />
    </Box>
  );
}
