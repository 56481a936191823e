/**
 * The public-config samples of the Setup & Integration screen (the spec's JavaScript, React Hook
 * and REST API tabs), as pure functions of the selected identifiers; the OpenFeature SDK
 * snippets live in @flagstream/domain (environments/snippets.ts). No imports and no browser APIs: gateway/test/setupSamples.test.ts
 * RUNS every sample against a real gateway, so what the screen shows is known to work.
 */

export type SampleFlagType = 'boolean' | 'string' | 'number' | 'json';

export interface SampleParams {
  /** where the app is served, e.g. https://flags.example.com (no trailing slash needed) */
  origin: string;
  projectUuid: string;
  environmentUuid: string;
  overrideUuid?: string | null;
  /** a flag the usage lines read (default "new_feature", a boolean) */
  flagKey?: string;
  flagType?: SampleFlagType;
  /** shown in comments only */
  environmentName?: string;
}

const DEFAULT_FLAG_KEY = 'new_feature';

const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** `{origin}/api/config/{projectUuid}?environmentUuid={envUuid}[&overrideUuid={overrideUuid}]` */
export function configUrl(p: Pick<SampleParams, 'origin' | 'projectUuid' | 'environmentUuid' | 'overrideUuid'>): string {
  const base = `${trimOrigin(p.origin)}/api/config/${encodeURIComponent(p.projectUuid)}?environmentUuid=${encodeURIComponent(p.environmentUuid)}`;
  return p.overrideUuid ? `${base}&overrideUuid=${encodeURIComponent(p.overrideUuid)}` : base;
}

/** A JavaScript single-quoted string literal. */
const js = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

const flagOf = (p: SampleParams) => ({ key: p.flagKey || DEFAULT_FLAG_KEY, type: p.flagType ?? 'boolean' });

/** The fallback a usage line passes for a flag of this type. */
const fallbackFor = (type: SampleFlagType): string => ({ boolean: 'false', string: "''", number: '0', json: '{}' })[type];

const lines = (...ls: (string | false | null | undefined)[]): string => `${ls.filter((l): l is string => typeof l === 'string').join('\n')}\n`;

/** Plain JavaScript (browser or Node 18+): no modules, no build step. */
export function javascriptSample(p: SampleParams): string {
  const flag = flagOf(p);
  return lines(
    `// Flagstream configuration${p.environmentName ? ` for ${p.environmentName}` : ''}: a public endpoint, no API key needed`,
    `const FLAGSTREAM_CONFIG_URL =`,
    `  ${js(configUrl(p))};`,
    ``,
    `async function getFlagstreamConfig() {`,
    `  const response = await fetch(FLAGSTREAM_CONFIG_URL, { headers: { Accept: 'application/json' } });`,
    `  if (!response.ok) {`,
    `    throw new Error(\`Flagstream config request failed: \${response.status}\`);`,
    `  }`,
    `  const { data } = await response.json();`,
    `  return data; // { project, environment, flags, meta }`,
    `}`,
    ``,
    `// A disabled flag reads as the fallback`,
    `function getFlagValue(config, key, fallback) {`,
    `  const flag = config.flags[key];`,
    `  return flag && flag.enabled ? flag.value : fallback;`,
    `}`,
    ``,
    `function isFeatureEnabled(config, key) {`,
    `  return getFlagValue(config, key, false) === true;`,
    `}`,
    ``,
    `getFlagstreamConfig()`,
    `  .then((config) => {`,
    `    console.log('Loaded', config.meta.total_flags, 'flags for', config.environment.name);`,
    `    console.log(${js(`${flag.key}:`)}, getFlagValue(config, ${js(flag.key)}, ${fallbackFor(flag.type)}));`,
    `  })`,
    `  .catch((error) => console.error('Could not load Flagstream configuration:', error));`,
  );
}

/** A React hook (JSX), with its fetcher as a plain function usable anywhere. */
export function reactHookSample(p: SampleParams): string {
  const flag = flagOf(p);
  return lines(
    `// useFlagstream.js`,
    `import { useEffect, useState } from 'react';`,
    ``,
    `const FLAGSTREAM_CONFIG_URL =`,
    `  ${js(configUrl(p))};`,
    ``,
    `// The fetcher: a plain function, usable outside React too`,
    `export async function fetchFlagstreamConfig(signal) {`,
    `  const response = await fetch(FLAGSTREAM_CONFIG_URL, { signal, headers: { Accept: 'application/json' } });`,
    `  if (!response.ok) {`,
    `    throw new Error(\`Flagstream config request failed: \${response.status}\`);`,
    `  }`,
    `  const { data } = await response.json();`,
    `  return data;`,
    `}`,
    ``,
    `export function useFlagstream() {`,
    `  const [config, setConfig] = useState(null);`,
    `  const [error, setError] = useState(null);`,
    `  const [loading, setLoading] = useState(true);`,
    ``,
    `  useEffect(() => {`,
    `    const controller = new AbortController();`,
    `    fetchFlagstreamConfig(controller.signal)`,
    `      .then((data) => setConfig(data))`,
    `      .catch((e) => { if (e.name !== 'AbortError') setError(e); })`,
    `      .finally(() => { if (!controller.signal.aborted) setLoading(false); });`,
    `    return () => controller.abort();`,
    `  }, []);`,
    ``,
    `  // A disabled flag reads as the fallback`,
    `  const getValue = (key, fallback) => {`,
    `    const flag = config?.flags[key];`,
    `    return flag && flag.enabled ? flag.value : fallback;`,
    `  };`,
    `  return { config, loading, error, getValue };`,
    `}`,
    ``,
    `// Usage`,
    `export function FlagValue() {`,
    `  const { loading, error, getValue } = useFlagstream();`,
    `  if (loading) return <p>Loading flags…</p>;`,
    `  if (error) return <p>Could not load flags</p>;`,
    `  return <p>${flag.key}: {JSON.stringify(getValue(${js(flag.key)}, ${fallbackFor(flag.type)}))}</p>;`,
    `}`,
  );
}

/** A shell command (curl). */
export function restSample(p: SampleParams): string {
  return lines(
    `# Fetch the configuration: a public endpoint, no API key needed`,
    `curl -sS -H 'Accept: application/json' \\`,
    `  '${configUrl(p).replace(/'/g, `'\\''`)}'`,
    ``,
    `# Every response carries an ETag: send it back in If-None-Match and the`,
    `# server answers 304 Not Modified while nothing has changed.`,
  );
}

export type SampleTab = 'javascript' | 'react' | 'rest';

export const SAMPLE_TABS: { id: SampleTab; label: string; language: string; generate: (p: SampleParams) => string }[] = [
  { id: 'javascript', label: 'JavaScript', language: 'javascript', generate: javascriptSample },
  { id: 'react', label: 'React Hook', language: 'jsx', generate: reactHookSample },
  { id: 'rest', label: 'REST API', language: 'bash', generate: restSample },
];
