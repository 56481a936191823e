/**
 * Issue 15 (M6) through the gateway: a poison event in one project never keeps the gateway from
 * listening; that project answers 503 PROJECT_QUARANTINED while every other project is served;
 * the log, /readyz and /metrics name it; the operator command skips it (an audit event) and the
 * project works again, reads and writes.
 */
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore, sealEvents } from '@flagstream/eventstore';
import { OPS_STREAM } from '@flagstream/projections';
import { runProjectionsCli } from '../src/ops/projectionsCli';
import { startGatewayProcess } from './support/processes';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { expectError, profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';

describe('a poison event quarantines one project, not the gateway (M6)', () => {
  let dir: string;
  let gw: TestGateway;
  let owner: RestClient;
  let poisoned: any;
  let healthy: any;
  let poison: number;
  const lines: string[] = [];
  const who = profile('quarantine');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-quarantine-gw-'));
    const env = { EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'), DEV_AUTH_KEY_DIR: join(dir, 'keys') };
    const first = await startTestGateway({ env });
    const o = await signIn(first.url, who);
    poisoned = await o.must('POST', '/projects', { data: { name: 'Poisoned', description: 'one bad event' } });
    healthy = await o.must('POST', '/projects', { data: { name: 'Healthy', description: 'another tenant' } });
    await first.close();
    // an event this version cannot apply (written by a broken tool, or another version)
    const store = openSqliteEventStore({ file: env.EVENTSTORE_SQLITE_FILE });
    const stream = `project-${poisoned.id}`;
    const events = await store.readStream(stream);
    const last = events.at(-1)!;
    poison = (
      await store.append(
        stream,
        sealEvents({
          streamId: stream,
          revision: last.revision,
          prevHash: last.metadata.hash,
          events: [
            {
              id: 'poison-1',
              type: 'ProjectUpdated',
              data: null,
              metadata: { actor: { id: 'x', name: 'x' }, at: new Date().toISOString(), correlationId: 'c', causationId: 'c', schemaVersion: 1 },
            },
          ],
        }),
        last.revision,
      )
    ).position;
    await store.close();
    // before the fix this never resolved: the gateway retried forever and never listened
    gw = await startTestGateway({ env: { ...env, LOG_LEVEL: 'error' }, logStream: { write: (l) => lines.push(l) } });
    owner = await signIn(gw.url, who);
  });

  afterAll(async () => {
    await gw?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the gateway listens; the log names the stream, revision, position and reason', () => {
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.quarantine);
    expect(logged).toBeDefined();
    expect(logged.quarantine).toMatchObject({ streamId: `project-${poisoned.id}`, position: poison, type: 'ProjectUpdated' });
    expect(logged.msg).toMatch(new RegExp(`event ${poison} \\(revision \\d+, ProjectUpdated\\)`));
  });

  it('the quarantined project answers 503 PROJECT_QUARANTINED (reads and writes); the other is served', async () => {
    expectError(await owner.get(`/projects/${poisoned.id}`), 503, 'PROJECT_QUARANTINED');
    expectError(await owner.post('/feature-flags', { data: { name: 'Blocked', project: poisoned.id } }), 503, 'PROJECT_QUARANTINED');
    expect((await owner.get(`/projects/${healthy.id}`)).status).toBe(200);
    await owner.must('POST', '/feature-flags', { data: { name: 'Still Works', project: healthy.id } });
    // the public config of the healthy project is served as usual
    const env = healthy.environments[0];
    expect((await fetch(gw.configUrl(healthy.uuid, env.uuid))).status).toBe(200);
  });

  it('/readyz stays ready (other projects are served) and lists it; /metrics counts it', async () => {
    const r = await fetch(`${gw.url}/readyz`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as any;
    expect(body.quarantinedCount).toBe(1);
    expect(body.quarantined[0]).toMatchObject({ streamId: `project-${poisoned.id}`, position: poison, type: 'ProjectUpdated' });
    const metrics = await (await fetch(`${gw.url}/metrics`)).text();
    expect(metrics).toMatch(/^flagstream_projections_quarantined_projects 1$/m);
  });

  it('the operator command skips it with an audit event; the project reads and writes again', async () => {
    const out: string[] = [];
    const code = await runProjectionsCli(
      ['skip', String(poison), '--operator', 'Olga Ops', '--reason', 'written by a broken import'],
      { out: (l) => out.push(l), err: (l) => out.push(l) },
      { store: gw.rt.store },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(new RegExp(`Event ${poison} \\(project-${poisoned.id} revision \\d+\\) will be skipped`));
    await gw.rt.waitFor(await gw.rt.store.headPosition());
    const audit = await gw.rt.store.readStream(OPS_STREAM);
    expect(audit.at(-1)).toMatchObject({
      type: 'PoisonEventSkipped',
      data: { position: poison, streamId: `project-${poisoned.id}`, reason: 'written by a broken import' },
    });
    expect(audit.at(-1)!.metadata.actor).toEqual({ id: 'operator:Olga Ops', name: 'Olga Ops' });
    expect((await owner.get(`/projects/${poisoned.id}`)).status).toBe(200);
    await owner.must('POST', '/feature-flags', { data: { name: 'Works Again', project: poisoned.id } });
    const body = (await (await fetch(`${gw.url}/readyz`)).json()) as any;
    expect(body.quarantinedCount).toBe(0);
    expect(await (await fetch(`${gw.url}/metrics`)).text()).toMatch(/^flagstream_projections_quarantined_projects 0$/m);
  });
});

describe('a damaged store file (M6)', () => {
  it('stops the gateway at start with one clear message naming it, instead of retrying forever', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flagstream-corrupt-'));
    try {
      const file = join(dir, 'events.db');
      const store = openSqliteEventStore({ file });
      const stream = 'project-p1';
      let prev = '';
      for (let i = 0; i < 300; i++) {
        const sealed = sealEvents({
          streamId: stream,
          revision: i - 1,
          prevHash: prev,
          events: [
            {
              id: `e${i}`,
              type: 'ProjectUpdated',
              data: { projectId: 'p1', description: 'x'.repeat(300), updatedAt: i },
              metadata: { actor: { id: 'a', name: 'a' }, at: new Date().toISOString(), correlationId: 'c', causationId: 'c', schemaVersion: 1 },
            },
          ],
        });
        prev = sealed[0]!.metadata.hash;
        await store.append(stream, sealed, i - 1);
      }
      await store.close();
      const size = statSync(file).size;
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
      closeSync(fd);
      let failure: Error | null = null;
      try {
        const gw = await startGatewayProcess({ EVENTSTORE_SQLITE_FILE: file, DEV_AUTH_KEY_DIR: join(dir, 'keys') }, { bundle: true, readyTimeoutMs: 30_000 });
        await gw.stop();
      } catch (e) {
        failure = e as Error;
      }
      // the process exited (not a readiness timeout) and said why, once
      expect(failure?.message).toMatch(/process exited/);
      expect(failure?.message).toMatch(/Flagstream failed to start: .*the sqlite file is damaged/);
      // one error, not a retry loop: the process logged it once (the log record, then the start failure) and stopped
      const lines = (failure?.message ?? '').split('\n').filter((l) => l.includes('the sqlite file is damaged'));
      expect(lines.length, failure?.message).toBeLessThanOrEqual(2);
      expect(failure?.message).toMatch(/process exited \(1\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
