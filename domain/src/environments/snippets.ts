/**
 * "Use Flagstream from your app": the OpenFeature snippets of the Setup & Integration screen,
 * as pure functions of the project's identifiers and keys. Written once here and imported by
 * the screen, the README check and the tests, which RUN the JavaScript ones against a real
 * gateway (Node in vitest, browser and React in Chromium from another origin) and check the
 * others for their URLs, headers and keys. No imports and no browser APIs.
 */

export type SnippetFlagType = 'boolean' | 'string' | 'number' | 'json';

export interface SdkSnippetParams {
  /** the gateway's public base URL, e.g. https://flags.example.com (a trailing slash is dropped) */
  origin: string;
  environmentUuid: string;
  /** shown in comments only */
  environmentName?: string;
  /** the environment's client key; a placeholder is shown when absent */
  clientKey?: string | null;
  /** the environment's server key (hidden from viewers); a placeholder is shown when absent */
  serverKey?: string | null;
  /** the flag the usage lines read (default "new_feature", a boolean) */
  flagKey?: string;
  flagType?: SnippetFlagType;
}

export type SdkSnippetId = 'node' | 'browser' | 'react' | 'flagd' | 'python' | 'go' | 'java' | 'dotnet' | 'curl';

export interface SdkSnippet {
  id: SdkSnippetId;
  label: string;
  /** for highlighting: javascript, jsx, python, go, java, csharp, bash */
  language: string;
  /** shown above the code */
  fileName: string;
  /** which keys the snippet carries */
  keys: readonly ('client' | 'server')[];
  /** one line on when to pick it */
  summary: string;
  code: (p: SdkSnippetParams) => string;
}

export const CLIENT_KEY_PLACEHOLDER = 'YOUR_CLIENT_KEY';
export const SERVER_KEY_PLACEHOLDER = 'YOUR_SERVER_KEY';
const DEFAULT_FLAG_KEY = 'new_feature';

/** The example user every snippet evaluates for: targeting rules see these attributes. */
export const SNIPPET_CONTEXT = { targetingKey: 'user-123', email: 'ada@example.com' } as const;

export const baseUrlOf = (origin: string): string => origin.replace(/\/+$/, '');
export const ofrepBulkUrl = (origin: string): string => `${baseUrlOf(origin)}/ofrep/v1/evaluate/flags`;
export const ofrepFlagUrl = (origin: string, flagKey: string): string => `${ofrepBulkUrl(origin)}/${encodeURIComponent(flagKey)}`;
export const flagdDocumentUrl = (origin: string, environmentUuid: string): string => `${baseUrlOf(origin)}/api/flagd/${encodeURIComponent(environmentUuid)}`;

const clientKeyOf = (p: SdkSnippetParams): string => p.clientKey || CLIENT_KEY_PLACEHOLDER;
const serverKeyOf = (p: SdkSnippetParams): string => p.serverKey || SERVER_KEY_PLACEHOLDER;
const flagOf = (p: SdkSnippetParams) => ({ key: p.flagKey || DEFAULT_FLAG_KEY, type: p.flagType ?? 'boolean' });

/** A JavaScript single-quoted string literal. */
const js = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
/** A double-quoted literal valid in Python, Go, Java and C# for the characters ids, URLs and keys use. */
const dq = (s: string): string => JSON.stringify(s);
/** A shell single-quoted word. */
const sh = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

const lines = (...ls: (string | false | null | undefined)[]): string => `${ls.filter((l): l is string => typeof l === 'string').join('\n')}\n`;
const forEnv = (p: SdkSnippetParams): string => (p.environmentName ? ` (${p.environmentName})` : '');

const JS_GETTER: Record<SnippetFlagType, string> = { boolean: 'getBooleanValue', string: 'getStringValue', number: 'getNumberValue', json: 'getObjectValue' };
const JS_FALLBACK: Record<SnippetFlagType, string> = { boolean: 'false', string: "''", number: '0', json: '{}' };
const JS_CONTEXT = `{ targetingKey: ${js(SNIPPET_CONTEXT.targetingKey)}, email: ${js(SNIPPET_CONTEXT.email)} }`;

