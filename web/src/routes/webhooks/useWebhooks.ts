import { useMutation, useQuery } from '@apollo/client/react';
import type { WebhooksQuery, WebhookDeliveriesQuery } from '../../apollo/generated/graphql';
import { CREATE_WEBHOOK, DELETE_WEBHOOK, REDELIVER, ROTATE_WEBHOOK_SECRET, UPDATE_WEBHOOK, WEBHOOKS, WEBHOOK_DELIVERIES } from './documents';

export type WebhookRow = WebhooksQuery['webhooks'][number];
export type DeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['deliveries'][number];

export interface WebhookForm {
  url: string;
  events: string[];
  description: string;
}

/** The Webhooks screen: the project's webhooks and what may be done with them. */
export function useWebhooks(projectId: string | undefined) {
  const q = useQuery(WEBHOOKS, { variables: { projectId: projectId ?? '' }, skip: !projectId, notifyOnNetworkStatusChange: true });
  const [create, createState] = useMutation(CREATE_WEBHOOK);
  const [update, updateState] = useMutation(UPDATE_WEBHOOK);
  const [remove, removeState] = useMutation(DELETE_WEBHOOK);
  const [rotate] = useMutation(ROTATE_WEBHOOK_SECRET);
  return {
    webhooks: q.data?.webhooks ?? [],
    eventGroups: q.data?.webhookEventTypes ?? [],
    loading: q.loading && !q.data,
    error: q.error,
    refetch: q.refetch,
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
    async create(f: WebhookForm) {
      const r = await create({ variables: { projectId: projectId!, input: { url: f.url, events: f.events, description: f.description } } });
      await q.refetch();
      return r.data!.createWebhook;
    },
    async update(id: string, f: Partial<WebhookForm> & { active?: boolean }) {
      await update({ variables: { id, input: f } });
      await q.refetch();
    },
    async remove(id: string) {
      await remove({ variables: { id } });
      await q.refetch();
    },
    async rotate(id: string) {
      const r = await rotate({ variables: { id } });
      await q.refetch();
      return r.data!.rotateWebhookSecret.secret;
    },
  };
}

/** One webhook's delivery log, refreshed while any delivery is pending. */
export function useDeliveries(webhookId: string | null) {
  const q = useQuery(WEBHOOK_DELIVERIES, {
    variables: { webhookId: webhookId ?? '', first: 50 },
    skip: !webhookId,
    pollInterval: webhookId ? 2000 : 0,
    notifyOnNetworkStatusChange: false,
  });
  const [redeliver] = useMutation(REDELIVER);
  return {
    deliveries: q.data?.webhookDeliveries.deliveries ?? [],
    loading: q.loading && !q.data,
    error: q.error,
    refetch: q.refetch,
    async redeliver(deliveryId: string) {
      await redeliver({ variables: { webhookId: webhookId!, deliveryId } });
      await q.refetch();
    },
  };
}
