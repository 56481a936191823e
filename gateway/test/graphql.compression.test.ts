import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RECENT_ANSWERS, SYNC_COMPRESS_MAX_BYTES, compressedAnswer } from '../src/http/compressReply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startTestGateway } from './support/testGateway';
import type { TestGateway, TestProject } from './support/testGateway';
import { devToken } from './support/restClient';

/**
 * GraphQL answers are compressed by Accept-Encoding once they are worth it (issue 18: the flag
 * list's answer sat on a phone's path to the page's largest paint). Raw node:http, so nothing
 * decompresses for us and the bytes on the wire are what the test reads.
 */
interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('GraphQL answer compression', () => {
  let gw: TestGateway;
  let token: string;
  let project: TestProject;

  const post = (query: string, headers: Record<string, string>): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const url = new URL(`${gw.url}/graphql`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query }));
    });

  const FLAGS = () => `{ project(id: "${project.projectId}") { featureFlags { id name key description type value enabled createdAt updatedAt } } }`;
  const SMALL = () => `{ project(id: "${project.projectId}") { id name } }`;

  beforeAll(async () => {
    gw = await startTestGateway();
    token = await devToken(gw.url, { userId: OWNER.id, name: OWNER.name, email: OWNER.email ?? '' });
    project = await gw.createProject('Storefront');
    for (let i = 0; i < 10; i++) {
      await gw.createFlag(project.projectId, {
        name: `Flag ${i}`,
        key: `flag_${i}`,
        type: 'string',
        value: `value ${i} of the storefront, shown in the list with its key`,
      });
    }
  }, 60_000);
  afterAll(() => gw?.close());

  it('given a client accepting brotli, when it reads a big answer, then it gets brotli bytes that decode to the same JSON', async () => {
    const plain = await post(FLAGS(), {});
    const br = await post(FLAGS(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('given a client accepting only gzip, when it reads a big answer, then it gets gzip', async () => {
    const plain = await post(FLAGS(), {});
    const gz = await post(FLAGS(), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('given a client refusing both (q=0) or a small answer, then the answer goes as it is', async () => {
    const refused = await post(FLAGS(), { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString()).data.project.featureFlags).toHaveLength(10);
    const small = await post(SMALL(), { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.project.name).toBe('Storefront');
  });

  it('given an error answer from the document gate, then it is still a clear JSON error', async () => {
    const bad = await post('{ '.repeat(5), { 'accept-encoding': 'br' });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(bad.body.toString()).errors[0].extensions.code).toBeTruthy();
  });
});

describe('compressedAnswer, inline or in the thread pool', () => {
  const json = (bytes: number) =>
    JSON.stringify({ data: Array.from({ length: Math.ceil(bytes / 60) }, (_, i) => ({ id: i, key: `flag_${i}`, on: i % 2 === 0 })) });

  it.each(['br', 'gzip'] as const)(
    'given an answer up to the inline bound, when compressed for %s, then it comes back at once and decodes to the same text',
    (encoding) => {
      const text = json(SYNC_COMPRESS_MAX_BYTES / 2);
      const out = compressedAnswer(text, encoding);
      expect(Buffer.isBuffer(out)).toBe(true);
      const decoded = encoding === 'br' ? brotliDecompressSync(out as Buffer) : gunzipSync(out as Buffer);
      expect(decoded.toString()).toBe(text);
    },
  );

  it.each(['br', 'gzip'] as const)(
    'given a bigger answer, when compressed for %s, then the thread pool does it and it decodes to the same text',
    async (encoding) => {
      const text = json(SYNC_COMPRESS_MAX_BYTES * 3);
      const pending = compressedAnswer(text, encoding);
      expect(pending).toBeInstanceOf(Promise);
      const out = await pending;
      const decoded = encoding === 'br' ? brotliDecompressSync(out) : gunzipSync(out);
      expect(decoded.toString()).toBe(text);
      expect(out.length).toBeLessThan(text.length / 4);
    },
  );
});

describe('compressedAnswer', () => {
  const answer = (n: number) =>
    JSON.stringify({ data: { activity: Array.from({ length: 40 }, (_, i) => ({ id: `${n}-${i}`, message: `Flag ${i} changed in production` })) } });

  it('given the same answer text again, when compressed, then the bytes made the first time are sent (one compression per distinct text and encoding)', () => {
    const first = compressedAnswer(answer(1), 'br');
    const again = compressedAnswer(answer(1), 'br');
    expect(again).toBe(first);
    const gz = compressedAnswer(answer(1), 'gzip') as Buffer;
    expect(gz).not.toBe(first);
    expect(gunzipSync(gz).toString()).toBe(answer(1));
    expect(compressedAnswer(answer(1), 'gzip')).toBe(gz);
  });

  it("given a different text, then it gets its own bytes, never another answer's", () => {
    const a = compressedAnswer(answer(2), 'br') as Buffer;
    const b = compressedAnswer(answer(3), 'br') as Buffer;
    expect(brotliDecompressSync(a).toString()).toBe(answer(2));
    expect(brotliDecompressSync(b).toString()).toBe(answer(3));
  });

  it('given more distinct answers than it keeps, then the least recently sent is compressed again', () => {
    const kept = compressedAnswer(answer(100), 'br');
    for (let n = 0; n < RECENT_ANSWERS; n++) compressedAnswer(answer(1000 + n), 'br');
    const later = compressedAnswer(answer(100), 'br');
    expect(later).not.toBe(kept);
    expect(brotliDecompressSync(later as Buffer).toString()).toBe(answer(100));
  });

  it('given an answer over the inline bound, then it is not kept: the thread pool compresses it each time', async () => {
    const big = JSON.stringify({ data: 'x'.repeat(SYNC_COMPRESS_MAX_BYTES + 10) });
    const one = compressedAnswer(big, 'gzip');
    expect(one).toBeInstanceOf(Promise);
    expect(gunzipSync(await one).toString()).toBe(big);
  });
});
