import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Keeps a full-page screenshot of a screen under web/e2e/screenshots/. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}
