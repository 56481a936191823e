/**
 * The OpenAPI 3.1 document (issue 19): generated from the routes' own zod schemas, valid for a
 * maintained validator, naming every /api route the app registers, and telling the truth about
 * validation (what the published schema refuses, the route refuses). The reference page and its
 * renderer are served by the gateway itself (no CDN).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import { expectError, profile, signIn } from './support/restClient';
import { openapiPath } from '../src/rest/openapiRoutes';

let dir: string;
let gw: TestGateway;
let doc: any;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-openapi-'));
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), WEBHOOKS_WORKER: '0' } });
  const res = await fetch(`${gw.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = await res.json();
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by @seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const r = await validator.validate(doc);
    expect(r.errors, JSON.stringify(r.errors, null, 2)?.slice(0, 3000)).toBeUndefined();
    expect(r.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // every $ref resolves inside the document
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const path = ref.slice(8, -1).replace(/^#\//, '').split('/');
      let at: any = doc;
      for (const p of path) at = at?.[p];
      expect(at, ref).toBeDefined();
    }
  });

  it('names every /api route the app registers, with its method', () => {
    const registered = gw.app.routes.filter((r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method));
    expect(registered.length).toBeGreaterThan(70);
    const missing = registered.filter((r) => !doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // and documents no route that does not exist (the public config is answered before the router)
    const served = new Set(registered.map((r) => `${r.method.toLowerCase()} ${openapiPath(r.url)}`));
    const extra = Object.entries(doc.paths)
      .flatMap(([path, ops]: [string, any]) => Object.keys(ops).map((m) => `${m} ${path}`))
      .filter((k) => !served.has(k));
    expect(extra).toEqual(['get /api/config/{projectUuid}']);
  });

  it('describes bodies with the schemas that validate them', async () => {
    const op = doc.paths['/api/projects/{id}/tokens'].post;
    const inner = op.requestBody.content['application/json'].schema.properties.data;
    expect(inner.required).toEqual(['name']);
    expect(inner.properties.scope.enum).toEqual(['read', 'write', 'admin']);
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.responses['403'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const owner = await signIn(gw.url, profile('owner'));
    const P = await owner.must('POST', '/projects', { data: { name: 'Doc', description: 'd', settings: { environments: ['development'] } } });
    // outside the published enum: refused by the same schema
    expectError(await owner.post(`/projects/${P.id}/tokens`, { data: { name: 'x', scope: 'root' } }), 400, 'VALIDATION_FAILED');
    // the domain's flag input is the published create-flag body
    const flag = doc.paths['/api/feature-flags'].post.requestBody.content['application/json'].schema.properties.data;
    expect(flag.properties.type.enum).toEqual(['boolean', 'string', 'number', 'json']);
    expect(flag.properties.name.maxLength).toBe(200);
    expectError(await owner.post('/feature-flags', { data: { name: 'x', type: 'yaml', project: P.id } }), 400, 'VALIDATION_FAILED');
    expect(doc.components.schemas.ApiToken.properties.status.enum).toEqual(['active', 'expired', 'revoked']);
    expect(doc.paths['/api/subscription-plans/public'].get.security).toEqual([]);
    // the SDK impressions route answers 202, and its document says so
    expect(Object.keys(doc.paths['/api/usage/impressions'].post.responses)).toContain('202');
    expect(doc.paths['/api/usage/impressions'].post.responses['200']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its renderer from this server', async () => {
    const page = await fetch(`${gw.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    const js = await fetch(`${gw.url}/api/docs/standalone.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await js.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
