/**
 * The public coupon page as people meet it: a member plays a coupon and copies its short link from
 * Hesabım/Kuponlarım (that shares it); a visitor on a fresh phone opens the short link, lands on /kupon/{no} and
 * sees the coupon read-only (number, type, state, masked sharer, rows, figures), then copies it into the coupon
 * panel with 'Bu kuponu oyna'. An unshared coupon's number shows 'Kupon bulunamadı.'. The panel's 'Kaydet ve
 * Paylaş' link of an unplayed coupon loads it into another visitor's panel. Screenshots of the page (phone
 * 390x844 and desktop 1280x900, full page) are written under tests/e2e/artifacts/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, DESKTOP_VIEWPORT, PHONE_VIEWPORT, launchBrowser, useE2e, type BrowserSession } from './harness';
import { pickPlayableEvents } from './program-rows';

// Tall, so the virtual list mounts enough rows to find pre-match events well after now, whatever the hour.
const e2e = useE2e({ viewport: { width: 1280, height: 2400 } });

const shot = async (page: Page, name: string): Promise<string> => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
};

/** The coupon: the 'Kuponum' column on a desktop, the 'Kuponum' sheet on a phone (open). */
const couponOf = (page: Page) => page.getByRole('region', { name: 'Kuponum' }).or(page.getByRole('dialog', { name: 'Kuponum' }));
const couponRows = (page: Page) => couponOf(page).getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem');

/** Picks the first odds of `count` playable events on the football page; the panel shows them. */
const pickEvents = async (page: Page, count: number): Promise<string[]> => {
  const names = await pickPlayableEvents(page, count);
  expect(names).toHaveLength(count);
  await expect.poll(() => couponRows(page).count()).toBe(count);
  return names;
};

/** The link the clipboard holds after 'Link kopyalandı'. */
const copiedLink = async (page: Page): Promise<string> => {
  const dialog = page.getByRole('dialog', { name: 'Bilgi' });
  await dialog.getByText('Link kopyalandı').waitFor();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  return page.evaluate(() => navigator.clipboard.readText());
};

let couponNo = '';
let shortLink = '';
let eventNames: string[] = [];

