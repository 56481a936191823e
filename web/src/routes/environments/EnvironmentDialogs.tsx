import { Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { plural } from '../../lib/format';
import { EnvironmentFormDialog } from './EnvironmentFormDialog';
import type { EnvironmentsPageModel } from './useEnvironmentsPage';

const Warning = styled('span')(({ theme }) => ({ color: theme.palette.error.main, fontWeight: 600 }));
const Aside = styled('span')({ fontSize: 13 });

/** Delete Environment: what goes with it (its values, its overrides) and who stops receiving configuration. */
function DeleteEnvironmentDialog({ p }: { p: EnvironmentsPageModel }) {
  const { remove } = p;
  const overrides = remove.target ? p.overridesOf(remove.target.id) : 0;
  return (
    <ConfirmDialog
      open={remove.target !== null}
      title="Delete Environment"
      pending={remove.pending}
      onClose={remove.cancel}
      onConfirm={remove.confirm}
      confirmLabel="Delete Environment"
      message={
        remove.target && (
          <Stack spacing={1.5}>
            <span>
              This will permanently delete the &ldquo;{remove.target.name}&rdquo; environment, including its feature flag values and all of its overrides. This
              action cannot be undone.
            </span>
            {overrides > 0 && <Warning>{plural(overrides, 'override')} will be deleted with it.</Warning>}
            <Aside>Applications using its API key or UUID will stop receiving configuration.</Aside>
          </Stack>
        )
      }
    />
  );
}

/** Regenerate the server key: the current one stops at once. */
function RegenerateServerKeyDialog({ p }: { p: EnvironmentsPageModel }) {
  const { regenerate } = p;
  return (
    <ConfirmDialog
      open={regenerate.target !== null}
      title="Regenerate server key?"
      pending={regenerate.pending}
      onClose={regenerate.cancel}
      onConfirm={regenerate.confirm}
      confirmLabel="Regenerate"
      pendingLabel="Regenerating..."
      message={
        regenerate.target && (
          <>
            A new server key will be issued for &ldquo;{regenerate.target.name}&rdquo;. The current one stops working immediately, so update every server (and
            flagd) that uses it. The client key is not affected.
          </>
        )
      }
    />
  );
}

/** Regenerate the client key, or create one for an environment made before client keys. */
function ClientKeyDialog({ p }: { p: EnvironmentsPageModel }) {
  const { target, pending, cancel, confirm } = p.regenerateClient;
  const has = Boolean(target?.clientKey);
  return (
    <ConfirmDialog
      open={target !== null}
      title={has ? 'Regenerate client key?' : 'Create client key?'}
      pending={pending}
      onClose={cancel}
      onConfirm={confirm}
      confirmLabel={has ? 'Regenerate' : 'Create'}
      pendingLabel={has ? 'Regenerating...' : 'Creating...'}
      message={
        target &&
        (has ? (
          <>
            A new client key will be issued for &ldquo;{target.name}&rdquo;. Browser and mobile apps built with the current one stop receiving flags
            immediately, so ship them with the new key. The server key is not affected.
          </>
        ) : (
          <>
            &ldquo;{target.name}&rdquo; was created before client keys existed. A client key evaluates flags for browser and mobile apps and never reads rules;
            the server key keeps working as before.
          </>
        ))
      }
    />
  );
}

/** The screen's dialogs: the environment form, the three confirmations and the plan limit. */
export function EnvironmentDialogs({ p }: { p: EnvironmentsPageModel }) {
  const { form } = p;
  return (
    <>
      <EnvironmentFormDialog
        open={form.open}
        mode={form.mode}
        initial={form.initial}
        pending={form.pending}
        error={form.error}
        errorTitle={form.errorTitle}
        onSubmit={form.submit}
        onClose={form.close}
      />
      <DeleteEnvironmentDialog p={p} />
      <RegenerateServerKeyDialog p={p} />
      <ClientKeyDialog p={p} />
      <LimitReachedDialog info={p.limit} onClose={p.closeLimit} />
    </>
  );
}
