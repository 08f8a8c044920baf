/**
 * Spor Toto in a browser: a visitor fills the pool's 15 matches with two doubles and sees 4 columns and their cost
 * (column price × columns × misli, also after changing misli); pressing play asks for a login, and after it the
 * coupon is played and appears under Kuponlarım on the page.
 */
import { describe, expect, it } from 'vitest';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { formatMoney } from '@shared/format/tr';
import { PHONE_VIEWPORT, useE2e } from './harness';

const PRICE = 250;
const e2e = useE2e({ viewport: { width: 1366, height: 900 }, edge: { sportotoColumnPriceKurus: PRICE } });

describe('Spor Toto in a browser', () => {
  it('two doubles make 4 columns; cost follows misli; play after login', async () => {
    const { page } = e2e;
    await page.goto('/spor-toto');
    await page.getByRole('heading', { level: 1, name: T.heading }).waitFor();
    const rows = page.locator('.stoto-match');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(15);
    for (let i = 0; i < 15; i++) {
      const row = rows.nth(i);
      await row.getByRole('button', { name: /ev sahibi kazanır/ }).click();
      if (i === 2 || i === 7) await row.getByRole('button', { name: /beraberlik/ }).click();
    }
    await expect.poll(() => page.getByTestId('stoto-columns').textContent()).toBe('4');
    expect(await page.getByTestId('stoto-cost').textContent()).toBe(formatMoney(4 * PRICE));
    await page.locator('.stoto-summary').getByRole('button', { name: 'Artır' }).click();
    await expect.poll(() => page.getByTestId('stoto-cost').textContent()).toBe(formatMoney(4 * PRICE * 2));
    // A third pick on one double makes 6 columns; taking it back, 4 again.
    await rows.nth(2).getByRole('button', { name: /deplasman kazanır/ }).click();
    await expect.poll(() => page.getByTestId('stoto-columns').textContent()).toBe('6');
    await rows.nth(2).getByRole('button', { name: /deplasman kazanır/ }).click();
    await expect.poll(() => page.getByTestId('stoto-columns').textContent()).toBe('4');
    await page.evaluate(() => window.scrollTo(0, 0));
    await e2e.browser.screenshot('sportoto-desktop-filled');

    await page.getByRole('button', { name: T.play }).click();
    const login = page.getByRole('dialog', { name: 'Üye Girişi' });
    await login.waitFor();
    await login.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill('mehmet');
    await login.getByLabel('Şifre', { exact: true }).fill('Mehmet.1234');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    const done = page.getByRole('dialog').filter({ hasText: T.played });
    await done.waitFor();
    await expect.poll(() => done.textContent()).toContain(formatMoney(4 * PRICE * 2));
    await done.getByRole('button').first().click();

    await page.getByRole('tab', { name: T.tabCoupons }).click();
    await page.locator('.stoto-coupon').first().waitFor();
    expect(await page.locator('.stoto-coupon').first().textContent()).toContain('4 Kolon');
    await e2e.browser.screenshot('sportoto-desktop-coupons');
    // Kuponlarım lists it too, with its own card (coupon type 2).
    await page.goto('/hesabim/kuponlarim');
    await page.locator('.my-coupon').filter({ hasText: T.product }).first().waitFor();
    expect(await page.locator('.my-coupon').filter({ hasText: T.product }).first().textContent()).toContain('4 Kolon');
    await e2e.browser.screenshot('sportoto-kuponlarim');
    await page.goto('/spor-toto');
    await page.getByRole('tab', { name: T.tabResults }).click();
    await page.getByRole('heading', { name: T.prizes }).waitFor();
    await e2e.browser.screenshot('sportoto-desktop-results');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByRole('tab', { name: T.tabProgram }).click();
    await rows.first().waitFor();
    await rows.nth(0).getByRole('button', { name: /beraberlik/ }).click();
    await e2e.browser.screenshot('sportoto-phone-program');
    await page.locator('.stoto-summary').scrollIntoViewIfNeeded();
    await e2e.browser.screenshot('sportoto-phone-summary');
  });
});
