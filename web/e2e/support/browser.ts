import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Is Debian's Chromium here? In CI a missing browser fails the suite (`.ci/run` installs it);
 * elsewhere the suite is skipped with a loud message.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${CHROMIUM}: CI must install it (apt-get install -y chromium)`);
  console.warn(`\n*** Browser tests SKIPPED: Chromium not found at ${CHROMIUM} (apt-get install chromium) ***\n`);
  return false;
}

/**
 * A fresh persistent context (new profile directory) of Debian's Chromium, never a downloaded
 * browser. `clipboardFor`: an origin whose pages may read and write the clipboard (copy buttons).
 */
export async function launchBrowser(
  viewport = { width: 1440, height: 900 },
  opts: { clipboardFor?: string } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'flagstream-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport });
  if (opts.clipboardFor) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: opts.clipboardFor });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
