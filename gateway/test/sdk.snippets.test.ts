import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SdkSnippetParams, SnippetFlagType } from '@flagstream/domain';
import {
  CLIENT_KEY_PLACEHOLDER,
  SDK_SNIPPETS,
  SERVER_KEY_PLACEHOLDER,
  SNIPPET_CONTEXT,
  browserSnippet,
  curlSnippet,
  dotnetSnippet,
  flagdDocumentUrl,
  flagdSnippet,
  goSnippet,
  javaSnippet,
  nodeSnippet,
  pythonSnippet,
  reactSnippet,
} from '@flagstream/domain';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

/**
 * The OpenFeature snippets of the Setup & Integration screen (domain/src/environments/snippets.ts),
 * filled with a real project's ids and keys. The Node ones RUN here against a real gateway, as
 * separate Node processes with the official packages; the browser and React ones run in Chromium
 * from another origin (web/e2e/sdk.e2e.test.ts). Python, Go, Java, .NET and curl are checked for
 * their URL, headers and key, and those are then sent to the gateway as their provider would.
 */
const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));

let gw: TestGateway;
let tmp: string;
let world: { envId: string; envUuid: string; serverKey: string; clientKey: string; projectId: string; flagId: string };

beforeAll(async () => {
  gw = await startTestGateway();
  // Temporary modules live under this folder (git-ignored .vitest-*) so their bare imports resolve to the repo's packages.
  tmp = mkdtempSync(join(here, '.vitest-sdk-'));
  const p = await gw.createProject('Storefront');
  const dev = p.env('development');
  const flag = await gw.createFlag(p.projectId, { name: 'New Feature', key: 'new_feature', type: 'boolean', value: false });
  await gw.createFlag(p.projectId, { name: 'Welcome Text', type: 'string', value: 'Hello' });
  await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 10 });
  await gw.createFlag(p.projectId, { name: 'Theme', type: 'json', value: { colour: 'blue' } });
  // A rule only the snippets' example user matches: a snippet that drops the context reads false.
  await gw.run(p.projectId, {
    kind: 'SetFlagTargeting',
    flagId: flag.id,
    environmentId: dev.id,
    variants: { on: true, off: false },
    defaultVariant: 'off',
    targeting: { if: [{ ends_with: [{ var: 'email' }, '@example.com'] }, 'on', 'off'] },
  });
  const env = (await gw.state(p.projectId)).environments[dev.id]!;
  world = { envId: dev.id, envUuid: dev.uuid, serverKey: env.apiKey, clientKey: env.clientKey!, projectId: p.projectId, flagId: flag.id };
});

