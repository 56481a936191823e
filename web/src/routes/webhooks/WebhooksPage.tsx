import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import WebhookRoundedIcon from '@mui/icons-material/WebhookRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { ViewOnlyChip } from '../environments/feedback';
import { WebhookFormDialog } from './WebhookFormDialog';
import { DeliveryLog } from './DeliveryLog';
import { WebhookCard } from './WebhookCard';
import { useWebhooksPage } from './useWebhooksPage';

type Page = ReturnType<typeof useWebhooksPage>;

const NewWebhookButton = ({ onClick }: { onClick: () => void }) => (
  <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={onClick}>
    New Webhook
  </Button>
);

/** The list: its skeleton, error, empty state with a call to action, or one card per webhook. */
function WebhooksBody({ h }: { h: Page }) {
  if (h.loading)
    return (
      <Stack spacing={2}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Stack>
    );
  if (h.error) return <ErrorState title="Error loading webhooks" message={h.error.message} onRetry={h.retry} />;
  if (h.webhooks.length === 0)
    return (
      <EmptyState
        icon={<WebhookRoundedIcon fontSize="emptyState" />}
        title="No webhooks yet"
        description={h.canManage ? 'Tell your deploy bot, chat or audit system about every flag change.' : 'Ask a project admin to add a webhook.'}
        action={h.canManage ? <NewWebhookButton onClick={h.form.create} /> : undefined}
      />
    );
  return (
    <Stack spacing={2}>
      {h.webhooks.map((w) => (
        <WebhookCard
          key={w.id}
          w={w}
          canManage={h.canManage}
          onEdit={() => h.form.edit(w)}
          onDelete={() => h.remove.ask(w)}
          onRotate={() => h.rotate.ask(w)}
          onDeliveries={() => h.log.open(w)}
          onToggle={(active) => h.toggle(w, active)}
        />
      ))}
    </Stack>
  );
}

/** The form, the delivery log and the two confirmations (delete, rotate the secret). */
function WebhookDialogs({ h }: { h: Page }) {
  return (
    <>
      <WebhookFormDialog
        open={h.form.open}
        editing={h.form.editing}
        groups={h.eventGroups}
        pending={h.form.pending}
        onSubmit={h.form.submit}
        onClose={h.form.close}
      />
      <DeliveryLog webhook={h.log.webhook} onClose={h.log.close} />
      <ConfirmDialog
        open={h.remove.target !== null}
        title="Delete webhook?"
        confirmLabel="Delete Webhook"
        pending={h.remove.pending}
        onClose={h.remove.cancel}
        onConfirm={h.remove.confirm}
        message={h.remove.target && <>{h.remove.target.url} will get no more deliveries; those not yet sent are dropped.</>}
      />
      <ConfirmDialog
        open={h.rotate.target !== null}
        title="Rotate signing secret?"
        confirmLabel="Rotate Secret"
        pendingLabel="Rotating..."
        confirmColor="warning"
        onClose={h.rotate.cancel}
        onConfirm={h.rotate.confirm}
        message="Deliveries are signed with the new secret from now on; receivers checking the old one will refuse them until updated."
      />
    </>
  );
}

/** Project Tools → Webhooks: URLs told of the project's changes, signed; their delivery logs. */
export default function WebhooksPage() {
  const { current, loading: projectsLoading } = useProjects();
  const h = useWebhooksPage(current);

  if (!current)
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Webhooks" />
        <NoProjectSelected />
      </>
    );
  return (
    <Box>
      <PageHeader
        title="Webhooks"
        count={h.loading ? undefined : h.webhooks.length}
        subtitle={
          <>
            Get a signed HTTP POST when something changes in{' '}
            <Typography variant="strong" component="strong">
              {current.name}
            </Typography>
            : in order, retried until it is received.
          </>
        }
        actions={h.canManage ? <NewWebhookButton onClick={h.form.create} /> : <ViewOnlyChip />}
      />
      <WebhooksBody h={h} />
      <WebhookDialogs h={h} />
    </Box>
  );
}
