// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { useFragment } from '../../apollo/generated/fragment-masking';
import { WEBHOOK_CARD_FRAGMENT } from './WebhookCard';
import { CREATE_WEBHOOK, DELETE_WEBHOOK, ROTATE_WEBHOOK_SECRET, UPDATE_WEBHOOK, WEBHOOKS } from './documents';
import { useWebhooksPage } from './useWebhooksPage';
import type { WebhooksProject } from './useWebhooksPage';

afterEach(cleanup);

const PROJECT: WebhooksProject = { id: 'p1', permissions: { canManageProject: true } };

const hook = (id: string, url: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Webhook' as const,
  id,
  url,
  events: ['*'],
  description: '',
  active: true,
  secret: `whsec_${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: { __typename: 'User', id: 'u1', name: 'Ada' },
  ...extra,
});

const list = (hooks: ReturnType<typeof hook>[]): MockLink.MockedResponse => ({
  request: { query: WEBHOOKS, variables: { projectId: 'p1' } },
  result: { data: { webhooks: hooks, webhookEventTypes: [{ __typename: 'WebhookEventGroup', group: 'Flags', types: ['FeatureFlagToggled'] }] } },
});

/** One answer per operation: a refetch of the list would find no mock and fail the test. */
function setup(mocks: MockLink.MockedResponse[], project: WebhooksProject | null = PROJECT) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return renderHook(() => useWebhooksPage(project), { wrapper });
}

describe('useWebhooksPage', () => {
  it('lists the webhooks and the event groups; nothing without a project', async () => {
    const { result } = setup([list([hook('w1', 'https://a.example/hook')])]);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.webhooks).toHaveLength(1));
    expect(result.current.eventGroups.map((g) => g.group)).toEqual(['Flags']);
    expect(result.current.canManage).toBe(true);
    const none = setup([], null);
    expect(none.result.current.loading).toBe(false);
    expect(none.result.current.canManage).toBe(false);
  });

  it('adds a created webhook last from the answer, without refetching', async () => {
    const input = { url: 'https://b.example/hook', events: ['FeatureFlagToggled'], description: 'Chat' };
    const { result } = setup([
      list([hook('w1', 'https://a.example/hook')]),
      {
        request: { query: CREATE_WEBHOOK, variables: { input: { projectId: 'p1', ...input } } },
        result: { data: { createWebhook: { __typename: 'CreateWebhookPayload', webhook: hook('w2', input.url, input) } } },
      },
    ]);
    await waitFor(() => expect(result.current.webhooks).toHaveLength(1));
    act(() => result.current.form.create());
    expect(result.current.form).toMatchObject({ open: true, editing: null });
    await act(() => result.current.form.submit(input));
    expect(result.current.webhooks.map((w) => w.url)).toEqual(['https://a.example/hook', 'https://b.example/hook']);
    expect(result.current.form.open).toBe(false);
    expect(await screen.findByText('Webhook created: copy its signing secret to verify deliveries')).toBeTruthy();
  });

  it('saves an edit and a pause in place; a failed save is thrown back to the form', async () => {
    const edit = { url: 'https://a.example/v2', events: ['*'], description: 'v2' };
    const { result } = setup([
      list([hook('w1', 'https://a.example/hook')]),
      { request: { query: UPDATE_WEBHOOK, variables: { input: { id: 'w1', ...edit } } }, result: { errors: [new GraphQLError('URL refused')] } },
      {
        request: { query: UPDATE_WEBHOOK, variables: { input: { id: 'w1', ...edit } } },
        result: { data: { updateWebhook: { __typename: 'UpdateWebhookPayload', webhook: hook('w1', edit.url, edit) } } },
      },
      {
        request: { query: UPDATE_WEBHOOK, variables: { input: { id: 'w1', active: false } } },
        result: { data: { updateWebhook: { __typename: 'UpdateWebhookPayload', webhook: hook('w1', edit.url, { ...edit, active: false }) } } },
      },
    ]);
    await waitFor(() => expect(result.current.webhooks).toHaveLength(1));
    act(() => result.current.form.edit(result.current.webhooks[0]!));
    expect(result.current.form.editing?.url).toBe('https://a.example/hook');
    await act(async () => {
      await expect(result.current.form.submit(edit)).rejects.toThrow('URL refused');
    });
    expect(result.current.form.open).toBe(true);
    await act(() => result.current.form.submit(edit));
    expect(result.current.webhooks[0]?.url).toBe('https://a.example/v2');
    expect(await screen.findByText('Webhook saved')).toBeTruthy();
    act(() => result.current.toggle(result.current.webhooks[0]!, false));
    await waitFor(() => expect(result.current.webhooks[0]?.active).toBe(false));
    expect(await screen.findByText('Webhook paused')).toBeTruthy();
  });

  it('removes a deleted webhook from the cache, and reports a failed rotation', async () => {
    const { result } = setup([
      list([hook('w1', 'https://a.example/hook'), hook('w2', 'https://b.example/hook')]),
      {
        request: { query: DELETE_WEBHOOK, variables: { id: 'w1' } },
        result: { data: { deleteWebhook: { __typename: 'DeleteWebhookPayload', deletedId: 'w1' } } },
      },
      { request: { query: ROTATE_WEBHOOK_SECRET, variables: { id: 'w2' } }, result: { errors: [new GraphQLError('Gone')] } },
    ]);
    await waitFor(() => expect(result.current.webhooks).toHaveLength(2));
    act(() => result.current.remove.ask(result.current.webhooks[0]!));
    expect(result.current.remove.target?.id).toBe('w1');
    act(() => result.current.remove.confirm());
    expect(result.current.remove.target).toBeNull();
    await waitFor(() => expect(result.current.webhooks.map((w) => w.id)).toEqual(['w2']));
    expect(await screen.findByText('Webhook deleted')).toBeTruthy();
    act(() => result.current.rotate.ask(result.current.webhooks[0]!));
    act(() => result.current.rotate.confirm());
    expect(await screen.findByText('Failed to rotate secret')).toBeTruthy();
  });

  it('shows a rotated secret from the answer', async () => {
    const { result } = setup([
      list([hook('w1', 'https://a.example/hook')]),
      {
        request: { query: ROTATE_WEBHOOK_SECRET, variables: { id: 'w1' } },
        result: {
          data: { rotateWebhookSecret: { __typename: 'RotateWebhookSecretPayload', webhook: { __typename: 'Webhook', id: 'w1', secret: 'whsec_new' } } },
        },
      },
    ]);
    await waitFor(() => expect(result.current.webhooks).toHaveLength(1));
    act(() => result.current.rotate.ask(result.current.webhooks[0]!));
    act(() => result.current.rotate.confirm());
    await waitFor(() => expect(useFragment(WEBHOOK_CARD_FRAGMENT, result.current.webhooks[0]!).secret).toBe('whsec_new'));
    expect(await screen.findByText('New signing secret created: update your receiver')).toBeTruthy();
  });

  it('opens and closes one delivery log', async () => {
    const { result } = setup([list([hook('w1', 'https://a.example/hook')])]);
    await waitFor(() => expect(result.current.webhooks).toHaveLength(1));
    act(() => result.current.log.open(result.current.webhooks[0]!));
    expect(result.current.log.webhook?.id).toBe('w1');
    act(() => result.current.log.close());
    expect(result.current.log.webhook).toBeNull();
  });
});
