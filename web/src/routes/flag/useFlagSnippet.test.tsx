// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useFlagSnippet } from './useFlagSnippet';

afterEach(cleanup);

const environments = [
  { id: 'dev', uuid: 'u-dev', name: 'Development' },
  { id: 'prod', uuid: 'u-prod', name: 'Production' },
];
const setup = (envs = environments) =>
  renderHook(() =>
    useFlagSnippet({ origin: 'https://flags.example', flagKey: 'dark_mode', type: 'boolean', defaultValue: false, projectUuid: 'u-p', environments: envs }),
  );

describe('useFlagSnippet', () => {
  it('given the card opens, when nothing is chosen, then the OFREP snippet shows with no environment choice', () => {
    const { result } = setup();
    expect(result.current.tab).toBe('ofrep');
    expect(result.current.choosesEnvironment).toBe(false);
    expect(result.current.code).toContain('dark_mode');
  });

  it("given the config tab, when an environment is picked, then the snippet reads that environment's config", () => {
    const { result } = setup();
    act(() => result.current.setTab('config'));
    expect(result.current.choosesEnvironment).toBe(true);
    expect(result.current.env?.id).toBe('dev');
    expect(result.current.code).toContain('u-dev');
    act(() => result.current.setEnvId('prod'));
    expect(result.current.code).toContain('u-prod');
    expect(result.current.code).not.toContain('u-dev');
  });

  it('given a project without environments, when the config tab is chosen, then there is no choice and the uuid is a placeholder', () => {
    const { result } = setup([]);
    act(() => result.current.setTab('config'));
    expect(result.current.choosesEnvironment).toBe(false);
    expect(result.current.code).toContain('ENVIRONMENT_UUID');
  });
});
