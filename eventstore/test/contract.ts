/**
 * The one behaviour every EventStore adapter must show. Written so it also holds on a shared,
 * non-empty store (EventStoreDB): every test uses fresh stream ids and reads the global log
 * only after the head it saw first.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventStoreUnavailableError, WrongExpectedVersionError, type EventMetadata, type EventStore, type NewEvent, type StoredEvent } from '../src/port';

export interface ContractSubject {
  store: EventStore;
  /** Opens the same storage again (after `store` was closed). */
  reopen?: () => Promise<EventStore>;
  /** Closes whatever is still open and removes the storage. */
  cleanup: () => Promise<void>;
}

export function newEvent(type: string, data: unknown = {}, extra: Record<string, unknown> = {}): NewEvent {
  const metadata: EventMetadata = {
    actor: { id: 'user-1', name: 'Ada' },
    at: '2024-05-01T12:00:00.000Z',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
    prevHash: '',
    hash: '',
    ...extra,
  };
  return { id: randomUUID(), type, data, metadata };
}

export const streamName = (prefix: string): string => `${prefix}-${randomUUID()}`;

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every event after `after`, page by page, as a consumer of the port would read them. */
export async function readAllPages(store: EventStore, after: number, pageSize: number): Promise<{ events: StoredEvent[]; pages: number[] }> {
  const events: StoredEvent[] = [];
  const pages: number[] = [];
  let cursor = after;
  for (;;) {
    const page = await store.readAll({ after: cursor, maxCount: pageSize });
    if (page.length === 0) return { events, pages };
    pages.push(page.length);
    events.push(...page);
    cursor = page.at(-1)!.position;
  }
}

async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedVersionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  return error as WrongExpectedVersionError;
}

function expectStrictlyIncreasing(values: number[]): void {
  for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
}