afterAll(async () => {
  await gw?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const params = (extra: Partial<SdkSnippetParams> = {}): SdkSnippetParams => ({
  origin: `${gw.url}/`,
  environmentUuid: world.envUuid,
  environmentName: 'development',
  clientKey: world.clientKey,
  serverKey: world.serverKey,
  flagKey: 'new_feature',
  flagType: 'boolean',
  ...extra,
});

const CASES: [string, SnippetFlagType, unknown][] = [
  ['new_feature', 'boolean', true],
  ['welcome_text', 'string', 'Hello'],
  ['max_items', 'number', 10],
  ['theme', 'json', { colour: 'blue' }],
];

/** A Node process running the snippet file as is; resolves with its stdout lines once `done` says so. */
function runNode(code: string, name: string, done: (lines: string[]) => boolean = (l) => l.length > 0) {
  const file = join(tmp, `${name}.mjs`);
  writeFileSync(file, code);
  const child: ChildProcess = spawn(process.execPath, [file], { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    lines,
    get stderr() {
      return stderr;
    },
    exited,
    async until(pred: (l: string[]) => boolean = done, timeout = 20_000) {
      await vi.waitFor(
        () => {
          if (!pred(lines)) throw new Error(`waiting; stdout so far: ${JSON.stringify(lines)}; stderr: ${stderr.slice(-2000)}`);
        },
        { timeout, interval: 50 },
      );
      return lines;
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}

describe('Node.js snippet (server SDK + OFREP provider, server key)', () => {
  it.each(CASES)('evaluates %s (%s) for the example user', async (flagKey, flagType, expected) => {
    const code = nodeSnippet(params({ flagKey, flagType }));
    expect(code).toContain(`Bearer ${world.serverKey}`);
    expect(code).not.toContain(world.clientKey);
    const run = runNode(code, `node-${flagKey}`);
    expect(await run.exited).toBe(0);
    expect(run.lines).toEqual([`${flagKey}: ${JSON.stringify(expected)}`]);
  });

  it('sends the context: without the example user the rule does not match', async () => {
    const code = nodeSnippet(params()).replace(`email: '${SNIPPET_CONTEXT.email}'`, "email: 'someone@elsewhere.test'");
    const run = runNode(code, 'node-other-user');
    expect(await run.exited).toBe(0);
    expect(run.lines).toEqual(['new_feature: false']);
  });

  it('shows a placeholder to those who may not see the server key, which evaluates to the fallback only', async () => {
    const code = nodeSnippet(params({ serverKey: null, flagKey: 'welcome_text', flagType: 'string' }));
    expect(code).toContain(`Bearer ${SERVER_KEY_PLACEHOLDER}`);
    const run = runNode(code, 'node-placeholder');
    expect(await run.exited).toBe(0);
    expect(run.lines).toEqual(['welcome_text: ""']);
  });
});

describe('flagd in-process snippet (flagd provider, server key)', () => {
  it('evaluates the rules locally and follows a change made in Flagstream', async () => {
    const code = flagdSnippet(params());
    expect(code).toContain(flagdDocumentUrl(gw.url, world.envUuid));
    expect(code).toContain(world.serverKey);
    const run = runNode(code, 'flagd-in-process');
    try {
      await run.until((l) => l.includes('new_feature: true'));
      // The rule changes: the example user no longer matches.
      await gw.run(world.projectId, {
        kind: 'SetFlagTargeting',
        flagId: world.flagId,
        environmentId: world.envId,
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: { if: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, 'on', 'off'] },
      });
      await run.until((l) => l.at(-1) === 'new_feature: false', 25_000);
    } finally {
      run.kill();
      await gw.run(world.projectId, {
        kind: 'SetFlagTargeting',
        flagId: world.flagId,
        environmentId: world.envId,
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: { if: [{ ends_with: [{ var: 'email' }, '@example.com'] }, 'on', 'off'] },
      });
    }
  }, 60_000);

  it('with a client key it gets 403 and says so', async () => {
    const run = runNode(flagdSnippet(params({ serverKey: world.clientKey })), 'flagd-client-key');
    expect(await run.exited).not.toBe(0);
    expect(run.stderr).toMatch(/HTTP 403/);
  });
});

/** The provider's request, rebuilt from the snippet's own text: base URL and Authorization header. */
async function evaluateAs(baseUrl: string, authorization: string, flagKey: string, context: Record<string, unknown> = { ...SNIPPET_CONTEXT }) {
  const res = await fetch(`${baseUrl}/ofrep/v1/evaluate/flags/${flagKey}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ context }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { value: unknown };
}

describe('Python, Go, Java and .NET snippets (server key)', () => {
  const grab = (code: string, re: RegExp): string => {
    const m = re.exec(code);
    if (!m) throw new Error(`${re} not found in:\n${code}`);
    return m[1]!;
  };
  const LANGS = [
    {
      name: 'Python',
      make: pythonSnippet,
      base: /OFREPProvider\(\s*"([^"]+)"/,
      auth: /headers_factory=lambda: \{"Authorization": "([^"]+)"\}/,
      context: [`targeting_key="${SNIPPET_CONTEXT.targetingKey}"`, `"email": "${SNIPPET_CONTEXT.email}"`],
      getter: {
        boolean: 'get_boolean_value("new_feature", False, context)',
        string: 'get_string_value("welcome_text", "", context)',
        number: 'get_integer_value("max_items", 0, context)',
        json: 'get_object_value("theme", {}, context)',
      },
    },
    {
      name: 'Go',
      make: goSnippet,
      base: /ofrep\.NewProvider\("([^"]+)"/,
      auth: /ofrep\.WithBearerToken\("([^"]+)"\)/,
      bearer: true,
      context: [`openfeature.NewEvaluationContext("${SNIPPET_CONTEXT.targetingKey}", map[string]any{"email": "${SNIPPET_CONTEXT.email}"})`],
      getter: {
        boolean: 'client.BooleanValue(context.Background(), "new_feature", false, evalCtx)',
        string: 'client.StringValue(context.Background(), "welcome_text", "", evalCtx)',
        number: 'client.IntValue(context.Background(), "max_items", 0, evalCtx)',
        json: 'client.ObjectValue(context.Background(), "theme", map[string]any{}, evalCtx)',
      },
    },
    {
      name: 'Java',
      make: javaSnippet,
      base: /\.baseUrl\("([^"]+)"\)/,
      auth: /ImmutableMap\.of\("Authorization", ImmutableList\.of\("([^"]+)"\)\)/,
      context: [`new MutableContext("${SNIPPET_CONTEXT.targetingKey}")`, `context.add("email", "${SNIPPET_CONTEXT.email}")`],
      getter: {
        boolean: 'client.getBooleanValue("new_feature", false, context)',
        string: 'client.getStringValue("welcome_text", "", context)',
        number: 'client.getIntegerValue("max_items", 0, context)',
        json: 'client.getObjectValue("theme", new Value(new MutableStructure()), context)',
      },
    },
    {
      name: '.NET',
      make: dotnetSnippet,
      base: /new OfrepOptions\("([^"]+)"\)/,
      auth: /\["Authorization"\] = "([^"]+)"/,
      context: [`.SetTargetingKey("${SNIPPET_CONTEXT.targetingKey}")`, `.Set("email", "${SNIPPET_CONTEXT.email}")`],
      getter: {
        boolean: 'client.GetBooleanValueAsync("new_feature", false, context)',
        string: 'client.GetStringValueAsync("welcome_text", "", context)',
        number: 'client.GetIntegerValueAsync("max_items", 0, context)',
        json: 'client.GetObjectValueAsync("theme", new Value(Structure.Empty), context)',
      },
    },
  ] as const;

  it.each(LANGS.map((l) => [l.name, l] as const))('%s: its base URL and Authorization evaluate every type for the example user', async (_name, lang) => {
    for (const [flagKey, flagType, expected] of CASES) {
      const code = lang.make(params({ flagKey, flagType }));
      expect(code).not.toContain(world.clientKey);
      for (const c of lang.context) expect(code).toContain(c);
      expect(code).toContain(lang.getter[flagType]);
      const base = grab(code, lang.base);
      expect(base).toBe(gw.url);
      const token = grab(code, lang.auth);
      const authorization = 'bearer' in lang ? `Bearer ${token}` : token;
      expect(authorization).toBe(`Bearer ${world.serverKey}`);
      expect((await evaluateAs(base, authorization, flagKey)).value).toEqual(expected);
    }
  });

  it.each(LANGS.map((l) => [l.name, l] as const))('%s: a placeholder when the server key is hidden', (_name, lang) => {
    const code = lang.make(params({ serverKey: null }));
    expect(code).toContain(SERVER_KEY_PLACEHOLDER);
    expect(code).not.toContain(world.serverKey);
  });

  it('Python parses', async () => {
    const python = await exec('python3', ['--version']).then(
      () => true,
      () => false,
    );
    if (!python) {
      console.warn('sdk.snippets: python3 not found, Python syntax not checked');
      return;
    }
    // one interpreter for all four (each start is slow behind version managers); a syntax error fails the command
    await exec('python3', [
      '-c',
      'import ast, sys\nfor code in sys.argv[1:]: ast.parse(code)',
      ...CASES.map(([flagKey, flagType]) => pythonSnippet(params({ flagKey, flagType }))),
    ]);
    await expect(exec('python3', ['-c', 'import ast, sys\nfor code in sys.argv[1:]: ast.parse(code)', 'print("unclosed'])).rejects.toThrow(/SyntaxError/);
  });
});

describe('curl snippet', () => {
  const haveCurl = () =>
    exec('curl', ['--version']).then(
      () => true,
      () => false,
    );
  /** Each command of the snippet (blank-line separated blocks, comments dropped), run by sh. */
  async function runEach(code: string): Promise<string[]> {
    const blocks = code
      .split('\n\n')
      .map((b) =>
        b
          .split('\n')
          .filter((l) => !l.startsWith('#'))
          .join('\n')
          .trim(),
      )
      .filter(Boolean);
    const out: string[] = [];
    for (const b of blocks) out.push((await exec('sh', ['-c', b])).stdout);
    return out;
  }

  it('evaluates with the client key and reads the flagd document with the server key', async () => {
    const code = curlSnippet(params());
    expect(code).toContain(`Authorization: Bearer ${world.clientKey}`);
    expect(code).toContain(`Authorization: Bearer ${world.serverKey}`);
    expect(code).toContain(`${gw.url}/ofrep/v1/evaluate/flags`);
    expect(code).toContain(flagdDocumentUrl(gw.url, world.envUuid));
    if (!(await haveCurl())) {
      console.warn('sdk.snippets: curl not found, the curl commands were not run');
      return;
    }
    const [bulk, one, flagd] = await runEach(code);
    expect(JSON.parse(bulk!).flags.find((f: { key: string }) => f.key === 'new_feature')).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });
    expect(JSON.parse(one!)).toMatchObject({ key: 'new_feature', value: true });
    expect(JSON.parse(flagd!).flags.new_feature).toMatchObject({ state: 'ENABLED', defaultVariant: 'off' });
  });

  it('shows placeholders for keys the reader may not see', () => {
    const code = curlSnippet(params({ clientKey: null, serverKey: null }));
    expect(code).toContain(`Bearer ${CLIENT_KEY_PLACEHOLDER}`);
    expect(code).toContain(`Bearer ${SERVER_KEY_PLACEHOLDER}`);
  });
});

describe('the snippet catalogue', () => {
  it('has every stack of the Setup screen once, each carrying only the keys it says', () => {
    expect(SDK_SNIPPETS.map((s) => s.id)).toEqual(['node', 'browser', 'react', 'flagd', 'python', 'go', 'java', 'dotnet', 'curl']);
    for (const s of SDK_SNIPPETS) {
      const code = s.code(params());
      expect(code.includes(world.serverKey), `${s.id} server key`).toBe(s.keys.includes('server'));
      expect(code.includes(world.clientKey), `${s.id} client key`).toBe(s.keys.includes('client'));
      expect(code).toContain(gw.url);
      expect(code).not.toContain(`${gw.url}//`);
    }
  });

  it('browser and React snippets carry the client key and the web provider with default options (run in web/e2e/sdk.e2e.test.ts)', () => {
    for (const code of [browserSnippet(params()), reactSnippet(params())]) {
      expect(code).toContain(`Bearer ${world.clientKey}`);
      expect(code).toMatch(/new OFREPWebProvider\(\{\s*baseUrl: '[^']+',\s*headers: \[\['Authorization', '[^']+'\]\],\s*\}\)/);
      expect(code).not.toMatch(/pollInterval|changeDetection/);
    }
  });
});

describe('README "Use Flagstream from your app"', () => {
  it('carries every snippet exactly as the Setup screen writes it (example origin, placeholders for the keys)', () => {
    const readme = readFileSync(join(here, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Use Flagstream from your app'), readme.indexOf('## Configuration'));
    expect(section.length).toBeGreaterThan(1000);
    const example: SdkSnippetParams = {
      origin: 'https://flags.example.com',
      environmentUuid: 'ENVIRONMENT_UUID',
      environmentName: 'production',
      clientKey: null,
      serverKey: null,
      flagKey: 'new_checkout',
      flagType: 'boolean',
    };
    for (const s of SDK_SNIPPETS) expect(section, s.id).toContain(s.code(example));
    expect(section).toContain('fs_client_');
    expect(section).toContain('fs_server_');
  });
});
