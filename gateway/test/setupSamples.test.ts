import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { transform } from 'esbuild';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

/**
 * The code samples of the web app's Setup & Integration screen (web/src/routes/setup/samples.ts),
 * RUN against a real gateway: each sample must fetch the configuration the screen says it does.
 *
 * The module is loaded by URL at run time: it belongs to the web app's TypeScript project, not
 * to this one (`tsc -b` would refuse a static import from outside gateway/).
 */
type FlagType = 'boolean' | 'string' | 'number' | 'json';
interface SampleParams {
  origin: string;
  projectUuid: string;
  environmentUuid: string;
  overrideUuid?: string | null;
  flagKey?: string;
  flagType?: FlagType;
  environmentName?: string;
}
interface SamplesModule {
  configUrl(p: SampleParams): string;
  javascriptSample(p: SampleParams): string;
  reactHookSample(p: SampleParams): string;
  restSample(p: SampleParams): string;
}

const here = dirname(fileURLToPath(import.meta.url));
const SAMPLES_URL = pathToFileURL(join(here, '../../web/src/routes/setup/samples.ts')).href;

let gw: TestGateway;
let samples: SamplesModule;
let world: {
  projectUuid: string;
  devUuid: string;
  stagingUuid: string;
  overrideUuid: string;
};

const getJson = async (url: string): Promise<any> => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.json();
};

beforeAll(async () => {
  samples = (await import(/* @vite-ignore */ SAMPLES_URL)) as SamplesModule;
  gw = await startTestGateway();

  const p = await gw.createProject('Storefront');
  const dev = p.env('development');
  await gw.createFlag(p.projectId, { name: 'Dark Mode', type: 'boolean', value: true });
  await gw.createFlag(p.projectId, { name: 'Welcome Text', type: 'string', value: 'Hello' });
  await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 10 });
  await gw.createFlag(p.projectId, { name: 'Theme', type: 'json', value: { colour: 'blue' } });
  await gw.createFlag(p.projectId, { name: 'Legacy Banner', type: 'string', value: 'Old banner', enabled: false });
  await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'max_items', setting: { value: 25, enabled: true } });
  const o = await gw.createOverride(p.projectId, {
    name: 'QA session',
    environmentId: dev.id,
    featureFlagValues: { max_items: { value: 99 }, dark_mode: { value: false }, welcome_text: { value: 'Hi QA' } },
  });
  world = {
    projectUuid: p.uuid,
    devUuid: dev.uuid,
    stagingUuid: p.env('staging').uuid,
    overrideUuid: o.uuid,
  };
});

