import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../src';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** loadSettings' error, or a failure when it does not throw. */
function errorOf(env: Record<string, string | undefined>): SettingsError {
  try {
    loadSettings(env);
  } catch (e) {
    expect(e).toBeInstanceOf(SettingsError);
    return e as SettingsError;
  }
  throw new Error(`loadSettings accepted ${JSON.stringify(env)}`);
}

describe('settings from environment variables', () => {
  it('has working defaults for `npm start`', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      PORT: 4000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      REDIS_PREFIX: 'fs:',
      PROJECTIONS_MODE: 'inprocess',
      READ_YOUR_WRITES_TIMEOUT_MS: 5000,
      SSE_HEARTBEAT_MS: 15_000,
    });
    expect(s.REDIS_URL).toBeUndefined();
    expect(s.eventStore).toMatchObject({ kind: 'sqlite', target: './data/flagstream.db' });
  });

  it('reads and coerces the values it is given; blank values count as unset', () => {
    const s = loadSettings({
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'prod:',
      PROJECTIONS_MODE: 'external',
      SSE_HEARTBEAT_MS: '1000',
      READ_YOUR_WRITES_TIMEOUT_MS: '250',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
    });
    expect(s).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'prod:',
      PROJECTIONS_MODE: 'external',
      SSE_HEARTBEAT_MS: 1000,
      READ_YOUR_WRITES_TIMEOUT_MS: 250,
    });
    expect(s.eventStore).toMatchObject({ kind: 'esdb', target: 'esdb://eventstore:2113?tls=false' });
    const blank = loadSettings({ PORT: '  ', REDIS_URL: '' });
    expect(blank.PORT).toBe(4000);
    expect(blank.REDIS_URL).toBeUndefined();
    expect(loadSettings({ PORT: '0' }).PORT).toBe(0);
    expect(loadSettings({ EVENTSTORE_SQLITE_FILE: join(dir, 'x.db') }).eventStore).toMatchObject({ kind: 'sqlite', target: join(dir, 'x.db') });
  });

  it('names a bad PORT and shows the value given', () => {
    for (const port of ['abc', '70000', '-1', '80.5']) {
      const e = errorOf({ PORT: port });
      expect(e.message).toMatch(/^Invalid configuration:/);
      expect(e.message).toContain('PORT');
      expect(e.message).toContain(`(got "${port}")`);
    }
  });

  it('keeps the h2c listener off unless H2C_PORT is set, and names a bad one', () => {
    const s = loadSettings({});
    expect(s.H2C_PORT).toBeUndefined();
    expect(s).toMatchObject({ H2C_MAX_SESSIONS: 1000, H2C_MAX_STREAMS_PER_SESSION: 1000 });
    expect(loadSettings({ H2C_PORT: '4001' }).H2C_PORT).toBe(4001);
    for (const port of ['h2', '70000', '-1']) {
      const e = errorOf({ H2C_PORT: port });
      expect(e.message).toContain('H2C_PORT');
      expect(e.message).toContain(`(got "${port}")`);
    }
    expect(errorOf({ PORT: '4000', H2C_PORT: '4000' }).message).toContain('H2C_PORT: must differ from PORT');
    expect(errorOf({ H2C_MAX_STREAMS_PER_SESSION: '0' }).message).toContain('H2C_MAX_STREAMS_PER_SESSION');
    expect(errorOf({ H2C_MAX_SESSIONS: 'many' }).message).toContain('H2C_MAX_SESSIONS');
  });

  it('names a bad REDIS_URL with an example of a good one', () => {
    const e = errorOf({ REDIS_URL: 'localhost:6379' });
    expect(e.message).toContain('REDIS_URL: must look like redis://host:6379 (got "localhost:6379")');
    expect(errorOf({ REDIS_URL: 'http://cache:6379' }).message).toContain('REDIS_URL');
  });

  it('refuses PROJECTIONS_MODE=external without REDIS_URL, and an unknown mode', () => {
    const e = errorOf({ PROJECTIONS_MODE: 'external' });
    expect(e.message).toContain('PROJECTIONS_MODE');
    expect(e.message).toContain('REDIS_URL');
    const unknown = errorOf({ PROJECTIONS_MODE: 'sidecar' });
    expect(unknown.message).toContain('PROJECTIONS_MODE');
    expect(unknown.message).toContain('(got "sidecar")');
  });

  it('names a bad EVENTSTORE_URL and a bad sqlite file', () => {
    const e = errorOf({ EVENTSTORE_URL: 'http://eventstore:2113' });
    expect(e.message).toMatch(/^Invalid configuration:/);
    expect(e.message).toContain('EVENTSTORE_URL must be a KurrentDB connection string');
    expect(e.message).toContain('"http://eventstore:2113"');
    expect(errorOf({ EVENTSTORE_SQLITE_FILE: dir }).message).toContain('EVENTSTORE_SQLITE_FILE');
    expect(errorOf({ EVENTSTORE_TIMEOUT_MS: 'soon' }).message).toContain('EVENTSTORE_TIMEOUT_MS');
  });

  it('names every bad setting at once, and the other bounded ones', () => {
    const e = errorOf({ PORT: 'x', LOG_LEVEL: 'loud', SSE_HEARTBEAT_MS: '10', REDIS_PREFIX: 'has space' });
    for (const name of ['PORT', 'LOG_LEVEL', 'SSE_HEARTBEAT_MS', 'REDIS_PREFIX']) expect(e.message).toContain(`  ${name}: `);
    expect(e.message.split('\n')).toHaveLength(5);
    expect(errorOf({ READ_YOUR_WRITES_TIMEOUT_MS: '-5' }).message).toContain('READ_YOUR_WRITES_TIMEOUT_MS');
  });
});

describe('.env.example', () => {
  it('lists every setting the processes read, with no stray names', async () => {
    const { readFileSync } = await import('node:fs');
    const { SETTING_NAMES } = await import('../src/config/env');
    const { EVENTSTORE_SETTING_NAMES } = await import('@flagstream/eventstore');
    const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    const read = [...SETTING_NAMES, ...EVENTSTORE_SETTING_NAMES];
    expect(read.filter((n) => !listed.has(n))).toEqual([]);
    expect([...listed].filter((n) => !read.includes(n))).toEqual([]);
  });
});
