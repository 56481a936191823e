import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOnPath, startPrivateRedis } from '@flagstream/projections/testing';

async function pong(url: string): Promise<boolean> {
  const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false, connectTimeout: 500 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return (await c.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    c.disconnect();
  }
}

describe('startPrivateRedis', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('uses REDIS_URL when set, and never stops that server', async () => {
    vi.stubEnv('REDIS_URL', 'redis://example.invalid:6390');
    const r = await startPrivateRedis();
    expect(r?.url).toBe('redis://example.invalid:6390');
    await r?.stop();
  });

  it('without redis-server, fails in CI so that the suite cannot pass silently', async () => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('PATH', '/nonexistent-dir');
    vi.stubEnv('CI', 'true');
    await expect(startPrivateRedis()).rejects.toThrow(/CI must install redis-server/);
  });

  it('without redis-server outside CI, warns loudly and returns null (the caller skips)', async () => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('PATH', '/nonexistent-dir');
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startPrivateRedis()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/SKIPPING.*redis-server is not on PATH/));
  });

  it.runIf(!process.env.REDIS_URL && findOnPath('redis-server') !== null)(
    'starts a private redis-server on a free port that answers PING, and stop() ends it',
    async () => {
      const r = await startPrivateRedis();
      expect(r).not.toBeNull();
      expect(r!.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
      expect(r!.url).not.toBe('redis://127.0.0.1:6379');
      expect(await pong(r!.url)).toBe(true);
      const info = new Redis(r!.url);
      const [save, appendonly] = await Promise.all([info.config('GET', 'save'), info.config('GET', 'appendonly')]);
      info.disconnect();
      expect(save).toEqual(['save', '']);
      expect(appendonly).toEqual(['appendonly', 'no']);
      await r!.stop();
      expect(await pong(r!.url)).toBe(false);
    },
  );
});
