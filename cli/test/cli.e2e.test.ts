/**
 * The CLI end to end (issue 19): `node cli/bin/flagstream.mjs` as a child process against a real
 * gateway, signed in with API tokens; tables for people, --json for scripts, non-zero exits on
 * failure, --help everywhere; and `verify` on a real history export, then on copies whose bytes
 * were altered (a hashed field, a readable field, a removed line), each naming the first bad line.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../gateway/test/support/testGateway';
import { startTestGateway } from '../../gateway/test/support/testGateway';
import type { RestClient } from '../../gateway/test/support/restClient';
import { profile, signIn } from '../../gateway/test/support/restClient';

const BIN = fileURLToPath(new URL('../bin/flagstream.mjs', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let dir: string;
let gw: TestGateway;
let owner: RestClient;
let P: any;
let writeToken: string;
let adminToken: string;
let readToken: string;

function cli(args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: dir, FLAGSTREAM_CONFIG: join(dir, 'config.json'), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
const as = (token: string) => ({ FLAGSTREAM_URL: gw.url, FLAGSTREAM_TOKEN: token });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-cli-'));
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '100000', WEBHOOKS_WORKER: '0' } });
  owner = await signIn(gw.url, profile('owner'));
  P = await owner.must('POST', '/projects', { data: { name: 'Storefront', description: 'd', settings: { environments: ['staging', 'production'] } } });
  writeToken = (await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'ci-write', scope: 'write' } })).token;
  adminToken = (await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'ci-admin', scope: 'admin' } })).token;
  readToken = (await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'ci-read', scope: 'read' } })).token;
}, 60_000);
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('signed in with a token', () => {
  it('login saves the server and token (owner-only file); later commands need no flags', async () => {
    const r = await cli(['login', '--url', gw.url, '--token', writeToken]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Signed in to .*: 1 project visible/);
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600);
    const list = await cli(['projects', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout.split('\n')[0]).toMatch(/^SLUG\s+NAME\s+ROLE/);
    expect(list.stdout).toMatch(/storefront\s+Storefront\s+developer/);
    const bad = await cli(['login', '--url', gw.url, '--token', `fst_${'x'.repeat(43)}`]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Invalid authentication token \(UNAUTHENTICATED, HTTP 401\)/);
  });

  it('flags: create, list (table and --json), toggle, get; values set in an environment', async () => {
    const created = await cli(['flags', 'create', '--name', 'Dark Mode', '--type', 'boolean', '--json'], as(writeToken));
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ key: 'dark_mode', type: 'boolean', enabled: true });
    await cli(['flags', 'create', '--name', 'Checkout Limit', '--type', 'number', '--value', '3', '--project', 'storefront'], as(writeToken));
    const table = await cli(['flags', 'list'], as(writeToken));
    expect(table.stdout).toMatch(/^KEY\s+NAME\s+TYPE\s+DEFAULT\s+ENABLED\s+ID/);
    expect(table.stdout).toMatch(/dark_mode\s+Dark Mode\s+boolean\s+false\s+on/);
    expect(table.stdout).toMatch(/checkout_limit\s+Checkout Limit\s+number\s+3\s+on/);
    const off = await cli(['flags', 'toggle', 'dark_mode', '--off'], as(writeToken));
    expect(off.stdout).toBe('dark_mode is off\n');
    expect((await cli(['flags', 'toggle', 'dark_mode', '--off'], as(writeToken))).stdout).toBe('dark_mode is off (unchanged)\n');
    const set = await cli(['values', 'set', 'checkout_limit', '10', '--env', 'production'], as(writeToken));
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toBe('checkout_limit = 10 in production\n');
    const got = JSON.parse((await cli(['flags', 'get', 'checkout_limit', '--json'], as(writeToken))).stdout);
    expect(got.environmentValues.find((v: any) => v.environmentName === 'production')).toMatchObject({ value: 10, hasCustomValue: true });
    expect((await owner.data(`/projects/${P.id}`)).environments.find((e: any) => e.name === 'production').variables.checkout_limit).toEqual({
      value: 10,
      enabled: true,
    });
    const reset = await cli(['values', 'reset', 'checkout_limit', '--env', 'production'], as(writeToken));
    expect(reset.code).toBe(0);
  });

  it("fails with a non-zero exit and the API's reason: a read token cannot write, unknown names, bad usage", async () => {
    const r = await cli(['flags', 'toggle', 'dark_mode'], as(readToken));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Error: You do not have permission to manage feature flags \(FORBIDDEN, HTTP 403\)/);
    const j = await cli(['flags', 'toggle', 'dark_mode', '--json'], as(readToken));
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stderr).error.code).toBe('FORBIDDEN');
    expect((await cli(['flags', 'get', 'nope'], as(readToken))).stderr).toMatch(/No flag "nope" in Storefront/);
    expect((await cli(['values', 'set', 'dark_mode', 'true', '--env', 'moon'], as(writeToken))).code).toBe(1);
    const usage = await cli(['flags', 'toggle'], as(writeToken));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/expected 1 argument, got 0/);
    expect((await cli(['flags', 'list', '--bogus'], as(writeToken))).code).toBe(2);
    expect((await cli(['projects', 'list'], { FLAGSTREAM_URL: 'http://127.0.0.1:9', FLAGSTREAM_TOKEN: writeToken })).code).toBe(2);
  });

  it('--help everywhere', async () => {
    const top = await cli(['--help']);
    expect(top.code).toBe(0);
    for (const name of [
      'login',
      'logout',
      'projects list',
      'flags list',
      'flags get',
      'flags create',
      'flags toggle',
      'values set',
      'values reset',
      'compare',
      'promote',
      'promote revert',
      'export',
      'import',
      'history',
      'history export',
      'verify',
    ]) {
      expect(top.stdout).toContain(`  ${name} `);
      const r = await cli([...name.split(' '), '--help']);
      expect(r.code, name).toBe(0);
      expect(r.stdout, name).toMatch(/^.+\n\nUsage: flagstream /);
    }
    // an unknown command stays unknown with --help: exit 2, the reason, then the list
    const unknown = await cli(['tokens', '--help']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command: tokens\n/);
    expect((await cli(['help'])).code).toBe(0);
  });

  it('history shows the latest changes with the token as actor', async () => {
    const r = await cli(['history', '--limit', '3'], as(writeToken));
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[lines.length - 1]).toMatch(/#\d+\s+ci-write: "checkout_limit" reset to default in "production"$/);
  });

  it('history --follow prints each new change as it happens, until stopped', async () => {
    // a project of its own, so the other tests' counts stay as they are
    const Q = await owner.must('POST', '/projects', { data: { name: 'Followed', description: 'd', settings: { environments: ['production'] } } });
    const { token } = await owner.must('POST', `/projects/${Q.id}/tokens`, { data: { name: 'tail', scope: 'read' } });
    const child = spawn(process.execPath, [BIN, 'history', '--follow', '--limit', '1', '--interval', '200'], {
      env: { PATH: process.env.PATH ?? '', HOME: dir, FLAGSTREAM_CONFIG: join(dir, 'config.json'), ...as(token) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((ok) => child.on('close', (code) => ok(code)));
    try {
      await expect.poll(() => stdout.split('\n').filter(Boolean).length, { timeout: 20_000 }).toBe(1);
      await owner.must('POST', '/feature-flags', { data: { name: 'Followed One', project: Q.id } });
      await owner.must('POST', '/feature-flags', { data: { name: 'Followed Two', project: Q.id } });
      await expect.poll(() => stdout, { timeout: 20_000 }).toMatch(/Feature flag "Followed Two" created/);
      const lines = stdout.trim().split('\n');
      // in order, each once
      expect(lines.filter((l) => l.includes('"Followed One" created'))).toHaveLength(1);
      expect(lines.findIndex((l) => l.includes('"Followed One"'))).toBeLessThan(lines.findIndex((l) => l.includes('"Followed Two"')));
      expect(stderr).toBe('');
    } finally {
      child.kill('SIGINT');
      await exited;
    }
  });
});

describe('compare, promote, export and import', () => {
  it('compare shows what differs; promote previews, then applies with --yes as one change; revert undoes it', async () => {
    expect((await cli(['values', 'set', 'checkout_limit', '7', '--env', 'staging'], as(writeToken))).code).toBe(0);
    const c = await cli(['compare', '--from', 'staging', '--to', 'production'], as(writeToken));
    expect(c.code, c.stderr).toBe(0);
    expect(c.stdout).toMatch(/^\d+ of 2 flags differ between staging and production/);
    expect(c.stdout).toMatch(/checkout_limit\s+7\s+3\s+value,enabled/);
    const dry = await cli(['promote', '--from', 'staging', '--to', 'production', '--flags', 'checkout_limit'], as(writeToken));
    expect(dry.stdout).toMatch(/^Would promote 1 flag from staging to production \(dry run: add --yes to apply\):/);
    expect(dry.stdout).toMatch(/checkout_limit\s+value "\(default\)" -> 7/);
    expect((await owner.data(`/projects/${P.id}`)).environments.find((e: any) => e.name === 'production').variables.checkout_limit).toBeUndefined();
    const real = await cli(['promote', '--from', 'staging', '--to', 'production', '--flags', 'checkout_limit', '--yes', '--json'], as(writeToken));
    const r = JSON.parse(real.stdout);
    expect(r).toMatchObject({ dryRun: false, flags: [{ key: 'checkout_limit' }] });
    expect((await owner.data(`/projects/${P.id}`)).environments.find((e: any) => e.name === 'production').variables.checkout_limit).toEqual({
      value: 7,
      enabled: true,
    });
    const undo = await cli(['promote', 'revert', r.promotion.eventId], as(writeToken));
    expect(undo.stdout).toBe('Reverted 1 flag: checkout_limit\n');
    expect((await owner.data(`/projects/${P.id}`)).environments.find((e: any) => e.name === 'production').variables.checkout_limit).toBeUndefined();
    expect((await cli(['promote', '--from', 'staging', '--to', 'production', '--values-only', '--targeting-only'], as(writeToken))).code).toBe(2);
  });

  it('export to a file, then import into another project: a dry run first, then all of it', async () => {
    const file = join(dir, 'storefront.json');
    const e = await cli(['export', '--out', file], as(writeToken));
    expect(e.code, e.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'flagstream.project', version: 1 });
    const flagd = await cli(['export', '--format', 'flagd', '--env', 'staging'], as(writeToken));
    expect(JSON.parse(flagd.stdout).flags.checkout_limit).toMatchObject({ variants: { environment: 7 } });
    const Q = await owner.must('POST', '/projects', { data: { name: 'Copy', description: 'd', settings: { environments: ['production'] } } });
    const qToken = (await owner.must('POST', `/projects/${Q.id}/tokens`, { data: { name: 'copy-write', scope: 'write' } })).token;
    const dry = await cli(['import', file, '--dry-run'], as(qToken));
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/^Would make \d+ changes in Copy \(dry run\):\n {2}Environment "staging" created\n/);
    expect((await owner.data(`/projects/${Q.id}`)).feature_flags).toEqual([]);
    const real = await cli(['import', file], as(qToken));
    expect(real.stdout).toMatch(/^Imported into Copy: \d+ changes \(history event /);
    expect((await owner.data(`/projects/${Q.id}`)).feature_flags.map((f: any) => f.key).sort()).toEqual(['checkout_limit', 'dark_mode']);
    expect((await cli(['import', file], as(qToken))).stdout).toBe('Nothing to import: Copy already matches the document\n');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'flagstream.project', version: 9 }));
    const refused = await cli(['import', bad], as(qToken));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('Error: This server reads version 1 of the export format; the document is version 9 (INVALID_DOCUMENT, HTTP 400)\n');
  });
});

describe('verify: an NDJSON history export checked offline', () => {
  let file: string;
  let lines: string[];

  beforeAll(async () => {
    file = join(dir, 'history.ndjson');
    const r = await cli(['history', 'export', '--out', file], as(adminToken));
    expect(r.code, r.stderr).toBe(0);
    lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(8);
    expect(JSON.parse(lines[0]!).chain).toMatchObject({ streamId: `project-${P.id}`, revision: 0 });
  });

  const altered = (name: string, edit: (ls: string[]) => string[]) => {
    const path = join(dir, name);
    writeFileSync(path, `${edit([...lines]).join('\n')}\n`);
    return path;
  };

  it('the intact export verifies: every event, every link, the summaries recomputed; exit 0', async () => {
    const r = await cli(['verify', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^OK: ${lines.length} events verified \\(project-${P.id}, revisions 0–${lines.length - 1}\\)`));
    expect(r.stdout).toContain('Summaries, entities, before and after recomputed from the events: they match');
    const server = await owner.data(`/projects/${P.id}/history/verify`);
    const report = JSON.parse((await cli(['verify', file, '--json'])).stdout);
    expect(report).toMatchObject({ ok: true, verified: lines.length, gaps: 0, derivedChecked: true, headHash: server.headHash });
    // from standard input too
    expect((await cli(['verify', '-'], {}, readFileSync(file, 'utf8'))).code).toBe(0);
  });

  it('one altered byte in a hashed field: exit 1, naming that line', async () => {
    const k = lines.findIndex((l) => l.includes('"type":"FeatureFlagToggled"'));
    const path = altered('byte.ndjson', (ls) => {
      // inside the hashed part of the line
      const at = ls[k]!.indexOf('"chain":');
      ls[k] = ls[k]!.slice(0, at) + ls[k]!.slice(at).replace('"enabled":false', '"enabled":true');
      return ls;
    });
    expect(readFileSync(path, 'utf8')).not.toBe(readFileSync(file, 'utf8'));
    const r = await cli(['verify', path]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(`^FAILED: Line ${k + 1}: event \\d+ \\(FeatureFlagToggled, revision ${k}\\) does not match its hash: it was altered after it was written`),
    );
    expect(JSON.parse((await cli(['verify', path, '--json'])).stdout).failure).toMatchObject({ line: k + 1, reason: 'hash_mismatch', revision: k });
  });

  it('a readable field altered (a summary, an actor), a line removed, lines swapped, a cut file: each named', async () => {
    const k = lines.length - 2;
    const summary = altered('summary.ndjson', (ls) => {
      const o = JSON.parse(ls[k]!);
      o.summary = 'nothing happened';
      ls[k] = JSON.stringify(o);
      return ls;
    });
    let r = await cli(['verify', summary]);
    expect(r.code, `${r.stdout}${r.stderr}`).toBe(1);
    expect(r.stderr).toBe(`FAILED: Line ${k + 1}: "summary" does not follow from the events: the line was altered\n`);
    const actor = altered('actor.ndjson', (ls) => {
      const o = JSON.parse(ls[3]!);
      o.actor.name = 'Someone Else';
      ls[3] = JSON.stringify(o);
      return ls;
    });
    r = await cli(['verify', actor]);
    expect(r.stderr).toMatch(/^FAILED: Line 4: "actor.name" reads "Someone Else" but the hashed event says /);
    const removed = altered('removed.ndjson', (ls) => ls.filter((_, i) => i !== 5));
    r = await cli(['verify', removed]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^FAILED: Line 6: event \d+ \(\w+, revision 6\) does not follow the line before it/);
    // as a filtered export it verifies, saying which link it could not prove
    r = await cli(['verify', removed, '--allow-gaps']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Note: 1 events were filtered out of this export');
    r = await cli(['verify', altered('swapped.ndjson', (ls) => [...ls.slice(0, 4), ls[5]!, ls[4]!, ...ls.slice(6)])]);
    expect(r.stderr).toMatch(/^FAILED: Line 5: event \d+ \(\w+, revision 5\) does not follow the line before it/);
    r = await cli(['verify', altered('cut.ndjson', (ls) => [...ls.slice(0, 3), ls[3]!.slice(0, 40)])]);
    expect(r.stderr).toBe('FAILED: Line 4 is not JSON: the export was cut or altered\n');
  });

  it('an export without the chain fields (made by a non-admin) says how to get one', async () => {
    const path = join(dir, 'plain.ndjson');
    expect((await cli(['history', 'export', '-o', path], as(writeToken))).code).toBe(0);
    const r = await cli(['verify', path]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^FAILED: Line 1 carries no hash-chain fields \("chain"\): export the history as NDJSON as a project owner or admin/);
    expect((await cli(['verify', join(dir, 'missing.ndjson')])).code).toBe(1);
  });
});
