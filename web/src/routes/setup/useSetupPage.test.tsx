// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import type { CurrentProject } from '../../state/useCurrentProjectTree';
import { SETUP_ENVIRONMENT_KEYS, SETUP_GENERATE_MISSING_UUIDS } from './documents';
import { useSetupPage } from './useSetupPage';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const environment = (id: string, order: number, uuid = `uuid-${id}`) => ({ id, uuid, name: id, order, status: 'active', slug: id });
const override = (id: string, envId: string) => ({
  id,
  uuid: `ouuid-${id}`,
  name: id,
  environment: { id: envId, uuid: `uuid-${envId}`, name: envId },
  featureFlagValues: { dark_mode: true },
  expiresAt: null,
  isActive: true,
  expired: false,
});
const project = (extra: Partial<Record<string, unknown>> = {}) =>
  ({
    id: 'p1',
    uuid: 'puuid',
    name: 'Shop',
    environments: [environment('production', 2), environment('development', 1)],
    overrides: [override('qa', 'production')],
    featureFlags: [
      { key: 'banner', type: 'string' },
      { key: 'dark_mode', type: 'boolean' },
    ],
    permissions: { canManageProject: true },
    ...extra,
  }) as unknown as CurrentProject;

const keys: MockLink.MockedResponse = {
  request: { query: SETUP_ENVIRONMENT_KEYS, variables: { projectId: 'p1' } },
  result: {
    data: {
      environments: [
        { __typename: 'Environment', id: 'development', apiKey: 'srv-dev', clientKey: 'cli-dev' },
        { __typename: 'Environment', id: 'production', apiKey: null, clientKey: 'cli-prod' },
      ],
    },
  },
};

function setup(p: CurrentProject, mocks: MockLink.MockedResponse[], refetch = vi.fn(async () => undefined)) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { refetch, ...renderHook(() => useSetupPage(p, refetch, 'https://flags.test'), { wrapper }) };
}

describe('useSetupPage', () => {
  it('starts on the first environment in order, without an override, and fills the URL and the SDK keys', async () => {
    const { result } = setup(project(), [keys]);
    expect(result.current.env?.id).toBe('development');
    expect(result.current.override).toBeUndefined();
    expect(result.current.url).toBe('https://flags.test/api/config/puuid?environmentUuid=uuid-development');
    await waitFor(() => expect(result.current.sdkParams?.serverKey).toBe('srv-dev'));
    expect(result.current.sdkParams?.clientKey).toBe('cli-dev');
  });

  it('picking an override adds it to the URL; another environment clears it', async () => {
    const { result } = setup(project(), [keys]);
    act(() => result.current.selectEnvironment('production'));
    expect(result.current.overrides.map((o) => o.id)).toEqual(['qa']);
    act(() => result.current.selectOverride('qa'));
    expect(result.current.url).toBe('https://flags.test/api/config/puuid?environmentUuid=uuid-production&overrideUuid=ouuid-qa');
    // the usage lines read the flag the override changes
    expect(result.current.params.flagKey).toBe('dark_mode');
    act(() => result.current.selectEnvironment('development'));
    expect(result.current.override).toBeUndefined();
    await waitFor(() => expect(result.current.sdkParams?.clientKey).toBe('cli-dev'));
  });

  it('keeps the sample and SDK tabs', () => {
    const { result } = setup(project(), [keys]);
    act(() => result.current.setSampleTab('rest'));
    act(() => result.current.setSdkTab('python'));
    expect(result.current.sampleTab).toBe('rest');
    expect(result.current.snippet?.id).toBe('python');
  });

  it('generates missing uuids, says so and reads the projects again', async () => {
    const generate: MockLink.MockedResponse = {
      request: { query: SETUP_GENERATE_MISSING_UUIDS },
      result: { data: { generateMissingUuids: { __typename: 'GenerateMissingUuidsResult', success: true, message: 'ok', generated: 2 } } },
    };
    const { result, refetch } = setup(project({ uuid: '' }), [keys, generate]);
    expect(result.current.missingUuids).toBe(true);
    expect(result.current.canGenerateUuids).toBe(true);
    await act(() => result.current.generateUuids());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('UUIDs Generated')).toBeTruthy();
  });

  it('a failed generation shows the error toast and reads nothing again', async () => {
    const generate: MockLink.MockedResponse = {
      request: { query: SETUP_GENERATE_MISSING_UUIDS },
      result: { data: { generateMissingUuids: { __typename: 'GenerateMissingUuidsResult', success: false, message: 'no', generated: 0 } } },
    };
    const { result, refetch } = setup(project({ uuid: '' }), [keys, generate]);
    await act(() => result.current.generateUuids());
    expect(refetch).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to generate UUIDs')).toBeTruthy();
  });

  it('a project without environments has no selection to fill', () => {
    const { result } = setup(project({ environments: [], overrides: [] }), [keys]);
    expect(result.current.env).toBeUndefined();
    expect(result.current.sdkParams).toBeNull();
    expect(result.current.params.environmentUuid).toBe('YOUR_ENVIRONMENT_UUID');
  });
});