afterAll(async () => {
  await gw?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const params = (extra: Partial<SampleParams> = {}): SampleParams => ({
  origin: gw.url,
  projectUuid: world.projectUuid,
  environmentUuid: world.devUuid,
  flagKey: 'max_items',
  flagType: 'number',
  ...extra,
});

/** A fetch that records the URLs it is asked for, then really fetches them. */
function recordingFetch() {
  const urls: string[] = [];
  const f = (input: string | URL | Request, init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return fetch(input, init);
  };
  return { urls, fetch: f };
}

describe('configUrl', () => {
  it('builds {origin}/api/config/{projectUuid}?environmentUuid=...[&overrideUuid=...]', () => {
    expect(samples.configUrl({ origin: `${gw.url}/`, projectUuid: 'p', environmentUuid: 'e' })).toBe(`${gw.url}/api/config/p?environmentUuid=e`);
    expect(samples.configUrl(params({ overrideUuid: world.overrideUuid }))).toBe(gw.configUrl(world.projectUuid, world.devUuid, world.overrideUuid));
    expect(samples.configUrl(params())).toBe(gw.configUrl(world.projectUuid, world.devUuid));
  });
});

describe('JavaScript sample', () => {
  /** Evaluates the sample text as is, with a recording fetch and a console that collects lines. */
  function runJavascript(code: string) {
    const rec = recordingFetch();
    const logs: unknown[][] = [];
    const errors: unknown[][] = [];
    const fakeConsole = { log: (...args: unknown[]) => logs.push(args), error: (...args: unknown[]) => errors.push(args) };
    // Function declarations of the sample are hoisted: the appended return hands them to the test.
    const api = new Function('fetch', 'console', `${code}\nreturn { getFlagstreamConfig, getFlagValue, isFeatureEnabled };`)(rec.fetch, fakeConsole) as {
      getFlagstreamConfig(): Promise<any>;
      getFlagValue(config: unknown, key: string, fallback: unknown): unknown;
      isFeatureEnabled(config: unknown, key: string): boolean;
    };
    return { api, logs, errors, urls: rec.urls };
  }

  it('fetches the environment configuration and reads a flag', async () => {
    const { api, logs, urls } = runJavascript(samples.javascriptSample(params()));
    await vi.waitFor(() => expect(logs).toHaveLength(2), { timeout: 5000 });
    expect(urls).toEqual([gw.configUrl(world.projectUuid, world.devUuid)]);
    expect(logs[0]).toEqual(['Loaded', 5, 'flags for', 'development']);
    expect(logs[1]).toEqual(['max_items:', 25]);

    const config = await api.getFlagstreamConfig();
    expect(config).toEqual((await getJson(gw.configUrl(world.projectUuid, world.devUuid))).data);
    expect(api.isFeatureEnabled(config, 'dark_mode')).toBe(true);
    expect(api.getFlagValue(config, 'theme', {})).toEqual({ colour: 'blue' });
    // a disabled flag reads as the fallback
    expect(config.flags.legacy_banner).toMatchObject({ enabled: false, value: 'Old banner' });
    expect(api.getFlagValue(config, 'legacy_banner', 'fallback')).toBe('fallback');
  });

  it('applies the selected override', async () => {
    const { api, logs, urls } = runJavascript(
      samples.javascriptSample(params({ overrideUuid: world.overrideUuid, flagKey: 'welcome_text', flagType: 'string' })),
    );
    await vi.waitFor(() => expect(logs).toHaveLength(2), { timeout: 5000 });
    expect(urls).toEqual([gw.configUrl(world.projectUuid, world.devUuid, world.overrideUuid)]);
    expect(logs[1]).toEqual(['welcome_text:', 'Hi QA']);
    const config = await api.getFlagstreamConfig();
    expect(config.override.id).toBe(world.overrideUuid);
    expect(config.flags.max_items).toMatchObject({ value: 99, source: 'override' });
    expect(api.isFeatureEnabled(config, 'dark_mode')).toBe(false);
  });

  it('reads another environment by its uuid', async () => {
    const { logs } = runJavascript(samples.javascriptSample(params({ environmentUuid: world.stagingUuid })));
    await vi.waitFor(() => expect(logs).toHaveLength(2), { timeout: 5000 });
    expect(logs[0]).toEqual(['Loaded', 5, 'flags for', 'staging']);
    expect(logs[1]).toEqual(['max_items:', 10]);
  });

  it('fails loudly for a wrong identifier (so a wrong URL cannot pass)', async () => {
    const { api, logs, errors } = runJavascript(samples.javascriptSample(params({ environmentUuid: randomUUID() })));
    await expect(api.getFlagstreamConfig()).rejects.toThrow(/Flagstream config request failed: 404/);
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });
    expect(errors[0]![0]).toBe('Could not load Flagstream configuration:');
    expect(String(errors[0]![1])).toMatch(/404/);
    expect(logs).toEqual([]);
  });
});

