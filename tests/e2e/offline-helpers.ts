/** Service-worker steps the offline browser tests share: a controlling worker, a cached program, the program rows. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTime } from '@shared/format/tr';
import { PROGRAM_PATH_PREFIX } from '@shared/protocol/api';

export const SHOW_TIMEOUT = 20_000;

/** Every "HH:MM" (Istanbul) from one moment to another. */
export const minutesBetween = (from: number, to: number): string[] => {
  const out = new Set<string>();
  for (let t = from; t < to; t += 60_000) out.add(formatTime(t));
  out.add(formatTime(to));
  return [...out];
};

/** Odds buttons of the program rows: their accessible names read "<pick>, oran <odd>". */
export const oddsButtons = (page: Page) => page.getByRole('button', { name: /, oran / });

export async function waitForProgram(page: Page): Promise<void> {
  await oddsButtons(page).first().waitFor({ state: 'visible', timeout: SHOW_TIMEOUT });
}

/** The first visit installs the worker; a reload lets it serve the page and its program calls. */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** The worker stores the program after handing it to the page; going offline earlier would find nothing. */
export async function waitForCachedProgram(page: Page): Promise<void> {
  await page.waitForFunction(async (prefix) => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => new URL(r.url).pathname.startsWith(prefix))) return true;
    }
    return false;
  }, PROGRAM_PATH_PREFIX);
}
