/**
 * Issue 15 (H3): what one change costs the read side is bounded. A change renders only the
 * documents it can alter (none for members or plans, one environment's for its values or
 * overrides), rendering gives the event loop back between environments, and values are spliced
 * into documents byte for byte as JSON.stringify would write them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectState } from '@flagstream/domain';
import type { SqliteEventStore } from '@flagstream/eventstore';
import { openSqliteEventStore } from '@flagstream/eventstore';
import { MemoryReadStore, ProjectProjector, publicConfigBody, ofrepBulkBody, renderProjectDocs } from '../src';
import { EventWriter, byName, flagId } from './support/writer';

describe('rendering after a change (H3)', () => {
  let dir: string;
  let store: SqliteEventStore;
  let w: EventWriter;
  let projector: ProjectProjector;
  let read: MemoryReadStore;
  let after = 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-render-'));
    store = openSqliteEventStore({ file: join(dir, 'events.db') });
    w = new EventWriter(store);
    read = new MemoryReadStore();
    projector = new ProjectProjector(read, 0);
    after = 0;
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Applies what was appended since the last call and flushes; returns the documents rendered for it. */
  async function project(): Promise<number> {
    const before = projector.renderedDocuments;
    for (const ev of await store.readAll({ after })) {
      await projector.apply(ev);
      after = ev.position;
    }
    await read.commit(await projector.flush(), after);
    projector.committed();
    return projector.renderedDocuments - before;
  }

  async function seeded(): Promise<ProjectState> {
    await w.project('p1', { kind: 'CreateProject', projectId: 'p1', name: 'Rendered', description: 'd' });
    await w.project(
      'p1',
      { kind: 'ApplyPlanPayment', orderId: 'o1', planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION', amount: 470.4 },
      { id: 'system', name: 'System', system: true },
    );
    await w.project('p1', { kind: 'CreateFeatureFlag', name: 'Config', key: 'config', type: 'json', value: { theme: 'dark' } });
    await project();
    return w.projectState('p1');
  }

  it('a member or an invitation renders no document; an environment value renders that environment only; a flag renders all', async () => {
    const s = await seeded();
    const perEnvironment = (renderProjectDocs(s).size - 1) / 3; // the project's uuid index aside
    await w.project('p1', { kind: 'InviteMember', email: 'x@example.com', tokenHash: 'a'.repeat(64) });
    expect(await project()).toBe(0);
    const dev = byName(s.environments, 'development');
    await w.project('p1', { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'config', setting: { value: { theme: 'light' }, enabled: true } });
    expect(await project()).toBe(perEnvironment);
    await w.project('p1', { kind: 'CreateOverride', name: 'Promo', environmentId: dev.id, featureFlagValues: { config: { value: { theme: 'promo' } } } });
    expect(await project()).toBe(perEnvironment + 2);
    await w.project('p1', { kind: 'UpdateFeatureFlag', flagId: flagId(s, 'config'), value: { theme: 'blue' } });
    expect(await project()).toBe(3 * perEnvironment + 2);
    // and the documents are those a full render writes
    const full = renderProjectDocs(await w.projectState('p1'));
    for (const [key, value] of full) expect(await read.get(key), key).toBe(value);
  });

  it('rendering gives the event loop back between environments', async () => {
    await seeded();
    const s = await w.projectState('p1');
    await w.project('p1', { kind: 'UpdateFeatureFlag', flagId: flagId(s, 'config'), value: { theme: 'red' } });
    for (const ev of await store.readAll({ after })) await projector.apply(ev);
    let turns = 0;
    let spinning = true;
    const spin = () => {
      if (spinning) {
        turns++;
        setImmediate(spin);
      }
    };
    setImmediate(spin);
    const flushing = projector.flush();
    expect(flushing).toBeInstanceOf(Promise);
    await flushing;
    spinning = false;
    // three environments: the loop turned between them
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('values are spliced byte for byte, and a stored text that looks like a placeholder stays text', async () => {
    await seeded();
    const s0 = await w.projectState('p1');
    await w.project('p1', { kind: 'CreateFeatureFlag', name: 'Trap', key: 'trap', type: 'string', value: '\u0000deadbeef:0' });
    await w.project('p1', {
      kind: 'UpdateFeatureFlag',
      flagId: flagId(s0, 'config'),
      value: { nested: [1, 'two', { three: null }], 'quote"d': '\u2028', e: 1e21 },
    });
    const s = await w.projectState('p1');
    const dev = byName(s.environments, 'development');
    for (const body of [publicConfigBody(s, dev), ofrepBulkBody(s, dev)]) {
      expect(body).toBe(JSON.stringify(JSON.parse(body)));
      expect(body).toContain(JSON.stringify('\u0000deadbeef:0'));
    }
    const served = JSON.parse(publicConfigBody(s, dev)).data.flags;
    expect(served.config.value).toEqual({ nested: [1, 'two', { three: null }], 'quote"d': '\u2028', e: 1e21 });
    expect(served.trap.value).toBe('\u0000deadbeef:0');
  });
});