describe('the public coupon page', () => {
  it('a member plays a coupon and copies its short link from Hesabım/Kuponlarım', async () => {
    const { page, browser, site } = e2e;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.goto('/iddaa/futbol');
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.getByText('1.000,00 TL').first().waitFor();
    eventNames = await pickEvents(page, 3);
    const misli = page.getByRole('region', { name: 'Kuponum' }).getByLabel('Misli', { exact: true });
    await misli.fill('50');
    await misli.blur();
    await page.getByRole('region', { name: 'Kuponum' }).getByRole('button', { name: 'Hemen Oyna' }).click();
    const done = page.getByRole('dialog', { name: 'Bilgi' });
    await done.waitFor();
    couponNo = (await done.textContent())?.match(/\d{8,}/)?.[0] ?? '';
    expect(couponNo).not.toBe('');
    await done.getByRole('button', { name: 'Tamam' }).click();

    await page.getByRole('link', { name: 'Hesabım/Kuponlarım' }).click();
    const card = page.getByRole('article', { name: couponNo });
    await card.getByRole('button', { name: 'Linki Kopyala' }).click();
    shortLink = await copiedLink(page);
    expect(shortLink).toMatch(new RegExp(`^${site.edge.config.publicOrigin}/k/[A-Za-z0-9]{8}$`));
  });

  it('a visitor on a phone opens the short link and sees the coupon read-only, then plays it into the panel', async () => {
    const { site } = e2e;
    expect(shortLink).not.toBe('');
    const visitor: BrowserSession = await launchBrowser(site.url, { viewport: PHONE_VIEWPORT });
    try {
      const { page } = visitor;
      await page.goto(new URL(shortLink).pathname);
      await page.waitForURL(`**/kupon/${couponNo}`);
      const heading = page.getByRole('heading', { level: 1, name: `Kupon ${couponNo}` });
      await heading.waitFor();
      const section = page.locator('section.public-coupon');
      const figure = (term: string) => section.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
      // The number is in the heading, once: not again as a figure.
      expect(await section.locator('dt', { hasText: /^Kupon No$/ }).count()).toBe(0);
      expect(await figure('Kupon Tipi')).toBe('Kombine');
      expect(await figure('Kupon Tutarı')).toBe('50,00 TL');
      expect(await figure('Maks. Kazanç')).toMatch(/TL$/);
      await section.getByText('Devam ediyor').waitFor();
      await section.getByText('de***').waitFor();
      expect(await section.textContent()).not.toContain('demo');
      const rows = section.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem');
      expect(await rows.count()).toBe(3);
      for (const name of eventNames) await rows.getByText(name).waitFor();
      // Pre-match picks: 'Başlamadı', with no running mark (only started picks are followed live).
      expect(await section.getByText('Başlamadı').count()).toBe(3);
      expect(await section.getByRole('img', { name: 'Şu an tutuyor' }).count()).toBe(0);
      const phoneShot = await shot(page, 'public-coupon-phone-390x844');
      expect(phoneShot).toMatch(/\.png$/);

      await section.getByRole('button', { name: 'Bu kuponu oyna' }).click();
      await section.getByText('3 tahmin kuponunuza eklendi.').waitFor();
      // On a phone the coupon sheet opens with the copied rows.
      await expect.poll(() => couponRows(page).count()).toBe(3);
      await couponOf(page).getByRole('button', { name: 'Hemen Oyna' }).waitFor({ state: 'visible' });
      await shot(page, 'public-coupon-phone-after-play');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('looks right on a desktop; an unknown or unshared number shows Kupon bulunamadı.', async () => {
    const { site } = e2e;
    const visitor = await launchBrowser(site.url, { viewport: DESKTOP_VIEWPORT });
    try {
      const { page } = visitor;
      await page.goto(`/kupon/${couponNo}`);
      await page.getByRole('heading', { level: 1, name: `Kupon ${couponNo}` }).waitFor();
      await shot(page, 'public-coupon-desktop-1280x900');
      await page.goto('/kupon/12345678901234');
      await page.getByRole('heading', { level: 1, name: 'Kupon bulunamadı.' }).waitFor();
      await shot(page, 'public-coupon-not-found-desktop');
    } finally {
      await visitor.close();
    }
  });

  it("the panel's 'Kaydet ve Paylaş' link of an unplayed coupon loads it into a visitor's panel", async () => {
    const { page, site } = e2e;
    await page.goto('/iddaa/futbol');
    await page.getByText('950,00 TL').first().waitFor();
    const names = await pickEvents(page, 2);
    const panel = page.getByRole('region', { name: 'Kuponum' });
    await panel.getByRole('button', { name: 'Kaydet ve Paylaş' }).click();
    // The share choices open beside the column, in a sheet.
    await page.getByRole('dialog', { name: 'Kuponu Paylaş' }).getByRole('group', { name: 'Paylaşım seçenekleri' }).getByRole('button', { name: 'Linki Kopyala' }).click();
    const link = await copiedLink(page);
    expect(link).toMatch(new RegExp(`^${site.edge.config.publicOrigin}/kayitli-kupon/[A-Za-z0-9]{8}$`));

    const visitor = await launchBrowser(site.url, { viewport: DESKTOP_VIEWPORT });
    try {
      await visitor.page.goto(new URL(link).pathname);
      // The app starts, reads the saved coupon, then each of its events afresh: seconds, not expect.poll's 1 s default.
      await expect.poll(() => couponRows(visitor.page).count(), { timeout: 15_000 }).toBe(2);
      for (const name of names) await couponRows(visitor.page).getByText(name).waitFor();
    } finally {
      await visitor.close();
    }
  });
});