/** Node.js server: the OpenFeature server SDK with the OFREP provider, one evaluation per call with the request's context. */
export function nodeSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  return lines(
    `// npm install @openfeature/server-sdk @openfeature/ofrep-provider`,
    `import { OpenFeature } from '@openfeature/server-sdk';`,
    `import { OFREPProvider } from '@openfeature/ofrep-provider';`,
    ``,
    `// The server key${forEnv(p)}: keep it on the server (e.g. process.env.FLAGSTREAM_SERVER_KEY)`,
    `await OpenFeature.setProviderAndWait(`,
    `  new OFREPProvider({`,
    `    baseUrl: ${js(baseUrlOf(p.origin))},`,
    `    headers: [['Authorization', ${js(`Bearer ${serverKeyOf(p)}`)}]],`,
    `  }),`,
    `);`,
    ``,
    `const client = OpenFeature.getClient();`,
    `// Evaluate per request, with who is asking: targeting rules see these attributes`,
    `const context = ${JS_CONTEXT};`,
    `const value = await client.${JS_GETTER[flag.type]}(${js(flag.key)}, ${JS_FALLBACK[flag.type]}, context);`,
    `console.log(${js(`${flag.key}:`)}, JSON.stringify(value));`,
  );
}

/** Browser: the OpenFeature web SDK with the OFREP web provider; live updates over server-sent events, default options. */
export function browserSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  return lines(
    `// npm install @openfeature/web-sdk @openfeature/ofrep-web-provider`,
    `import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';`,
    `import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';`,
    ``,
    `// The client key${forEnv(p)}: safe to ship in a browser (it evaluates flags, it never reads rules)`,
    `const provider = new OFREPWebProvider({`,
    `  baseUrl: ${js(baseUrlOf(p.origin))},`,
    `  headers: [['Authorization', ${js(`Bearer ${clientKeyOf(p)}`)}]],`,
    `});`,
    ``,
    `// Who is using the app: targeting rules see these attributes`,
    `await OpenFeature.setContext(${JS_CONTEXT});`,
    `await OpenFeature.setProviderAndWait(provider);`,
    ``,
    `const client = OpenFeature.getClient();`,
    `const render = () => {`,
    `  const value = client.${JS_GETTER[flag.type]}(${js(flag.key)}, ${JS_FALLBACK[flag.type]});`,
    `  console.log(${js(`${flag.key}:`)}, JSON.stringify(value));`,
    `};`,
    `render();`,
    `// Changes made in Flagstream arrive over server-sent events within a second or two`,
    `client.addHandler(ProviderEvents.ConfigurationChanged, render);`,
  );
}

const REACT_HOOK: Record<SnippetFlagType, string> = {
  boolean: 'useBooleanFlagValue',
  string: 'useStringFlagValue',
  number: 'useNumberFlagValue',
  json: 'useObjectFlagValue',
};

/** React: @openfeature/react-sdk over the OFREP web provider; components re-render when a flag changes. */
export function reactSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const hook = REACT_HOOK[flag.type];
  return lines(
    `// npm install @openfeature/react-sdk @openfeature/web-sdk @openfeature/ofrep-web-provider`,
    `import { createRoot } from 'react-dom/client';`,
    `import { OpenFeature, OpenFeatureProvider, ${hook} } from '@openfeature/react-sdk';`,
    `import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';`,
    ``,
    `// The client key${forEnv(p)}: safe to ship in a browser (it evaluates flags, it never reads rules)`,
    `OpenFeature.setContext(${JS_CONTEXT});`,
    `OpenFeature.setProvider(`,
    `  new OFREPWebProvider({`,
    `    baseUrl: ${js(baseUrlOf(p.origin))},`,
    `    headers: [['Authorization', ${js(`Bearer ${clientKeyOf(p)}`)}]],`,
    `  }),`,
    `);`,
    ``,
    `function FlagValue() {`,
    `  // Re-renders when the flag changes in Flagstream`,
    `  const value = ${hook}(${js(flag.key)}, ${JS_FALLBACK[flag.type]});`,
    `  return <p data-flag=${js(flag.key)}>${flag.key}: {JSON.stringify(value)}</p>;`,
    `}`,
    ``,
    `createRoot(document.getElementById('root')).render(`,
    `  <OpenFeatureProvider>`,
    `    <FlagValue />`,
    `  </OpenFeatureProvider>,`,
    `);`,
  );
}

