/**
 * The built page's loader is an inline script (web/build/paintFirst.ts); the page's
 * Content-Security-Policy allows it by its SHA-256 and allows no other inline script.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/web/webApp';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-web-scripts-'));
const loader = "(()=>{document.head.append(Object.assign(document.createElement('script'),{type:'module',src:'/assets/app.js'}))})()";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
let gw: TestGateway;

beforeAll(async () => {
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/other.js"></script></head><body><div id="root"></div>\n  <script>${loader}</script>\n</body></html>`,
  );
  gw = await startTestGateway({ env: { WEB_DIST: dir } });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the web app's inline scripts", () => {
  it('given a built page, when its scripts are read, then only the inline one is hashed', () => {
    expect(inlineScriptHashes(dir)).toEqual([sha(loader)]);
  });

  it('given no build, when its scripts are read, then there are none', () => {
    expect(inlineScriptHashes(join(dir, 'missing'))).toEqual([]);
  });

  it("given the gateway serving the build, when a page is asked for, then its policy allows the loader's hash and no inline script", async () => {
    const r = await fetch(`${gw.url}/flags`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    const scripts = /script-src ([^;]*)/.exec(r.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(scripts).toContain(sha(loader));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
  });

  it('given an API answer, when its headers are read, then its policy is still none at all', async () => {
    const r = await fetch(`${gw.url}/healthz`);
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
