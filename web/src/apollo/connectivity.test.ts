import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectivityStore, trackingFetch } from './connectivity';
import { ApiRequestError, apiRequestFailed, describeError, isUnreachable } from './errors';

describe('connectivity (issue 17: an unreachable API is said, never guessed from empty data)', () => {
  let url = '';
  let closedUrl = '';
  const server = createServer((req, res) => {
    res.statusCode = req.url === '/down' ? 503 : 200;
    res.end('{}');
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spare = createServer();
    await new Promise<void>((r) => spare.listen(0, '127.0.0.1', () => r()));
    closedUrl = `http://127.0.0.1:${(spare.address() as AddressInfo).port}`;
    await new Promise((r) => spare.close(r));
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('is online after any answer, unreachable after a gateway error or no answer at all, and says so once per change', async () => {
    const store = new ConnectivityStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get()));
    const f = trackingFetch(store);
    await f(`${url}/ok`);
    expect(store.get()).toBe('online');
    await f(`${url}/down`);
    expect(store.get()).toBe('unreachable');
    await f(`${url}/ok`);
    expect(store.get()).toBe('online');
    await expect(f(`${closedUrl}/`)).rejects.toThrow();
    expect(store.get()).toBe('unreachable');
    await expect(f(`${closedUrl}/`)).rejects.toThrow();
    expect(seen).toEqual(['unreachable', 'online', 'unreachable']);
  });

  it('words a failed request with the spec text or the connection problem', async () => {
    expect(apiRequestFailed(502, 'Bad Gateway')).toBe('API request failed: 502 Bad Gateway');
    expect(new ApiRequestError(500, 'Internal Server Error').message).toBe('API request failed: 500 Internal Server Error');
    const refused = await fetch(`${closedUrl}/`).catch((e: unknown) => e);
    expect(isUnreachable(refused)).toBe(true);
    expect(describeError(refused)).toMatch(/^Cannot reach Flagstream/);
  });
});