/** flagd in-process (Node.js): the environment's flag definitions, rules included, fetched with the server key and evaluated locally. */
export function flagdSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const url = flagdDocumentUrl(p.origin, p.environmentUuid);
  return lines(
    `// npm install @openfeature/server-sdk @openfeature/flagd-provider`,
    `// Every evaluation runs in this process (no request per flag): the flagd definitions of the`,
    `// environment${forEnv(p)}, rules and segments included, are kept in a local file the provider watches.`,
    `import { rename, writeFile } from 'node:fs/promises';`,
    `import { OpenFeature, ProviderEvents } from '@openfeature/server-sdk';`,
    `import { FlagdProvider } from '@openfeature/flagd-provider';`,
    ``,
    `const FLAGD_URL = ${js(url)};`,
    `// The server key: it reads the rules, so only servers hold it (e.g. process.env.FLAGSTREAM_SERVER_KEY)`,
    `const SERVER_KEY = ${js(serverKeyOf(p))};`,
    `const FLAGS_FILE = './flagstream.flagd.json';`,
    ``,
    `// Keeps FLAGS_FILE current: while nothing changes the server answers 304 Not Modified`,
    `let etag = null;`,
    `async function sync() {`,
    `  const headers = { Authorization: \`Bearer \${SERVER_KEY}\` };`,
    `  if (etag) headers['If-None-Match'] = etag;`,
    `  const response = await fetch(FLAGD_URL, { headers });`,
    `  if (response.status === 304) return;`,
    `  if (!response.ok) throw new Error(\`Flagstream flagd document: HTTP \${response.status}\`);`,
    `  await writeFile(\`\${FLAGS_FILE}.tmp\`, await response.text());`,
    `  await rename(\`\${FLAGS_FILE}.tmp\`, FLAGS_FILE); // the provider never reads half a file`,
    `  etag = response.headers.get('etag');`,
    `}`,
    `await sync();`,
    `setInterval(() => sync().catch((error) => console.error(error.message)), 5000);`,
    ``,
    `await OpenFeature.setProviderAndWait(new FlagdProvider({ resolverType: 'in-process', offlineFlagSourcePath: FLAGS_FILE }));`,
    `const client = OpenFeature.getClient();`,
    `const context = ${JS_CONTEXT};`,
    `const show = async () => console.log(${js(`${flag.key}:`)}, JSON.stringify(await client.${JS_GETTER[flag.type]}(${js(flag.key)}, ${JS_FALLBACK[flag.type]}, context)));`,
    `await show();`,
    `OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, show);`,
    ``,
    `// Other languages: run flagd next to your service with the same document as its source`,
    `//   flagd start --sources='[{"uri":"${url}","provider":"http","authHeader":"Bearer ${serverKeyOf(p)}","interval":5}]'`,
    `// and point your language's flagd provider at it in in-process mode.`,
  );
}

const PY_GETTER: Record<SnippetFlagType, [string, string]> = {
  boolean: ['get_boolean_value', 'False'],
  string: ['get_string_value', '""'],
  number: ['get_integer_value', '0'],
  json: ['get_object_value', '{}'],
};

