import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@flagstream/domain';
import type { RouteDoc } from './apiDocs';
import { describeRoute, routeDocs } from './apiDocs';
import { errorSchema } from './apiSchemas';
import './apiCatalog';

type Json = Record<string, unknown>;

/** OpenAPI paths use {name} where fastify uses :name. */
export const openapiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The json-value shape zod writes for z.json(): one shared component. */
const isJsonValueShape = (s: unknown): boolean => {
  const any = (s as { anyOf?: Array<{ type?: string }> })?.anyOf;
  return Array.isArray(any) && any.length === 6 && ['string', 'number', 'boolean', 'null', 'array', 'object'].every((t) => any.some((x) => x.type === t));
};

/**
 * zod schemas to JSON Schema 2020-12 (OpenAPI 3.1's dialect). Each conversion's `$defs` move into
 * components.schemas (a `$ref` to `#/$defs/...` would resolve against the OpenAPI document, not
 * the schema), named by their zod `id` when they have one.
 */
class SchemaSet {
  readonly components: Record<string, Json> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const js = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    delete js.$schema;
    const defs = (js.$defs ?? {}) as Record<string, Json>;
    delete js.$defs;
    const names = new Map<string, string>();
    for (const [name, def] of Object.entries(defs)) {
      if (isJsonValueShape(def)) names.set(name, 'JsonValue');
      else if (!name.startsWith('__schema'))
        names.set(name, io === 'input' && this.components[name] && JSON.stringify(this.components[name]) !== JSON.stringify(def) ? `${name}Input` : name);
      else names.set(name, `S${createHash('sha256').update(JSON.stringify(def)).digest('hex').slice(0, 10)}`);
    }
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (v && typeof v === 'object') {
        const out: Json = {};
        for (const [k, x] of Object.entries(v as Json)) {
          out[k] =
            k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/') ? `#/components/schemas/${names.get(x.slice(8)) ?? x.slice(8)}` : rewrite(x);
        }
        return out;
      }
      return v;
    };
    for (const [name, def] of Object.entries(defs)) {
      const target = names.get(name)!;
      if (target === 'JsonValue') this.components.JsonValue = { description: 'Any JSON value' };
      else if (!this.components[target]) this.components[target] = rewrite(def) as Json;
    }
    return rewrite(js) as Json;
  }
}

const STATUS_TEXT: Record<number, string> = {
  202: 'Accepted (counted with the next flush)',
  400: 'Bad input (VALIDATION_FAILED and the other 400 codes)',
  401: 'No or invalid token (UNAUTHENTICATED)',
  402: 'A plan limit (PLAN_LIMIT_REACHED)',
  403: 'Not allowed for your role or token scope (FORBIDDEN)',
  404: 'Not found (or not yours to see)',
  409: 'Conflicts with the current state',
  410: 'Gone (expired)',
  413: 'Too large',
  429: 'Too many requests',
  502: 'The payment provider failed',
  503: 'Temporarily unavailable',
};

function operation(doc: RouteDoc, set: SchemaSet): Json {
  const parameters: Json[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodObject | undefined) => {
    if (!schema) return;
    const js = set.convert(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, s] of Object.entries(js.properties ?? {})) {
      const { description, ...rest } = s as Json & { description?: string };
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (js.required ?? []).includes(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  };
  add('path', doc.params);
  add('query', doc.query);
  // Every path parameter must be declared, described or not.
  for (const m of doc.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === m[1])) parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
  }
  const responses: Json = {
    [doc.successStatus ?? 200]: doc.responseMediaType
      ? { description: 'OK', content: { [doc.responseMediaType]: { schema: { type: 'string' } } } }
      : {
          description: doc.successStatus ? (STATUS_TEXT[doc.successStatus] ?? 'OK') : 'OK',
          content: { 'application/json': { schema: doc.response ? set.convert(doc.response, 'output') : {} } },
        },
  };
  const errorRef = { $ref: '#/components/schemas/Error' };
  for (const status of [400, ...(doc.auth === 'none' ? [] : [401]), ...(doc.errors ?? [])]) {
    responses[status] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: errorRef } } };
  }
  const method = doc.method.toLowerCase();
  return {
    operationId: `${method}${doc.path
      .replace(/^\/api/, '')
      .split(/[/:-]/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('')}`,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: set.convert(doc.body, 'input') } } } } : {}),
    responses,
    security: doc.auth === 'none' ? [] : doc.auth === 'environmentKey' ? [{ environmentKey: [] }] : [{ bearer: [] }],
  };
}

