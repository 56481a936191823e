// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useWebhookForm } from './useWebhookForm';
import type { WebhookForm, WebhookRow } from './useWebhooks';
import { DEFAULT_EVENT_TYPES } from './webhookModel';

afterEach(cleanup);

const row = (extra: Partial<WebhookRow> = {}) =>
  ({ id: 'w1', url: 'https://a.example/hook', events: ['OverrideCreated'], description: 'Deploys', active: true, ...extra }) as WebhookRow;

function setup(onSubmit: (f: WebhookForm) => Promise<void> = async () => {}, editing: WebhookRow | null = null) {
  return renderHook(({ open, editing: e }) => useWebhookForm(open, e, onSubmit), { initialProps: { open: true, editing } });
}

describe('useWebhookForm', () => {
  it('given a new webhook, when the form opens, then it is empty, sends every event and cannot be saved without a URL', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ url: '', description: '', all: true, types: DEFAULT_EVENT_TYPES, error: null, canSave: false });
  });

  it('given a webhook, when edited, then its fields; choosing none of its types blocks saving', () => {
    const { result } = setup(undefined, row());
    expect(result.current).toMatchObject({ url: 'https://a.example/hook', description: 'Deploys', all: false, types: ['OverrideCreated'], canSave: true });
    act(() => result.current.toggle('OverrideCreated'));
    expect(result.current.types).toEqual([]);
    expect(result.current.canSave).toBe(false);
    act(() => result.current.toggle('FeatureFlagToggled'));
    expect(result.current.types).toEqual(['FeatureFlagToggled']);
  });

  it('given typed fields, when submitted, then the trimmed input goes out with "*" for every event', async () => {
    const onSubmit = vi.fn(async () => {});
    const { result } = setup(onSubmit);
    act(() => {
      result.current.setUrl('  https://b.example  ');
      result.current.setDescription(' Chat ');
    });
    await act(async () => result.current.submit());
    expect(onSubmit).toHaveBeenCalledWith({ url: 'https://b.example', description: 'Chat', events: ['*'] });
    act(() => result.current.setAll(false));
    await act(async () => result.current.submit());
    expect(onSubmit).toHaveBeenLastCalledWith({ url: 'https://b.example', description: 'Chat', events: DEFAULT_EVENT_TYPES });
  });

  it('given a refused save, when submitted, then the reason shows; reopening clears it and resets the fields', async () => {
    const { result, rerender } = setup(async () => {
      throw new Error('URL must use https');
    });
    act(() => result.current.setUrl('http://x'));
    await act(async () => result.current.submit());
    expect(result.current.error).toBe('URL must use https');
    rerender({ open: false, editing: null });
    rerender({ open: true, editing: row({ events: ['*'] }) });
    expect(result.current).toMatchObject({ error: null, url: 'https://a.example/hook', all: true, types: DEFAULT_EVENT_TYPES });
  });
});
