// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { REDELIVER, WEBHOOK_DELIVERIES } from './documents';
import { useDeliveries } from './useWebhooks';

afterEach(cleanup);
afterEach(() => {
  vi.useRealTimers();
});

const delivery = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery' as const,
  id,
  seq: 1,
  eventId: `ev-${id}`,
  eventType: 'flag.updated',
  position: 1,
  status,
  attempts: 1,
  redelivery: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  deliveredAt: status === 'delivered' ? '2026-01-01T00:00:01.000Z' : null,
  nextAttemptAt: null,
  responseCode: status === 'delivered' ? 200 : null,
  latencyMs: 12,
  error: null,
  history: [],
  ...extra,
});
const page = (deliveries: ReturnType<typeof delivery>[]): MockLink.MockedResponse => ({
  request: { query: WEBHOOK_DELIVERIES, variables: { webhookId: 'w1', first: 50 } },
  result: { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', nextCursor: null, deliveries } } },
});
const redeliver = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: REDELIVER, variables: { webhookId: 'w1', deliveryId: 'd1' } },
  result,
});

/** One answer per operation: a read the test does not expect would find no mock and fail. */
function setup(mocks: MockLink.MockedResponse[], webhookId: string | null = 'w1') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => useDeliveries(webhookId), { wrapper });
}

describe('useDeliveries', () => {
  it('given no webhook open, when rendered, then nothing is read', async () => {
    const { result } = setup([], null);
    await act(async () => {});
    expect(result.current).toMatchObject({ deliveries: [], loading: false, error: undefined });
  });

  it('given an open webhook, when its log loads, then it shows its latest 50 deliveries', async () => {
    const { result } = setup([page([delivery('d1', 'delivered'), delivery('d2', 'failed')])]);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.deliveries.map((d) => [d.id, d.status])).toEqual([
      ['d1', 'delivered'],
      ['d2', 'failed'],
    ]);
  });

  it('given the log cannot be read, when it loads, then the error is given', async () => {
    const { result } = setup([
      { request: { query: WEBHOOK_DELIVERIES, variables: { webhookId: 'w1', first: 50 } }, result: { errors: [new GraphQLError('Webhook not found')] } },
    ]);
    await waitFor(() => expect(result.current.error?.message).toBe('Webhook not found'));
    expect(result.current.deliveries).toEqual([]);
  });

  it('given a pending delivery, when two seconds pass, then the log is read again and shows how it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = setup([page([delivery('d1', 'pending')]), page([delivery('d1', 'delivered')])]);
    await waitFor(() => expect(result.current.deliveries[0]?.status).toBe('pending'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(result.current.deliveries[0]?.status).toBe('delivered'));
  });

  it('given a failed delivery, when it is redelivered, then the redelivery names the webhook and delivery and the log is read again', async () => {
    const { result } = setup([
      page([delivery('d1', 'failed')]),
      redeliver({
        data: {
          redeliverWebhookDelivery: { __typename: 'RedeliverWebhookDeliveryPayload', delivery: { __typename: 'WebhookDelivery', id: 'd1', status: 'pending' } },
        },
      }),
      page([delivery('d1', 'delivered', { redelivery: true, attempts: 2 })]),
    ]);
    await waitFor(() => expect(result.current.deliveries).toHaveLength(1));
    await act(async () => {
      await result.current.redeliver('d1');
    });
    expect(result.current.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2, redelivery: true });
  });

  it('given the server refuses, when a delivery is redelivered, then the failure is thrown and the log is not read again', async () => {
    const { result } = setup([page([delivery('d1', 'failed')]), redeliver({ errors: [new GraphQLError('Webhook paused')] })]);
    await waitFor(() => expect(result.current.deliveries).toHaveLength(1));
    await act(async () => {
      await expect(result.current.redeliver('d1')).rejects.toThrow('Webhook paused');
    });
    expect(result.current.deliveries[0]?.status).toBe('failed');
    expect(result.current.error).toBeUndefined();
  });
});