/** Python: openfeature-sdk with openfeature-provider-ofrep. */
export function pythonSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const [getter, fallback] = PY_GETTER[flag.type];
  return lines(
    `# pip install openfeature-sdk openfeature-provider-ofrep`,
    `from openfeature import api`,
    `from openfeature.contrib.provider.ofrep import OFREPProvider`,
    `from openfeature.evaluation_context import EvaluationContext`,
    ``,
    `# The server key${forEnv(p)}: keep it on the server (e.g. os.environ["FLAGSTREAM_SERVER_KEY"])`,
    `api.set_provider(`,
    `    OFREPProvider(`,
    `        ${dq(baseUrlOf(p.origin))},`,
    `        headers_factory=lambda: {"Authorization": ${dq(`Bearer ${serverKeyOf(p)}`)}},`,
    `    )`,
    `)`,
    ``,
    `client = api.get_client()`,
    `context = EvaluationContext(targeting_key=${dq(SNIPPET_CONTEXT.targetingKey)}, attributes={"email": ${dq(SNIPPET_CONTEXT.email)}})`,
    `print(${dq(`${flag.key}:`)}, client.${getter}(${dq(flag.key)}, ${fallback}, context))`,
  );
}

const GO_GETTER: Record<SnippetFlagType, [string, string]> = {
  boolean: ['BooleanValue', 'false'],
  string: ['StringValue', '""'],
  number: ['IntValue', '0'],
  json: ['ObjectValue', 'map[string]any{}'],
};

/** Go: the OpenFeature Go SDK with the contrib OFREP provider. */
export function goSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const [getter, fallback] = GO_GETTER[flag.type];
  return lines(
    `// go get github.com/open-feature/go-sdk github.com/open-feature/go-sdk-contrib/providers/ofrep`,
    `package main`,
    ``,
    `import (`,
    `\t"context"`,
    `\t"fmt"`,
    ``,
    `\t"github.com/open-feature/go-sdk-contrib/providers/ofrep"`,
    `\t"github.com/open-feature/go-sdk/openfeature"`,
    `)`,
    ``,
    `func main() {`,
    `\t// The server key${forEnv(p)}: keep it on the server (e.g. os.Getenv("FLAGSTREAM_SERVER_KEY"))`,
    `\tprovider := ofrep.NewProvider(${dq(baseUrlOf(p.origin))}, ofrep.WithBearerToken(${dq(serverKeyOf(p))}))`,
    `\tif err := openfeature.SetProviderAndWait(provider); err != nil {`,
    `\t\tpanic(err)`,
    `\t}`,
    `\tclient := openfeature.NewClient("my-service")`,
    `\tevalCtx := openfeature.NewEvaluationContext(${dq(SNIPPET_CONTEXT.targetingKey)}, map[string]any{"email": ${dq(SNIPPET_CONTEXT.email)}})`,
    `\tvalue, err := client.${getter}(context.Background(), ${dq(flag.key)}, ${fallback}, evalCtx)`,
    `\tfmt.Println(${dq(`${flag.key}:`)}, value, err)`,
    `}`,
  );
}

const JAVA_GETTER: Record<SnippetFlagType, [string, string]> = {
  boolean: ['getBooleanValue', 'false'],
  string: ['getStringValue', '""'],
  number: ['getIntegerValue', '0'],
  json: ['getObjectValue', 'new Value(new MutableStructure())'],
};

/** Java: the OpenFeature Java SDK with the contrib OFREP provider. */
export function javaSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const [getter, fallback] = JAVA_GETTER[flag.type];
  return lines(
    `// Maven: dev.openfeature:sdk and dev.openfeature.contrib.providers:ofrep`,
    `import com.google.common.collect.ImmutableList;`,
    `import com.google.common.collect.ImmutableMap;`,
    `import dev.openfeature.contrib.providers.ofrep.OfrepProvider;`,
    `import dev.openfeature.contrib.providers.ofrep.OfrepProviderOptions;`,
    `import dev.openfeature.sdk.Client;`,
    `import dev.openfeature.sdk.MutableContext;`,
    flag.type === 'json' ? `import dev.openfeature.sdk.MutableStructure;` : null,
    `import dev.openfeature.sdk.OpenFeatureAPI;`,
    flag.type === 'json' ? `import dev.openfeature.sdk.Value;` : null,
    ``,
    `public class App {`,
    `    public static void main(String[] args) throws Exception {`,
    `        // The server key${forEnv(p)}: keep it on the server (e.g. System.getenv("FLAGSTREAM_SERVER_KEY"))`,
    `        OfrepProviderOptions options = OfrepProviderOptions.builder()`,
    `            .baseUrl(${dq(baseUrlOf(p.origin))})`,
    `            .headers(ImmutableMap.of("Authorization", ImmutableList.of(${dq(`Bearer ${serverKeyOf(p)}`)})))`,
    `            .build();`,
    `        OpenFeatureAPI api = OpenFeatureAPI.getInstance();`,
    `        api.setProviderAndWait(OfrepProvider.constructProvider(options));`,
    ``,
    `        Client client = api.getClient();`,
    `        MutableContext context = new MutableContext(${dq(SNIPPET_CONTEXT.targetingKey)});`,
    `        context.add("email", ${dq(SNIPPET_CONTEXT.email)});`,
    `        System.out.println(${dq(`${flag.key}: `)} + client.${getter}(${dq(flag.key)}, ${fallback}, context));`,
    `        api.shutdown();`,
    `    }`,
    `}`,
  );
}

