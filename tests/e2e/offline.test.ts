/**
 * The installed app keeps working offline: the service worker serves the shell and the last bet program, and the
 * page says from when that program is. Also: the Turkish web app manifest is linked and served, and a new version
 * waits for the user's consent before it takes over.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTime } from '@shared/format/tr';
import { PROGRAM_PATH_PREFIX } from '@shared/protocol/api';
import { sportPath } from '@shared/constants/routes';
import { STATIC_DIR, useE2e } from './harness';

const FOOTBALL = sportPath('futbol');
const NOTICE = /itibarıyla gösteriliyor/;
const SHOW_TIMEOUT = 20_000;

const e2e = useE2e();

/** Every "HH:MM" (Istanbul) from one moment to another. */
const minutesBetween = (from: number, to: number): string[] => {
  const out = new Set<string>();
  for (let t = from; t < to; t += 60_000) out.add(formatTime(t));
  out.add(formatTime(to));
  return [...out];
};

/** Odds buttons of the program rows: their accessible names read "<pick>, oran <odd>". */
const oddsButtons = (page: Page) => page.getByRole('button', { name: /, oran / });

async function waitForProgram(page: Page): Promise<void> {
  await oddsButtons(page).first().waitFor({ state: 'visible', timeout: SHOW_TIMEOUT });
}

/** The first visit installs the worker; a reload lets it serve the page and its program calls. */
async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** The worker stores the program after handing it to the page; going offline earlier would find nothing. */
async function waitForCachedProgram(page: Page): Promise<void> {
  await page.waitForFunction(async (prefix) => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => new URL(r.url).pathname.startsWith(prefix))) return true;
    }
    return false;
  }, PROGRAM_PATH_PREFIX);
}

describe('PWA', () => {
  it('links the Turkish web app manifest with installable icons', async () => {
    const { page } = e2e;
    await e2e.browser.open(FOOTBALL);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as { name: string; lang: string; start_url: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'iddaa Kupondaş', lang: 'tr', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      const body = await png.body();
      // PNG signature, then the IHDR width, which must be what the manifest promises.
      expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect((await page.request.get(manifest.start_url)).status()).toBe(200);
  });

  it('shows the cached program offline with the time it is from, and drops the notice back online', async () => {
    const { page, context } = e2e.browser;
    const loadedFrom = Date.now();
    await e2e.browser.open(FOOTBALL);
    await waitForControllingWorker(page);
    await page.reload();
    await waitForProgram(page);
    await waitForCachedProgram(page);
    const loadedUntil = Date.now();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await waitForProgram(page);
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor({ state: 'visible', timeout: SHOW_TIMEOUT });
    const text = await notice.innerText();
    expect(text).toMatch(/^Çevrimdışısınız\. Bülten \d{2}:\d{2} itibarıyla gösteriliyor\.$/);
    // The time is when the worker stored the program, not when the page was reloaded offline.
    expect(minutesBetween(loadedFrom, loadedUntil)).toContain(text.match(/\d{2}:\d{2}/)![0]);
    expect(await oddsButtons(page).count()).toBeGreaterThan(0);

    await context.setOffline(false);
    await page.reload();
    await waitForProgram(page);
    await page.getByText(NOTICE).waitFor({ state: 'detached', timeout: SHOW_TIMEOUT });
    expect(await page.getByText('Çevrimdışısınız', { exact: false }).count()).toBe(0);
  });
});

describe('Yeni sürüm', () => {
  const swFile = join(STATIC_DIR, 'sw.js');
  const updatePrompt = (page: Page) => page.getByRole('region', { name: 'Uygulama güncellemesi' });
  const waitingWorker = (page: Page) =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(reg?.waiting), controlled: navigator.serviceWorker.controller !== null };
    });

  it('asks before a new version takes over, and reloads into it on "Şimdi yenile"', async () => {
    const { page } = e2e;
    await e2e.browser.open(FOOTBALL);
    await waitForControllingWorker(page);
    await waitForProgram(page);
    expect(await updatePrompt(page).count()).toBe(0);

    // A byte-different worker script is a new version to the browser.
    const original = await readFile(swFile);
    try {
      await appendFile(swFile, `\n// e2e yeni sürüm ${Date.now()}\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await updatePrompt(page).getByText('Yeni bir sürüm hazır.').waitFor({ state: 'visible', timeout: SHOW_TIMEOUT });
      expect(await waitingWorker(page)).toEqual({ waiting: true, controlled: true });

      // "Daha sonra" only hides the bar; a reload does not let the new version in, and asks again.
      await updatePrompt(page).getByRole('button', { name: 'Daha sonra' }).click();
      await updatePrompt(page).waitFor({ state: 'detached' });
      await page.reload();
      await updatePrompt(page).waitFor({ state: 'visible', timeout: SHOW_TIMEOUT });
      expect((await waitingWorker(page)).waiting).toBe(true);

      const reloaded = page.waitForEvent('load', { timeout: SHOW_TIMEOUT });
      await updatePrompt(page).getByRole('button', { name: 'Şimdi yenile' }).click();
      await reloaded;
      await waitForProgram(page);
      expect(await waitingWorker(page)).toEqual({ waiting: false, controlled: true });
      expect(await updatePrompt(page).count()).toBe(0);
    } finally {
      await writeFile(swFile, original);
    }
  });
});
