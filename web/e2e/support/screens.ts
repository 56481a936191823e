import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

export const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Keeps a full-page screenshot of a screen under web/e2e/screenshots/. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await settle(page); // not a dialog caught mid-fade
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * Lets the page come to rest before a screenshot: two animation frames, then every finite CSS
 * transition or animation runs to its end; infinite ones (spinners, pulsing dots) are left alone.
 */
export const settle = (page: Page) =>
  page.evaluate(async () => {
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().iterations ?? Infinity));
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
  });

/** One screenshot; dialogs as the viewport shows them (a full-page shot would extend past the fixed backdrop). */
export async function capture(page: Page, name: string, fullPage: boolean): Promise<void> {
  await settle(page);
  const size = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(1, size.height - 1); // no hover state or tooltip of the last click
  await settle(page);
  if (fullPage) {
    // From the top: a full-page shot of a scrolled page draws the sticky header and sidebar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await shot(page, name);
    return;
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** `<name>-1440` and `<name>-375` of the screen as it is now; `ready` is waited for at each width. */
export async function shotsAtBothWidths(page: Page, name: string, ready?: (page: Page) => Locator, { dialog = false } = {}): Promise<void> {
  const back = page.viewportSize() ?? DESKTOP;
  if (ready) await ready(page).waitFor();
  await capture(page, `${name}-1440`, !dialog);
  await page.setViewportSize(PHONE);
  await settle(page);
  if (ready) await ready(page).waitFor();
  await capture(page, `${name}-375`, !dialog);
  await page.setViewportSize(back);
  await settle(page);
  if (ready) await ready(page).waitFor();
}

/** Opens a sidebar screen the way a user does (the sidebar is visible at 1440 px). */
export async function openScreen(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByText(label, { exact: true }).first().click();
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}