/** The OpenAPI 3.1 document of every described route, generated from their zod schemas. */
export function buildOpenApiDocument(opts: { version?: string; serverUrl?: string } = {}): Json {
  const set = new SchemaSet();
  set.convert(errorSchema, 'output');
  const paths: Record<string, Json> = {};
  const docs = routeDocs().sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const doc of docs) (paths[openapiPath(doc.path)] ??= {})[doc.method.toLowerCase()] = operation(doc, set);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flagstream API',
      version: opts.version ?? '1.0.0',
      description: [
        'Feature flags and remote configuration. Send `Authorization: Bearer <token>`: a session token from sign-in, or an API token (`fst_...`, made under Project Tools > API Tokens or your user menu).',
        `Errors are \`{"error":{"code","message","details?"}}\` with one stable \`code\`:\n\n${errorCodeList()}`,
        'Webhook deliveries are signed: see the README section "Automate".',
      ].join('\n\n'),
    },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl }] } : {}),
    tags: [...new Set(docs.map((d) => d.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: set.components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session token or an API token (fst_...)' },
        environmentKey: { type: 'http', scheme: 'bearer', description: "An environment's server API key" },
      },
    },
  };
}

/** The error codes by HTTP status, as a Markdown list (one item per status). */
function errorCodeList(): string {
  const byStatus = new Map<number, string[]>();
  for (const [code, status] of Object.entries(ERROR_CODES) as Array<[string, number]>) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => `- **${status}**: ${codes.map((c) => `\`${c}\``).join(', ')}`)
    .join('\n');
}

const require = createRequire(import.meta.url);

/** The maintained renderer (Scalar API Reference), served from node_modules: no CDN. */
function rendererScript(): string | null {
  try {
    // The package exports no browser entry: its standalone build sits beside its main file.
    return readFileSync(require.resolve('@scalar/api-reference').replace(/dist[/\\][^/\\]*$/, 'dist/browser/standalone.js'), 'utf8');
  } catch {
    return null;
  }
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flagstream API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true,"showDeveloperTools":"never","agent":{"disabled":true},"mcp":{"disabled":true},"theme":"default","metaData":{"title":"Flagstream API reference"},"authentication":{"preferredSecurityScheme":"bearer"}}'></script>
<script src="/api/docs/standalone.js"></script>
</body>
</html>`;

/** GET /api/openapi.json (the document) and GET /api/docs (a reference page rendered in the browser). */
export function registerOpenApiRoutes(app: FastifyInstance, opts: { publicUrl?: string } = {}): void {
  describeRoute({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'API reference',
    summary: 'This OpenAPI 3.1 document',
    auth: 'none',
    response: z.record(z.string(), z.unknown()),
  });
  describeRoute({
    method: 'GET',
    path: '/api/docs',
    tag: 'API reference',
    summary: 'The API reference page (HTML)',
    auth: 'none',
    responseMediaType: 'text/html',
  });
  describeRoute({
    method: 'GET',
    path: '/api/docs/standalone.js',
    tag: 'API reference',
    summary: "The reference page's renderer (Scalar API Reference, served from this server)",
    auth: 'none',
    responseMediaType: 'application/javascript',
  });
  let cached: string | null = null;
  // Built on first request, after every route has described itself.
  const document = () => (cached ??= JSON.stringify(buildOpenApiDocument({ serverUrl: opts.publicUrl })));
  app.get('/api/openapi.json', async (_req, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document()),
  );
  let script: string | null | undefined;
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE));
  app.get('/api/docs/standalone.js', async (_req, reply) => {
    script ??= rendererScript();
    if (script === null) return reply.code(404).type('text/plain').send('The API reference renderer (@scalar/api-reference) is not installed');
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(script);
  });
}
