/**
 * The hot paths' answers are written together in the check phase after the I/O phase that read
 * their requests (http/writeBatch.ts): in order, each with a request id of its own where asked,
 * none lost when another fails, and an answer queued while writing waits for the next flush.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { BatchedAnswer } from '../src/http/writeBatch';
import { batchedPending, sendBatched } from '../src/http/writeBatch';

interface Written {
  status: number;
  fields: Array<string | number>;
  body: string | Buffer | undefined;
  encoding: string | undefined;
}

/** A response that records what it was given (the fields copied, as writeHead reads them at once). */
function fakeResponse(log: Written[], o: { failOnEnd?: boolean } = {}) {
  let head: { status: number; fields: Array<string | number> } | undefined;
  const res = {
    destroyed: false,
    writeHead(status: number, fields: Array<string | number>) {
      head = { status, fields: [...fields] };
      return res;
    },
    end(body?: string | Buffer, encoding?: string) {
      if (o.failOnEnd) throw new Error('write after end');
      log.push({ status: head!.status, fields: head!.fields, body, encoding });
      return res;
    },
    destroy() {
      res.destroyed = true;
      return res;
    },
  };
  return res;
}

/** An answer with nothing to report afterwards, unless said otherwise. */
const answer = <C = null>(res: ReturnType<typeof fakeResponse>, o: Partial<BatchedAnswer<C>> = {}): BatchedAnswer<C> => ({
  res: res as unknown as ServerResponse,
  status: 200,
  fields: [],
  idAt: -1,
  body: undefined,
  t0: 0,
  after: undefined,
  context: null as C,
  ...o,
});

const checkPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('answers written together (writeBatch)', () => {
  it('given answers queued in one turn, when the check phase comes, then each is written in order and then reported', async () => {
    const log: Written[] = [];
    const after: Array<[string, number]> = [];
    const report = (name: string, status: number) => after.push([name, status]);
    sendBatched(answer(fakeResponse(log), { fields: ['etag', '"a"'], body: 'é', after: report, context: 'first' }));
    sendBatched(answer(fakeResponse(log), { status: 304, fields: ['etag', '"b"'], after: report, context: 'second' }));
    sendBatched(answer(fakeResponse(log), { body: Buffer.from('{}') }));
    // nothing is written before the loop has read everything that was ready
    expect(log).toEqual([]);
    expect(batchedPending()).toBe(3);
    await checkPhase();
    expect(log.map((w) => [w.status, w.fields, w.body, w.encoding])).toEqual([
      [200, ['etag', '"a"'], 'é', 'latin1'],
      [304, ['etag', '"b"'], undefined, undefined],
      [200, [], Buffer.from('{}'), undefined],
    ]);
    expect(after).toEqual([
      ['first', 200],
      ['second', 304],
    ]);
    expect(batchedPending()).toBe(0);
  });

  it('given answers that share one kept head, when written, then each carries a request id of its own', async () => {
    const log: Written[] = [];
    const shared: Array<string | number> = ['x-content-type-options', 'nosniff', 'x-request-id', '', 'content-length', 2];
    for (let i = 0; i < 5; i++) sendBatched(answer(fakeResponse(log), { fields: shared, idAt: 3, body: '{}' }));
    await checkPhase();
    const ids = log.map((w) => w.fields[3]);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('given an answer whose write fails, when flushed, then its socket is destroyed and the others are still written', async () => {
    const log: Written[] = [];
    const broken = fakeResponse(log, { failOnEnd: true });
    const statuses: number[] = [];
    sendBatched(answer(broken, { body: 'x', after: (_: null, s: number) => statuses.push(s) }));
    sendBatched(answer(fakeResponse(log), { body: 'y' }));
    await checkPhase();
    expect(broken.destroyed).toBe(true);
    expect(log.map((w) => w.body)).toEqual(['y']);
    expect(statuses).toEqual([200]);
  });

  it('given an answer queued while the batch is being written, when that flush ends, then it waits for the next one', async () => {
    const log: Written[] = [];
    const late = () => sendBatched(answer(fakeResponse(log), { status: 204 }));
    sendBatched(answer(fakeResponse(log), { body: 'a', after: late }));
    await checkPhase();
    expect(log.map((w) => w.status)).toEqual([200]);
    expect(batchedPending()).toBe(1);
    await checkPhase();
    expect(log.map((w) => w.status)).toEqual([200, 204]);
  });
});