export function runEventStoreContract(name: string, factory: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;

    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('keeps order within a stream and across streams', async () => {
      const a = streamName('order-a');
      const b = streamName('order-b');
      const head = await store.headPosition();
      const e = [newEvent('A0'), newEvent('A1'), newEvent('B0'), newEvent('A2')];
      await store.append(a, [e[0]!, e[1]!], -1);
      await store.append(b, [e[2]!], -1);
      await store.append(a, [e[3]!], 1);

      const streamA = await store.readStream(a);
      expect(streamA.map((x) => [x.revision, x.type, x.streamId])).toEqual([
        [0, 'A0', a],
        [1, 'A1', a],
        [2, 'A2', a],
      ]);
      const all = (await readAllPages(store, head, 100)).events.filter((x) => x.streamId === a || x.streamId === b);
      expect(all.map((x) => x.id)).toEqual(e.map((x) => x.id));
      expectStrictlyIncreasing(all.map((x) => x.position));
    });

    it('reads a stream from a revision and up to a count', async () => {
      const s = streamName('slice');
      await store.append(
        s,
        Array.from({ length: 10 }, (_, i) => newEvent(`E${i}`)),
        -1,
      );
      const revisions = async (options: { fromRevision?: number; maxCount?: number }) => (await store.readStream(s, options)).map((x) => x.revision);
      expect(await revisions({})).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(await revisions({ fromRevision: 3, maxCount: 4 })).toEqual([3, 4, 5, 6]);
      expect(await revisions({ fromRevision: 8 })).toEqual([8, 9]);
      expect(await revisions({ maxCount: 2 })).toEqual([0, 1]);
      expect(await revisions({ fromRevision: 10 })).toEqual([]);
      expect(await revisions({ maxCount: 0 })).toEqual([]);
      expect(await store.readStream(streamName('missing'))).toEqual([]);
    });

    it('pages through the global log with `after`, every event exactly once in position order', async () => {
      const head = await store.headPosition();
      const ids: string[] = [];
      const streams = [streamName('page-x'), streamName('page-y'), streamName('page-z')];
      const revision = new Map<string, number>();
      for (let i = 0; i < 12; i++) {
        const s = streams[i % 3]!;
        const batch = Array.from({ length: (i % 3) + 1 }, (_, j) => newEvent(`P${i}.${j}`));
        const result = await store.append(s, batch, revision.get(s) ?? -1);
        revision.set(s, result.revision);
        ids.push(...batch.map((x) => x.id));
      }
      const first = await store.readAll({ after: head, maxCount: 5 });
      expect(first).toHaveLength(5);

      const { events, pages } = await readAllPages(store, head, 7);
      const ours = events.filter((x) => streams.includes(x.streamId));
      expect(ours.map((x) => x.id)).toEqual(ids);
      expect(new Set(events.map((x) => x.id)).size).toBe(events.length);
      expectStrictlyIncreasing(events.map((x) => x.position));
      expect(Math.max(...pages)).toBeLessThanOrEqual(7);
      expect(events.every((x) => x.position > head)).toBe(true);
      // The default page is bounded too.
      expect((await store.readAll({ after: head })).length).toBeLessThanOrEqual(1000);
    });

    it('enforces the expected revision', async () => {
      const s = streamName('occ');
      await store.append(s, [newEvent('Created')], -1);

      const exists = await conflictOf(store.append(s, [newEvent('Again')], -1));
      expect(exists).toMatchObject({ streamId: s, expected: -1, actual: 0, code: 'CONCURRENCY_CONFLICT' });

      await store.append(s, [newEvent('Second')], 0);
      const stale = await conflictOf(store.append(s, [newEvent('Stale')], 0));
      expect(stale).toMatchObject({ expected: 0, actual: 1 });
      const ahead = await conflictOf(store.append(s, [newEvent('Ahead')], 5));
      expect(ahead).toMatchObject({ expected: 5, actual: 1 });

      const missing = streamName('occ-missing');
      const none = await conflictOf(store.append(missing, [newEvent('X')], 0));
      expect(none).toMatchObject({ streamId: missing, expected: 0, actual: -1 });

      const any = await store.append(s, [newEvent('Whatever')], 'any');
      expect(any.revision).toBe(2);
      const fresh = await store.append(streamName('occ-any'), [newEvent('First')], 'any');
      expect(fresh.revision).toBe(0);
    });

    it('appends nothing on a conflict', async () => {
      const s = streamName('atomic');
      await store.append(s, [newEvent('A'), newEvent('B')], -1);
      const before = { events: await store.readStream(s), head: await store.headPosition(), rev: await store.streamRevision(s) };
      await conflictOf(store.append(s, [newEvent('C'), newEvent('D'), newEvent('E')], 0));
      expect(await store.readStream(s)).toEqual(before.events);
      expect(await store.streamRevision(s)).toBe(before.rev);
      expect(await store.headPosition()).toBe(before.head);
    });

    it('lets exactly one of 20 concurrent appenders at the same revision win', async () => {
      const s = streamName('race');
      await store.append(s, [newEvent('Start')], -1);
      const attempts = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => store.append(s, [newEvent(`Try${i}`), newEvent(`Try${i}b`)], 0)));
      const won = attempts.filter((r) => r.status === 'fulfilled');
      const lost = attempts.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((r) => r.reason instanceof WrongExpectedVersionError)).toBe(true);
      const events = await store.readStream(s);
      expect(events.map((x) => x.revision)).toEqual([0, 1, 2]);
      expect(events[2]!.type).toBe(`${events[1]!.type}b`);
    });

    it('lands all 50 appenders that retry on conflict, revisions 0..49 without gaps', async () => {
      const s = streamName('retry');
      const ids = new Set<string>();
      const appendWithRetry = async (i: number) => {
        const event = newEvent(`Retry${i}`);
        ids.add(event.id);
        for (let attempt = 0; ; attempt++) {
          const revision = await store.streamRevision(s);
          try {
            return await store.append(s, [event], revision);
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError) || attempt > 500) throw error;
          }
        }
      };
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => appendWithRetry(i)));
      const events = await store.readStream(s);
      expect(events.map((x) => x.revision)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(new Set(events.map((x) => x.id))).toEqual(ids);
      expect(new Set(results.map((r) => r.revision)).size).toBe(50);
      expectStrictlyIncreasing(events.map((x) => x.position));
    });

    it('gives strictly increasing global positions and reports them in the append result', async () => {
      const s = streamName('positions');
      const first = await store.append(s, [newEvent('A'), newEvent('B'), newEvent('C')], -1);
      const second = await store.append(streamName('positions-other'), [newEvent('D')], -1);
      const third = await store.append(s, [newEvent('E'), newEvent('F')], 2);
      const positions = [...first.events, ...second.events, ...third.events].map((x) => x.position);
      expectStrictlyIncreasing(positions);
      expect(positions[0]!).toBeGreaterThan(0);
      for (const result of [first, second, third]) {
        expect(result.position).toBe(result.events.at(-1)!.position);
        expect(result.revision).toBe(result.events.at(-1)!.revision);
      }
      expect(third.events.map((x) => x.revision)).toEqual([3, 4]);
      // What append returned is what a read returns.
      expect(await store.readStream(s)).toEqual([...first.events, ...third.events]);
    });

    it('reports the head position and stream revisions', async () => {
      const s = streamName('head');
      expect(await store.streamRevision(s)).toBe(-1);
      const before = await store.headPosition();
      const result = await store.append(s, [newEvent('A'), newEvent('B')], -1);
      expect(await store.streamRevision(s)).toBe(1);
      const head = await store.headPosition();
      expect(head).toBeGreaterThan(before);
      expect(head).toBe(result.position);
    });

    it('tells onAppended listeners after an append, until they unsubscribe', async () => {
      const seen: number[] = [];
      const unsubscribe = store.onAppended((position) => seen.push(position));
      const result = await store.append(streamName('notify'), [newEvent('A')], -1);
      await eventually(() => seen.some((p) => p >= result.position));
      expectStrictlyIncreasing(seen);

      unsubscribe();
      unsubscribe(); // harmless twice
      const count = seen.length;
      await store.append(streamName('notify'), [newEvent('B')], -1);
      await new Promise((r) => setTimeout(r, 150));
      expect(seen).toHaveLength(count);
    });

    it('round-trips data and metadata exactly (unicode, nesting, ~100 KB)', async () => {
      const s = streamName('roundtrip');
      const unicode = {
        text: 'Grüße, 東京, مرحبا, 🚀👩🏽‍💻, e\u0301, "quotes" \\ back\nslash\ttab \u0000 nul \u2028 \ud800 lone',
        '键 with spaces & $pecial.chars': true,
      };
      const nested = {
        level1: { level2: { level3: [1, 2.5, -3e-7, 1e21, null, false, '', [], {}, [[{ deep: ['x'] }]]] } },
        emptyObject: {},
        emptyArray: [],
        max: Number.MAX_SAFE_INTEGER,
      };
      const large = { blob: 'x'.repeat(50_000), items: Array.from({ length: 1000 }, (_, i) => ({ i, name: `item-${i}` })) };
      expect(JSON.stringify(large).length).toBeGreaterThan(70_000);
      const input = [
        newEvent('Unicode', unicode, { note: 'ünïcödé ✓', tags: ['a', 'b'] }),
        newEvent('Nested', nested, { nested: { a: [1, { b: null }] } }),
        newEvent('Large', large),
        newEvent('Scalar', 'just a string'),
        newEvent('Null', null),
      ];
      const result = await store.append(s, input, -1);
      const read = await store.readStream(s);
      const head = read[0]!.position - 1;
      const fromAll = (await readAllPages(store, head, 2)).events.filter((x) => x.streamId === s);
      for (const events of [result.events, read, fromAll]) {
        expect(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual(input);
      }
    });

    it('refuses to work after close with EventStoreUnavailableError', async () => {
      const s = streamName('closed');
      await store.append(s, [newEvent('A')], -1);
      await store.close();
      await store.close(); // idempotent
      await expect(store.append(s, [newEvent('B')], 0)).rejects.toBeInstanceOf(EventStoreUnavailableError);
      await expect(store.readStream(s)).rejects.toBeInstanceOf(EventStoreUnavailableError);
      await expect(store.readAll()).rejects.toBeInstanceOf(EventStoreUnavailableError);
      await expect(store.headPosition()).rejects.toBeInstanceOf(EventStoreUnavailableError);
      await expect(store.streamRevision(s)).rejects.toBeInstanceOf(EventStoreUnavailableError);
    });

    it('keeps everything after close and reopen', async (context) => {
      if (!subject.reopen) {
        context.skip();
        return;
      }
      const s = streamName('durable');
      const head = await store.headPosition();
      const first = await store.append(s, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], -1);
      await store.append(streamName('durable-other'), [newEvent('C')], -1);
      const before = (await readAllPages(store, head, 100)).events;
      await store.close();

      const reopened = await subject.reopen();
      expect(await reopened.readStream(s)).toEqual(first.events);
      expect((await readAllPages(reopened, head, 100)).events).toEqual(before);
      expect(await reopened.streamRevision(s)).toBe(1);
      const next = await reopened.append(s, [newEvent('D')], 1);
      expect(next.revision).toBe(2);
      expect(next.position).toBeGreaterThan(before.at(-1)!.position);
    });
  });
}
