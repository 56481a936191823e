import { createElement } from 'react';
import { useSnackbar } from 'notistack';
import { ErrorToast } from '../environments/feedback';
import { webhookEventLabel } from './eventLabels';
import { deliveryCounts } from './webhookModel';
import { useDeliveries } from './useWebhooks';
import type { DeliveryRow, WebhookRow } from './useWebhooks';

/** The delivery log drawer: the open webhook's deliveries, their summary line, refresh and redeliver with its toast. */
export function useDeliveryLog(webhook: WebhookRow | null) {
  const log = useDeliveries(webhook?.id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const redeliver = async (d: DeliveryRow) => {
    try {
      await log.redeliver(d.id);
      enqueueSnackbar(`${webhookEventLabel(d.eventType)}: queued for redelivery`, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to redeliver', error: e }), { variant: 'error' });
    }
  };
  return {
    open: webhook !== null,
    url: webhook?.url,
    deliveries: log.deliveries,
    /** "2 delivered · 1 failed" */
    counts: deliveryCounts(log.deliveries),
    loading: log.loading,
    /** shown instead of the log only when there is no log to show */
    error: log.deliveries.length ? undefined : log.error,
    refresh: () => void log.refetch(),
    redeliver: (d: DeliveryRow) => void redeliver(d),
  };
}
