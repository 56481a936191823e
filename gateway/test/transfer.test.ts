/**
 * Export and import (issue 19): a project exported as a versioned document (and an environment
 * as its flagd document), imported into another project with a dry-run diff that changes
 * nothing, then for real as one command that is served at once; plan limits and bad documents
 * refuse the whole import, leaving nothing half-applied.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFlagdDocument } from '@flagstream/domain';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { RestClient } from './support/restClient';
import { expectError, profile, signIn } from './support/restClient';
import { gql } from './support/gqlClient';

let dir: string;
let gw: TestGateway;
let owner: RestClient;
let A: any;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-transfer-'));
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '100000', WEBHOOKS_WORKER: '0' } });
  owner = await signIn(gw.url, profile('owner'));
  A = await owner.must('POST', '/projects', { data: { name: 'Source', description: 'd', settings: { environments: ['staging', 'production'] } } });
  const [, prd] = A.environments;
  await owner.must('POST', '/feature-flags', { data: { name: 'Dark Mode', type: 'boolean', project: A.id } });
  const limit = await owner.must('POST', '/feature-flags', { data: { name: 'Limit', type: 'number', value: '1', project: A.id } });
  const seg = await owner.must('POST', `/projects/${A.id}/segments`, { data: { name: 'Beta', conditions: { in: [{ var: 'email' }, ['a@x.io']] } } });
  await owner.must('PUT', `/environments/${prd.id}/variables`, { variables: { limit: { value: 10, enabled: true } } });
  await owner.must('PUT', `/feature-flags/${limit.id}/targeting/${prd.id}`, {
    data: { variants: { base: 10, beta: 99 }, defaultVariant: 'base', targeting: { if: [{ $ref: seg.key }, 'beta', null] } },
  });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function emptyProject(name: string, environments = ['production']) {
  return owner.must('POST', '/projects', { data: { name, description: 'd', settings: { environments } } });
}

describe('export', () => {
  it('the versioned document, as an attachment', async () => {
    const r = await owner.get(`/projects/${A.id}/export`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="source.flagstream.json"');
    expect(r.body).toMatchObject({ format: 'flagstream.project', version: 1, project: { name: 'Source' } });
    expect(r.body.flags.map((f: any) => f.key).sort()).toEqual(['dark_mode', 'limit']);
    expect(r.body.segments).toHaveLength(1);
  });

  it('one environment as a flagd document (valid for the flagd schema)', async () => {
    const r = await owner.get(`/projects/${A.id}/export`, { query: { format: 'flagd', environment: 'production' } });
    expect(r.status).toBe(200);
    expect(validateFlagdDocument(r.body).ok).toBe(true);
    expect(r.body.flags.limit).toMatchObject({ state: 'ENABLED', defaultVariant: 'base', variants: { base: 10, beta: 99 } });
    expect(Object.keys(r.body.$evaluators)).toHaveLength(1);
    expectError(await owner.get(`/projects/${A.id}/export`, { query: { format: 'flagd' } }), 400, 'VALIDATION_FAILED');
    expectError(await owner.get(`/projects/${A.id}/export`, { query: { format: 'yaml' } }), 400, 'VALIDATION_FAILED');
  });
});

describe('import', () => {
  it("dry run: the diff, in the history's words, and nothing changes", async () => {
    const B = await emptyProject('Target');
    const doc = (await owner.get(`/projects/${A.id}/export`)).body;
    const before = await owner.data(`/projects/${B.id}`);
    const plan = await owner.must('POST', `/projects/${B.id}/import`, { data: { document: doc, dryRun: true } });
    expect(plan).toMatchObject({
      dryRun: true,
      applied: null,
      counts: { environmentsCreated: 1, flagsCreated: 2, segmentsCreated: 1, valuesChanged: 1, targetingChanged: 1 },
    });
    expect(plan.changes.map((c: any) => c.summary)).toEqual(
      expect.arrayContaining(['Environment "staging" created', 'Feature flag "Dark Mode" created', '"limit" set to 10 in "production"']),
    );
    expect(await owner.data(`/projects/${B.id}`)).toEqual(before);

    const done = await owner.must('POST', `/projects/${B.id}/import`, { data: { document: doc } });
    expect(done.dryRun).toBe(false);
    expect(done.applied.eventCount).toBe(plan.changes.length + 1);
    expect(done.changes.map((c: any) => c.summary)).toEqual(plan.changes.map((c: any) => c.summary));
    const after = await owner.data(`/projects/${B.id}`);
    const prdB = after.environments.find((e: any) => e.name === 'production');
    expect(prdB.variables.limit).toEqual({ value: 10, enabled: true });
    const cfg = (await fetch(`${gw.url}/api/config/${after.uuid}?environmentUuid=${prdB.uuid}`).then((r) => r.json())) as any;
    expect(cfg.data.flags.limit).toMatchObject({ value: 10 });
    const entry = (await owner.data(`/projects/${B.id}/history`, { query: { type: 'ProjectImported' } })).entries[0];
    expect(entry.summary).toBe('Imported from "Source": 2 flags created, 1 environment created, 1 segment created, 1 value changed, 1 targeting changed');
    // the round trip: B exports what A did (segment refs aside)
    const again = (await owner.get(`/projects/${B.id}/export`)).body;
    const strip = (d: any) => JSON.stringify(d.flags).replace(/segment_[0-9a-f-]+/g, 'S');
    expect(strip(again)).toBe(strip(doc));
    // importing it again changes nothing
    expect((await owner.must('POST', `/projects/${B.id}/import`, { data: { document: doc } })).applied).toBeNull();
  });

  it('all or nothing: a plan limit or a bad part refuses the whole import', async () => {
    const doc = (await owner.get(`/projects/${A.id}/export`)).body;
    // free plan: at most 3 environments; the document adds 2 to two
    const C = await emptyProject('Small', ['dev', 'qa']);
    const before = await owner.data(`/projects/${C.id}`);
    expectError(await owner.post(`/projects/${C.id}/import`, { data: { document: doc } }), 402, 'PLAN_LIMIT_REACHED');
    const bad = { ...doc, flags: [...doc.flags, { key: 'broken', name: 'Broken', type: 'number', value: 'many' }] };
    expectError(
      await owner.post(`/projects/${C.id}/import`, {
        data: { document: { ...bad, environments: [], flags: bad.flags.map((f: any) => ({ ...f, values: {}, targeting: {} })) } },
      }),
      400,
      'INVALID_FLAG_VALUE',
    );
    expect(await owner.data(`/projects/${C.id}`)).toEqual(before);
    expectError(
      await owner.post(`/projects/${C.id}/import`, { data: { document: { ...doc, version: 7 } } }),
      400,
      'INVALID_DOCUMENT',
      'This server reads version 1 of the export format; the document is version 7',
    );
    expectError(await owner.post(`/projects/${C.id}/import`, { data: { document: { hello: 'world' } } }), 400, 'INVALID_DOCUMENT');
    expectError(await owner.post(`/projects/${C.id}/import`, { data: {} }), 400, 'VALIDATION_FAILED');
  });

  it('over GraphQL too', async () => {
    const D = await emptyProject('Graph');
    const e = await gql(gw.url, 'query ($p: ID!) { exportProject(projectId: $p) }', { p: A.id }, owner.token);
    const r = await gql(
      gw.url,
      'mutation ($p: ID!, $d: JSON!) { importProject(input: { projectId: $p, document: $d, dryRun: true }) { dryRun counts { flagsCreated } changes { summary } } }',
      { p: D.id, d: e.data.exportProject },
      owner.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.importProject.counts.flagsCreated).toBe(2);
  });
});
