import { createElement, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useFragment, useFragment as unmask } from '../../apollo/generated/fragment-masking';
import { ErrorToast } from '../environments/feedback';
import { CREATE_WEBHOOK, DELETE_WEBHOOK, ROTATE_WEBHOOK_SECRET, UPDATE_WEBHOOK, WEBHOOKS, WEBHOOKS_PAGE_WEBHOOK } from './documents';
import type { WebhookForm, WebhookRow } from './useWebhooks';

/** What the screen needs of the current project. */
export interface WebhooksProject {
  id: string;
  permissions: { canManageProject: boolean };
}

/**
 * Project Tools → Webhooks: the project's webhooks, the form, pause/resume, delete and secret
 * rotation with their confirmations, and which delivery log is open. Mutations answer with the
 * webhook and the cache is updated in place (a new one goes last, as the server lists oldest first).
 */
export function useWebhooksPage(project: WebhooksProject | null) {
  const { enqueueSnackbar } = useSnackbar();
  const projectId = project?.id ?? '';
  const q = useQuery(WEBHOOKS, { variables: { projectId }, skip: !project, notifyOnNetworkStatusChange: true });
  const [create, createState] = useMutation(CREATE_WEBHOOK, {
    update: (cache, { data }) => {
      const created = data && unmask(WEBHOOKS_PAGE_WEBHOOK, data.createWebhook.webhook);
      const id = created && cache.identify({ __typename: 'Webhook', id: created.id });
      if (!created || !id) return;
      cache.modify({
        fields: {
          webhooks: (existing: readonly Reference[], { storeFieldName, readField }) =>
            (storeFieldName.includes(`"projectId":"${projectId}"`) && !existing.some((r) => readField('id', r) === created.id)
              ? [...existing, { __ref: id }]
              : existing) as never,
        },
      });
    },
  });
  const [update, updateState] = useMutation(UPDATE_WEBHOOK);
  const [remove, removeState] = useMutation(DELETE_WEBHOOK);
  const [rotate] = useMutation(ROTATE_WEBHOOK_SECRET);

  const [form, setForm] = useState<{ editing: WebhookRow | null } | null>(null);
  const [toDelete, setToDelete] = useState<WebhookRow | null>(null);
  const [toRotate, setToRotate] = useState<WebhookRow | null>(null);
  const [log, setLog] = useState<WebhookRow | null>(null);

  const webhooks = useFragment(WEBHOOKS_PAGE_WEBHOOK, q.data?.webhooks) ?? [];

  /** Runs one action and tells how it went. */
  const run = async (what: () => Promise<unknown>, ok: string, fail: string) => {
    try {
      await what();
      enqueueSnackbar(ok, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(createElement(ErrorToast, { title: fail, error: e }), { variant: 'error' });
    }
  };

  /** The form's submit: a failure is thrown back to the form, which shows it. */
  const submit = async (f: WebhookForm) => {
    if (form?.editing) {
      await update({ variables: { input: { id: form.editing.id, ...f } } });
      enqueueSnackbar('Webhook saved', { variant: 'success' });
    } else {
      await create({ variables: { input: { projectId, url: f.url, events: f.events, description: f.description } } });
      enqueueSnackbar('Webhook created: copy its signing secret to verify deliveries', { variant: 'success' });
    }
    setForm(null);
  };

  return {
    canManage: Boolean(project?.permissions.canManageProject),
    webhooks,
    eventGroups: q.data?.webhookEventTypes ?? [],
    loading: q.loading && !q.data,
    /** shown instead of the list only when there is no list to show */
    error: webhooks.length ? undefined : q.error,
    retry: () => void q.refetch(),
    form: {
      open: form !== null,
      editing: form?.editing ?? null,
      pending: createState.loading || updateState.loading,
      create: () => setForm({ editing: null }),
      edit: (w: WebhookRow) => setForm({ editing: w }),
      submit,
      close: () => setForm(null),
    },
    toggle: (w: WebhookRow, active: boolean) =>
      void run(() => update({ variables: { input: { id: w.id, active } } }), active ? 'Webhook resumed' : 'Webhook paused', 'Failed to save webhook'),
    remove: {
      target: toDelete,
      ask: setToDelete,
      pending: removeState.loading,
      cancel: () => setToDelete(null),
      confirm: () => {
        const w = toDelete;
        setToDelete(null);
        if (!w) return;
        void run(
          () =>
            remove({
              variables: { id: w.id },
              update: (cache) => {
                cache.evict({ id: cache.identify({ __typename: 'Webhook', id: w.id }) });
                cache.gc();
              },
            }),
          'Webhook deleted',
          'Failed to delete webhook',
        );
      },
    },
    rotate: {
      target: toRotate,
      ask: setToRotate,
      cancel: () => setToRotate(null),
      confirm: () => {
        const w = toRotate;
        setToRotate(null);
        if (!w) return;
        void run(() => rotate({ variables: { id: w.id } }), 'New signing secret created: update your receiver', 'Failed to rotate secret');
      },
    },
    log: { webhook: log, open: setLog, close: () => setLog(null) },
  };
}
