/**
 * Offline never lies, as a member sees it: offline, the odds are marked not current and 'Hemen Oyna' is disabled
 * with the reason (and no play request leaves the page); the program shown after an offline reload comes from the
 * cache with its time, and the coupon survives; a coupon name given offline waits in IndexedDB and reaches the
 * server once the connection is back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ODDS_STALE_TEXTS } from '@shared/constants/offline-texts';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { API } from '@shared/protocol/api';
import { MY_COUPONS_API } from '@shared/protocol/my-coupons-api';
import { ROUTES, sportPath } from '@shared/constants/routes';
import { useE2e } from './harness';
import { SHOW_TIMEOUT, waitForCachedProgram, waitForControllingWorker, waitForProgram } from './offline-helpers';
import { couponRows, pickPlayableEvents, playableEventNames } from './program-rows';

// Tall, as in coupon-play.test.ts: enough rows are mounted to find three events starting well after now.
const e2e = useE2e({ viewport: { width: 1280, height: 2400 } });

const couponRegion = (page: Page) => page.getByRole('region', { name: 'Kuponum' });
const playButton = (page: Page) => couponRegion(page).getByRole('button', { name: 'Hemen Oyna' });
const odds = (page: Page, name: string) => page.getByRole('article', { name, exact: true }).getByRole('button', { name: /, oran / }).first();

/** Logs in from the header and plays a coupon of three events at 50 misli; answers its number. */
async function playACoupon(page: Page): Promise<string> {
  await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
  await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
  await page.getByText('1.000,00 TL').first().waitFor();
  const names = (await playableEventNames(page, 3)).slice(0, 3);
  expect(names).toHaveLength(3);
  for (const name of names) await odds(page, name).click();
  await expect.poll(() => couponRows(couponRegion(page)).count()).toBe(3);
  const misli = couponRegion(page).getByLabel('Misli', { exact: true });
  await misli.fill('50');
  await misli.blur();
  await playButton(page).click();
  const done = page.getByRole('dialog', { name: 'Bilgi' });
  await done.waitFor();
  const couponNo = (await done.textContent())?.match(/\d{8,}/)?.[0];
  expect(couponNo).toBeTruthy();
  await done.getByRole('button', { name: 'Tamam' }).click();
  return couponNo!;
}

describe('offline that never lies', () => {
  /** The coupon played in the first test; the second names it. */
  let couponNo = '';

  it('marks odds stale and refuses play offline, shows the cached program with its time, and keeps the coupon', async () => {
    const { page, context } = e2e.browser;
    const plays: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === API.playCoupon) plays.push(r.method());
    });
    await e2e.browser.open(sportPath('futbol'));
    await waitForControllingWorker(page);
    await page.reload();
    await waitForProgram(page);
    await waitForCachedProgram(page);
    couponNo = await playACoupon(page);
    expect(plays).toHaveLength(1);

    // One more pick (any MBS: the coupon is not played; a rule it breaks does not disable the button).
    expect(await pickPlayableEvents(page, 1, 3)).toHaveLength(1);
    await expect.poll(() => couponRows(couponRegion(page)).count()).toBe(1);
    expect(await playButton(page).isEnabled()).toBe(true);

    await context.setOffline(true);
    await couponRegion(page).getByText(ODDS_STALE_TEXTS.playWaits).waitFor({ timeout: SHOW_TIMEOUT });
    expect(await playButton(page).isDisabled()).toBe(true);
    expect(await playButton(page).getAttribute('aria-describedby')).toBeTruthy();
    await page.getByRole('status').filter({ hasText: ODDS_STALE_TEXTS.oddsStale }).first().waitFor();
    // A click on the disabled button sends nothing (a play is refused offline, never queued).
    await playButton(page).click({ force: true });
    await page.waitForTimeout(300);
    expect(plays).toHaveLength(1);

    // Reloaded offline: the program from the worker's cache, with its time and the mark; the coupon from storage.
    await page.reload();
    await waitForProgram(page);
    const notice = page.getByRole('status').filter({ hasText: /itibarıyla gösteriliyor/ });
    await notice.waitFor({ state: 'visible', timeout: SHOW_TIMEOUT });
    expect(await notice.innerText()).toMatch(/^Çevrimdışısınız\. Bülten \d{2}:\d{2} itibarıyla gösteriliyor\. Oranlar güncel değil\.$/);
    await expect.poll(() => couponRows(couponRegion(page)).count()).toBe(1);
    expect(await playButton(page).isDisabled()).toBe(true);
    expect(plays).toHaveLength(1);

    await context.setOffline(false);
    await page.reload();
    await waitForProgram(page);
    await expect.poll(() => playButton(page).isEnabled(), { timeout: SHOW_TIMEOUT }).toBe(true);
    expect(await couponRegion(page).getByText(ODDS_STALE_TEXTS.playWaits).count()).toBe(0);
  });

  it('keeps a coupon name given offline and sends it once the connection is back', async () => {
    const { page, context } = e2e.browser;
    expect(couponNo).not.toBe('');
    await context.setOffline(false);
    await page.goto(ROUTES.myCoupons);
    const card = page.getByRole('article', { name: couponNo });
    await card.waitFor({ timeout: SHOW_TIMEOUT });

    await context.setOffline(true);
    const names: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === MY_COUPONS_API.saveCouponName) names.push(r.postData() ?? '');
    });
    await card.getByRole('button', { name: 'Kupon Adı Ver' }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Kupon Adı' });
    await nameDialog.getByLabel('Kupon adı').fill('Yolda verilen ad');
    await nameDialog.getByRole('button', { name: 'Kaydet' }).click();
    const info = page.getByRole('dialog', { name: 'Bilgi' });
    await info.getByText(OFFLINE_QUEUE_TEXTS.couponNameQueued).waitFor({ timeout: SHOW_TIMEOUT });
    await info.getByRole('button', { name: 'Tamam' }).click();
    await page.getByRole('article', { name: `Yolda verilen ad (${couponNo})` }).waitFor();
    expect(names).toEqual([]);

    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === MY_COUPONS_API.saveCouponName, { timeout: SHOW_TIMEOUT });
    await context.setOffline(false);
    expect((await sent).status()).toBe(200);
    expect(JSON.parse(names[0]!)).toMatchObject({ cName: 'Yolda verilen ad' });

    // The name is the server's now: a reload reads it back.
    await page.reload();
    await page.getByRole('article', { name: `Yolda verilen ad (${couponNo})` }).waitFor({ timeout: SHOW_TIMEOUT });
  });
});
