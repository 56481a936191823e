import { useMutation, useQuery } from '@apollo/client/react';
import type { WebhooksPage_WebhookFragment, WebhookDeliveriesQuery } from '../../apollo/generated/graphql';
import { REDELIVER, WEBHOOK_DELIVERIES } from './documents';

export type WebhookRow = WebhooksPage_WebhookFragment;
export type DeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['deliveries'][number];

export interface WebhookForm {
  url: string;
  events: string[];
  description: string;
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
