import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, computeEventHash, sealEvents, verifyChain, type UnsealedEvent } from '../src/hashChain';
import type { StoredEvent } from '../src/port';
import { openSqliteEventStore } from '../src/sqlite/sqliteEventStore';
import { newEvent, streamName } from './contract';

function unsealed(type: string, data: unknown): UnsealedEvent {
  const { metadata, ...rest } = newEvent(type, data);
  const { hash: _hash, prevHash: _prevHash, ...meta } = metadata;
  return { ...rest, metadata: meta };
}

/** Appends `batches` through a real store, sealing each batch as the command service would. */
async function storedChain(batches: unknown[][]): Promise<StoredEvent[]> {
  const store = openSqliteEventStore({ file: ':memory:' });
  const s = streamName('project');
  let revision = -1;
  let prevHash = '';
  try {
    for (const [b, batch] of batches.entries()) {
      const events = sealEvents({ streamId: s, revision, prevHash, events: batch.map((data, i) => unsealed(`E${b}.${i}`, data)) });
      const result = await store.append(s, events, revision);
      revision = result.revision;
      prevHash = events.at(-1)!.metadata.hash;
    }
    return await store.readStream(s);
  } finally {
    await store.close();
  }
}

const clone = (events: StoredEvent[]): StoredEvent[] => structuredClone(events);

describe('hash chain', () => {
  it('verifies a chain built over several appends', async () => {
    const events = await storedChain([[{ a: 1 }, { b: 2 }], [{ c: 3 }], [{ d: [4] }, { e: 'five' }, null]]);
    expect(events).toHaveLength(6);
    expect(events[0]!.metadata.prevHash).toBe('');
    expect(events[1]!.metadata.prevHash).toBe(events[0]!.metadata.hash);
    expect(events[0]!.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyChain(events)).toEqual({ ok: true, count: 6 });
    expect(verifyChain([])).toEqual({ ok: true, count: 0 });
  });

  it('names the event whose data was altered', async () => {
    const events = clone(await storedChain([[{ amount: 10 }, { amount: 20 }, { amount: 30 }, { amount: 40 }]]));
    events[2]!.data = { amount: 31 };
    expect(verifyChain(events)).toEqual({
      ok: false,
      count: 2,
      firstBad: { revision: 2, position: events[2]!.position, id: events[2]!.id, type: 'E0.2', reason: 'hash_mismatch' },
    });
  });

  it('names the event after one whose hash was recomputed to hide a change', async () => {
    const events = clone(await storedChain([[{ n: 1 }, { n: 2 }, { n: 3 }]]));
    const forged = events[1]!;
    forged.data = { n: 200 };
    forged.metadata.hash = computeEventHash({ ...forged, prevHash: forged.metadata.prevHash });
    const result = verifyChain(events);
    expect(result).toMatchObject({ ok: false, count: 2, firstBad: { revision: 2, reason: 'prev_hash_mismatch' } });
  });

  it('detects a removed event, altered metadata, and a forged start of the stream', async () => {
    const events = await storedChain([[{ n: 1 }, { n: 2 }, { n: 3 }]]);
    expect(verifyChain([events[0]!, events[2]!])).toMatchObject({ ok: false, firstBad: { revision: 2, reason: 'prev_hash_mismatch' } });

    const metaChanged = clone(events);
    metaChanged[0]!.metadata.actor = { id: 'mallory', name: 'Mallory' };
    expect(verifyChain(metaChanged)).toMatchObject({ ok: false, count: 0, firstBad: { revision: 0, reason: 'hash_mismatch' } });

    const badStart = clone(events);
    badStart[0]!.metadata.prevHash = 'ab'.repeat(32);
    badStart[0]!.metadata.hash = computeEventHash({ ...badStart[0]!, prevHash: badStart[0]!.metadata.prevHash });
    expect(verifyChain(badStart)).toMatchObject({ ok: false, firstBad: { revision: 0, reason: 'prev_hash_mismatch' } });
  });

  it('checks each stream separately in an interleaved log, and accepts a stream read from the middle', async () => {
    const a = await storedChain([[1, 2, 3]]);
    const b = await storedChain([[4, 5]]);
    expect(verifyChain([a[0]!, b[0]!, a[1]!, b[1]!, a[2]!])).toEqual({ ok: true, count: 5 });
    expect(verifyChain(a.slice(1))).toEqual({ ok: true, count: 2 });
  });

  it('hashes every field but the metadata hash fields themselves', () => {
    const base = {
      prevHash: '',
      streamId: 'project-1',
      revision: 0,
      type: 'ProjectCreated',
      data: { name: 'Acme' },
      metadata: { actor: { id: 'u', name: 'U' }, schemaVersion: 1 } as Record<string, unknown>,
    };
    const hash = computeEventHash(base);
    expect(computeEventHash({ ...base, metadata: { ...base.metadata, hash: 'x', prevHash: 'y' } })).toBe(hash);
    for (const changed of [
      { prevHash: 'a' },
      { streamId: 'project-2' },
      { revision: 1 },
      { type: 'ProjectRenamed' },
      { data: { name: 'Acme!' } },
      { metadata: { ...base.metadata, schemaVersion: 2 } },
    ]) {
      expect(computeEventHash({ ...base, ...changed })).not.toBe(hash);
    }
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and otherwise follows JSON', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }], u: undefined })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
    expect(canonicalJson([undefined, NaN, new Date(0)])).toBe('[null,null,"1970-01-01T00:00:00.000Z"]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });

  /** The same value with every object's keys inserted in a different (seeded) order. */
  function reorder(value: unknown, seed: number): unknown {
    if (Array.isArray(value)) return value.map((v, i) => reorder(v, seed + i + 1));
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    let s = seed >>> 0;
    for (let i = keys.length - 1; i > 0; i--) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const j = s % (i + 1);
      [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      // defineProperty: a plain assignment to "__proto__" would change the prototype instead.
      const v = reorder((value as Record<string, unknown>)[key], s + key.length);
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  it('does not depend on key order (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (value, seed) => {
        expect(canonicalJson(reorder(value, seed))).toBe(canonicalJson(value));
        expect(canonicalJson(reorder(value, seed + 1))).toBe(canonicalJson(reorder(value, seed)));
        // And it is still the same JSON value.
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });
});