describe('React Hook sample', () => {
  /**
   * The smallest honest host for the sample: React's useState/useEffect contract (state slots
   * by call order, effects after render when their deps change, cleanup on unmount), so the
   * hook's own code runs unchanged. JSX becomes plain {type, props} objects.
   */
  function createHost() {
    type Slot = { value?: unknown; deps?: unknown[]; cleanup?: (() => void) | void };
    const slots: Slot[] = [];
    let cursor = 0;
    let pending: (() => void)[] = [];
    let scheduled = false;
    let mounted = true;
    let component: () => unknown = () => null;
    const view = { output: undefined as unknown, renders: 0 };

    const render = () => {
      scheduled = false;
      if (!mounted) return;
      cursor = 0;
      pending = [];
      view.output = component();
      view.renders++;
      const effects = pending;
      pending = [];
      for (const run of effects) run();
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(render);
    };
    const react = {
      useState<T>(initial: T | (() => T)) {
        const slot = (slots[cursor] ??= { value: typeof initial === 'function' ? (initial as () => T)() : initial });
        cursor++;
        const set = (next: T | ((prev: T) => T)) => {
          if (!mounted) return;
          const value = typeof next === 'function' ? (next as (prev: T) => T)(slot.value as T) : next;
          if (Object.is(value, slot.value)) return;
          slot.value = value;
          schedule();
        };
        return [slot.value as T, set] as const;
      },
      useEffect(effect: () => (() => void) | void, deps?: unknown[]) {
        const slot = (slots[cursor] ??= {});
        cursor++;
        const changed = !slot.deps || !deps || deps.some((d, k) => !Object.is(d, slot.deps![k]));
        if (!changed) return;
        pending.push(() => {
          if (typeof slot.cleanup === 'function') slot.cleanup();
          slot.cleanup = effect();
          slot.deps = deps ?? [];
        });
      },
    };
    const jsxRuntime = {
      jsx: (type: unknown, props: Record<string, unknown>) => ({ type, props }),
      jsxs: (type: unknown, props: Record<string, unknown>) => ({ type, props }),
      Fragment: 'Fragment',
    };
    return {
      react,
      jsxRuntime,
      view,
      mount(c: () => unknown) {
        component = c;
        render();
      },
      unmount() {
        mounted = false;
        for (const s of slots) if (typeof s.cleanup === 'function') s.cleanup();
      },
    };
  }

  const textOf = (node: any): string => {
    if (node === null || node === undefined || typeof node === 'boolean') return '';
    if (typeof node === 'string' || typeof node === 'number') return String(node);
    if (Array.isArray(node)) return node.map(textOf).join('');
    return textOf(node.props?.children);
  };

  /** Compiles the sample's JSX (esbuild) and evaluates it with the host's React. */
  async function loadReactSample(code: string) {
    const { code: cjs } = await transform(code, { loader: 'jsx', jsx: 'automatic', format: 'cjs', target: 'node20' });
    const host = createHost();
    const rec = recordingFetch();
    const module = { exports: {} as Record<string, any> };
    const require = (id: string) => {
      if (id === 'react') return host.react;
      if (id === 'react/jsx-runtime') return host.jsxRuntime;
      throw new Error(`the sample imports ${id}`);
    };
    new Function('require', 'module', 'exports', 'fetch', cjs)(require, module, module.exports, rec.fetch);
    return { host, exports: module.exports, urls: rec.urls };
  }

  it('exports a plain fetcher that returns the configuration', async () => {
    const { exports, urls } = await loadReactSample(samples.reactHookSample(params()));
    const config = await exports.fetchFlagstreamConfig(new AbortController().signal);
    expect(urls).toEqual([gw.configUrl(world.projectUuid, world.devUuid)]);
    expect(config).toEqual((await getJson(gw.configUrl(world.projectUuid, world.devUuid))).data);
  });

  it('the hook loads the configuration, and the usage component renders the flag', async () => {
    const { host, exports, urls } = await loadReactSample(samples.reactHookSample(params({ overrideUuid: world.overrideUuid })));
    let state: any;
    host.mount(() => (state = exports.useFlagstream()));
    expect(state).toMatchObject({ loading: true, config: null, error: null });
    await vi.waitFor(() => expect(state.loading).toBe(false), { timeout: 5000 });
    expect(state.error).toBeNull();
    expect(state.config.override.id).toBe(world.overrideUuid);
    expect(state.getValue('max_items', 0)).toBe(99);
    expect(state.getValue('no_such_flag', 'fallback')).toBe('fallback');
    expect(state.getValue('legacy_banner', 'fallback')).toBe('fallback');
    expect(urls).toEqual([gw.configUrl(world.projectUuid, world.devUuid, world.overrideUuid)]);
    host.unmount();

    const ui = await loadReactSample(samples.reactHookSample(params()));
    ui.host.mount(() => ui.exports.FlagValue());
    expect(textOf(ui.host.view.output)).toBe('Loading flags…');
    await vi.waitFor(() => expect(textOf(ui.host.view.output)).toBe('max_items: 25'), { timeout: 5000 });
    ui.host.unmount();
  });

  it('the hook reports an error for a wrong identifier', async () => {
    const { host, exports } = await loadReactSample(samples.reactHookSample(params({ projectUuid: randomUUID() })));
    let state: any;
    host.mount(() => (state = exports.useFlagstream()));
    await vi.waitFor(() => expect(state.loading).toBe(false), { timeout: 5000 });
    expect(state.config).toBeNull();
    expect(String(state.error)).toMatch(/Flagstream config request failed: 404/);
    host.unmount();
  });
});

describe('REST API sample', () => {
  const exec = promisify(execFile);
  const haveCurl = async () =>
    exec('curl', ['--version']).then(
      () => true,
      () => false,
    );

  async function runRest(code: string): Promise<string> {
    if (await haveCurl()) return (await exec('sh', ['-c', code])).stdout;
    // No curl here: request the URL the command names, as curl would.
    console.warn('setupSamples: curl not found, fetching the sample URL instead of running the command');
    const url = /'(http[^']+)'/.exec(code)?.[1];
    expect(url).toBeDefined();
    return (await fetch(url!, { headers: { Accept: 'application/json' } })).text();
  }

  it('returns the environment configuration', async () => {
    const out = await runRest(samples.restSample(params()));
    expect(JSON.parse(out)).toEqual(await getJson(gw.configUrl(world.projectUuid, world.devUuid)));
    expect(JSON.parse(out).data.flags.max_items).toMatchObject({ value: 25, source: 'environment' });
  });

  it('returns the override configuration', async () => {
    const out = await runRest(samples.restSample(params({ overrideUuid: world.overrideUuid })));
    const body = JSON.parse(out);
    expect(body.success).toBe(true);
    expect(body.data.override.id).toBe(world.overrideUuid);
    expect(body.data.flags.welcome_text).toMatchObject({ value: 'Hi QA', source: 'override' });
  });

  it('reports a wrong identifier as an error body', async () => {
    const out = await runRest(samples.restSample(params({ environmentUuid: randomUUID() })));
    expect(JSON.parse(out).success).not.toBe(true);
  });
});
