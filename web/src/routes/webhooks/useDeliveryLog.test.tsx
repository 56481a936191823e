// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { useDeliveryLog } from './useDeliveryLog';
import type { WebhookRow } from './useWebhooks';

const deliveries = vi.hoisted(() => ({
  current: { deliveries: [] as Array<{ id: string; eventType: string; status: string }>, loading: false, error: undefined as Error | undefined },
  refetch: vi.fn(async () => {}),
  redeliver: vi.fn(async (_id: string) => {}),
  openedFor: [] as Array<string | null>,
}));
vi.mock('./useWebhooks', () => ({
  useDeliveries: (id: string | null) => {
    deliveries.openedFor.push(id);
    return { ...deliveries.current, refetch: deliveries.refetch, redeliver: deliveries.redeliver };
  },
}));

afterEach(() => {
  cleanup();
  deliveries.current = { deliveries: [], loading: false, error: undefined };
  deliveries.openedFor = [];
  vi.clearAllMocks();
});

const webhook = { id: 'w1', url: 'https://a.example/hook' } as WebhookRow;
const delivery = (id: string, status: string) => ({ id, status, eventType: 'FeatureFlagToggled' });

function setup(w: WebhookRow | null = webhook) {
  const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
  return renderHook(() => useDeliveryLog(w), { wrapper });
}

describe('useDeliveryLog', () => {
  it('given no webhook, when rendered, then the drawer is closed and no log is read', () => {
    const { result } = setup(null);
    expect(result.current).toMatchObject({ open: false, url: undefined, deliveries: [], counts: '' });
    expect(deliveries.openedFor.at(-1)).toBeNull();
  });

  it("given a webhook's deliveries, when opened, then its URL and the summary of their statuses", () => {
    deliveries.current.deliveries = [delivery('d1', 'delivered'), delivery('d2', 'failed'), delivery('d3', 'delivered')];
    const { result } = setup();
    expect(deliveries.openedFor.at(-1)).toBe('w1');
    expect(result.current).toMatchObject({ open: true, url: 'https://a.example/hook', counts: '2 delivered · 1 failed' });
  });

  it('given a failed read, when deliveries are already shown, then they stay and no error replaces them', () => {
    deliveries.current.error = new Error('down');
    expect(setup().result.current.error?.message).toBe('down');
    cleanup();
    deliveries.current.deliveries = [delivery('d1', 'delivered')];
    expect(setup().result.current.error).toBeUndefined();
  });

  it('given the refresh, when pressed, then the log is read again', () => {
    const { result } = setup();
    act(() => result.current.refresh());
    expect(deliveries.refetch).toHaveBeenCalledTimes(1);
  });

  it('given a delivery, when redelivered, then it is queued and the toast names its event', async () => {
    const { result } = setup();
    await act(async () => result.current.redeliver(delivery('d7', 'failed') as never));
    expect(deliveries.redeliver).toHaveBeenCalledWith('d7');
    expect(await screen.findByText('Feature flag toggled: queued for redelivery')).toBeTruthy();
  });

  it('given the server refuses, when redelivered, then an error toast says so', async () => {
    deliveries.redeliver.mockRejectedValueOnce(new Error('Webhook paused'));
    const { result } = setup();
    await act(async () => result.current.redeliver(delivery('d7', 'failed') as never));
    expect(await screen.findByText('Failed to redeliver')).toBeTruthy();
    expect(screen.getByText('Webhook paused')).toBeTruthy();
  });
});