const DOTNET_GETTER: Record<SnippetFlagType, [string, string]> = {
  boolean: ['GetBooleanValueAsync', 'false'],
  string: ['GetStringValueAsync', '""'],
  number: ['GetIntegerValueAsync', '0'],
  json: ['GetObjectValueAsync', 'new Value(Structure.Empty)'],
};

/** .NET: the OpenFeature .NET SDK with OpenFeature.Providers.Ofrep. */
export function dotnetSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const [getter, fallback] = DOTNET_GETTER[flag.type];
  return lines(
    `// dotnet add package OpenFeature && dotnet add package OpenFeature.Providers.Ofrep`,
    `using OpenFeature;`,
    `using OpenFeature.Model;`,
    `using OpenFeature.Providers.Ofrep;`,
    `using OpenFeature.Providers.Ofrep.Configuration;`,
    ``,
    `// The server key${forEnv(p)}: keep it on the server (e.g. Environment.GetEnvironmentVariable("FLAGSTREAM_SERVER_KEY"))`,
    `var options = new OfrepOptions(${dq(baseUrlOf(p.origin))})`,
    `{`,
    `    Headers = new Dictionary<string, string> { ["Authorization"] = ${dq(`Bearer ${serverKeyOf(p)}`)} },`,
    `};`,
    `await Api.Instance.SetProviderAsync(new OfrepProvider(options));`,
    ``,
    `var client = Api.Instance.GetClient();`,
    `var context = EvaluationContext.Builder()`,
    `    .SetTargetingKey(${dq(SNIPPET_CONTEXT.targetingKey)})`,
    `    .Set("email", ${dq(SNIPPET_CONTEXT.email)})`,
    `    .Build();`,
    `var value = await client.${getter}(${dq(flag.key)}, ${fallback}, context);`,
    `Console.WriteLine($"${flag.key}: {value}");`,
  );
}

/** curl: OFREP with the client key, the flagd document with the server key. */
export function curlSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  const body = JSON.stringify({ context: SNIPPET_CONTEXT });
  return lines(
    `# Every flag, evaluated for one user (the client key evaluates; it never reads rules)`,
    `curl -sS -X POST ${sh(ofrepBulkUrl(p.origin))} \\`,
    `  -H ${sh(`Authorization: Bearer ${clientKeyOf(p)}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${sh(body)}`,
    ``,
    `# One flag`,
    `curl -sS -X POST ${sh(ofrepFlagUrl(p.origin, flag.key))} \\`,
    `  -H ${sh(`Authorization: Bearer ${clientKeyOf(p)}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${sh(body)}`,
    ``,
    `# The flagd definitions of the environment${forEnv(p)}, rules included (server key only)`,
    `curl -sS ${sh(flagdDocumentUrl(p.origin, p.environmentUuid))} \\`,
    `  -H ${sh(`Authorization: Bearer ${serverKeyOf(p)}`)}`,
  );
}

