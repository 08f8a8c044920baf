/**
 * The installed app keeps working offline: the service worker serves the shell and the last bet program, and the
 * page says from when that program is. Also: the Turkish web app manifest is linked and served, and a new version
 * waits for the user's consent before it takes over.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sportPath } from '@shared/constants/routes';
import { STATIC_DIR, useE2e } from './harness';
import {
  SHOW_TIMEOUT,
  minutesBetween,
  oddsButtons,
  waitForCachedProgram,
  waitForControllingWorker,
  waitForProgram,
} from './offline-helpers';

const FOOTBALL = sportPath('futbol');
const NOTICE = /itibarıyla gösteriliyor/;

const e2e = useE2e();

describe('PWA', () => {
  it('links the Turkish web app manifest with installable icons', async () => {
    const { page } = e2e;
    await e2e.browser.open(FOOTBALL);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    type Image = { src: string; sizes: string; purpose?: string; form_factor?: string };
    const manifest = (await res.json()) as {
      name: string;
      lang: string;
      start_url: string;
      icons: Image[];
      screenshots: Image[];
      shortcuts: { name: string; url: string; icons: Image[] }[];
    };
    expect(manifest).toMatchObject({ name: 'iddaa Kupondaş', lang: 'tr', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(manifest.shortcuts.map((x) => x.name)).toEqual(['Canlı Bahis', 'Kuponlarım']);
    expect(manifest.screenshots.map((x) => x.form_factor)).toEqual(['narrow', 'wide']);
    const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((x) => x.icons)];
    for (const icon of images) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      const body = await png.body();
      // PNG signature, then the IHDR width, which must be what the manifest promises.
      expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect((await page.request.get(manifest.start_url)).status()).toBe(200);
    for (const shortcut of manifest.shortcuts) expect((await page.request.get(shortcut.url)).status(), shortcut.url).toBe(200);
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
    // The odds of a cached program are never shown as current.
    expect(text).toMatch(/^Çevrimdışısınız\. Bülten \d{2}:\d{2} itibarıyla gösteriliyor\. Oranlar güncel değil\.$/);
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

  it('asks before a new version takes over, and reloads into it on "Şimdi yenile" with the coupon kept', async () => {
    const { page } = e2e;
    await e2e.browser.open(FOOTBALL);
    await waitForControllingWorker(page);
    await waitForProgram(page);
    expect(await updatePrompt(page).count()).toBe(0);
    const pressed = () => page.getByRole('button', { name: /, oran /, pressed: true });
    // The pick's event, market and outcome (its odds may move in the feed meanwhile).
    const pickOf = async (l: ReturnType<typeof oddsButtons>) => (await l.first().getAttribute('aria-label'))?.replace(/^\d+,\d+, /, '').replace(/, oran .*$/, '');
    const picked = await pickOf(oddsButtons(page));
    expect(picked).toBeTruthy();
    await oddsButtons(page).first().click();
    await expect.poll(() => pressed().count()).toBe(1);

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
      // The coupon came through the update.
      await expect.poll(() => pressed().count()).toBe(1);
      expect(await pickOf(pressed())).toBe(picked);
    } finally {
      await writeFile(swFile, original);
    }
  });
});