export const SDK_SNIPPETS: readonly SdkSnippet[] = [
  {
    id: 'node',
    label: 'Node.js',
    language: 'javascript',
    fileName: 'flags.mjs',
    keys: ['server'],
    summary: 'Servers: the OpenFeature server SDK evaluates each request with its own context over OFREP.',
    code: nodeSnippet,
  },
  {
    id: 'browser',
    label: 'Browser',
    language: 'javascript',
    fileName: 'main.js',
    keys: ['client'],
    summary: 'Browser apps: the OpenFeature web SDK evaluates once per user and gets changes live over server-sent events.',
    code: browserSnippet,
  },
  {
    id: 'react',
    label: 'React',
    language: 'jsx',
    fileName: 'main.jsx',
    keys: ['client'],
    summary: 'React apps: hooks from @openfeature/react-sdk re-render components when a flag changes.',
    code: reactSnippet,
  },
  {
    id: 'flagd',
    label: 'flagd in-process',
    language: 'javascript',
    fileName: 'flagd-in-process.mjs',
    keys: ['server'],
    summary: 'High-volume servers: the flag definitions, rules included, are evaluated in your process by the flagd provider.',
    code: flagdSnippet,
  },
  {
    id: 'python',
    label: 'Python',
    language: 'python',
    fileName: 'flags.py',
    keys: ['server'],
    summary: 'Python services: the OpenFeature SDK with the OFREP provider.',
    code: pythonSnippet,
  },
  {
    id: 'go',
    label: 'Go',
    language: 'go',
    fileName: 'main.go',
    keys: ['server'],
    summary: 'Go services: the OpenFeature Go SDK with the OFREP provider.',
    code: goSnippet,
  },
  {
    id: 'java',
    label: 'Java',
    language: 'java',
    fileName: 'App.java',
    keys: ['server'],
    summary: 'Java services: the OpenFeature Java SDK with the OFREP provider.',
    code: javaSnippet,
  },
  {
    id: 'dotnet',
    label: '.NET',
    language: 'csharp',
    fileName: 'Program.cs',
    keys: ['server'],
    summary: '.NET services: the OpenFeature .NET SDK with the OFREP provider.',
    code: dotnetSnippet,
  },
  {
    id: 'curl',
    label: 'curl',
    language: 'bash',
    fileName: 'terminal',
    keys: ['client', 'server'],
    summary: 'Any HTTP client: OFREP with the client key, the flagd document with the server key.',
    code: curlSnippet,
  },
];

/**
 * Usage insights (issue 20) for SDKs that evaluate locally: the OpenFeature hook of this
 * repository (sdk-usage-hook/, @flagstream/openfeature-usage-hook) counts evaluations per flag,
 * variant and minute and posts them to /api/usage/impressions. Not one of SDK_SNIPPETS: it goes
 * with any of them, shown beside the SDK tabs.
 */
export function usageHookSnippet(p: SdkSnippetParams): string {
  const flag = flagOf(p);
  return lines(
    `// The hook is in the Flagstream repository: sdk-usage-hook/ (@flagstream/openfeature-usage-hook).`,
    `// It counts every evaluation (flag, variant, minute) and sends the counts in batches, so flags`,
    `// evaluated in your process (flagd in-process, in-memory) show up in Usage insights too.`,
    `import { OpenFeature } from '@openfeature/server-sdk'; // browsers: '@openfeature/web-sdk'`,
    `import { createUsageHook } from '@flagstream/openfeature-usage-hook';`,
    ``,
    `const usage = createUsageHook({`,
    `  url: ${js(baseUrlOf(p.origin))},`,
    `  // the environment${forEnv(p)}'s server key (browsers: its client key)`,
    `  apiKey: ${js(serverKeyOf(p))},`,
    `});`,
    `OpenFeature.addHooks(usage);`,
    ``,
    `await OpenFeature.getClient().${JS_GETTER[flag.type]}(${js(flag.key)}, ${JS_FALLBACK[flag.type]}, ${JS_CONTEXT}); // counted`,
    ``,
    `// Sent every 10 s and when 200 counts wait; browsers also send when the page is hidden.`,
    `process.on('SIGTERM', () => usage.close()); // Node: send the last counts on shutdown`,
  );
}
