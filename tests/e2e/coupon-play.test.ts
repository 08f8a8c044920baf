/**
 * The foundation's promise, as a person does it: a visitor opens the football program, builds a coupon of three
 * events, changes one pick, logs in from the header, sets the misli to reach 50 TL, plays, sees the success dialog
 * with the coupon number and the lower balance.
 */
import { describe, expect, it } from 'vitest';
import { useE2e } from './harness';
import { couponRows, playableEventNames } from './program-rows';

// A tall desktop window mounts enough rows of the virtual list to find three events starting well after now, even
// late in the evening when today's remaining matches are few or live.
const TALL = { width: 1280, height: 2400 };
const e2e = useE2e({ viewport: TALL });

describe('bet program to played coupon', () => {
  it('builds, replaces a pick, logs in from the header, plays and lowers the balance', async () => {
    const { page } = e2e;
    await page.goto('/iddaa/futbol');
    await page.getByRole('button', { name: /, oran / }).first().waitFor();
    const names = (await playableEventNames(page, 3)).slice(0, 3);
    expect(names).toHaveLength(3);

    const row = (name: string) => page.getByRole('article', { name, exact: true });
    const odds = (name: string, i: number) => row(name).getByRole('button', { name: /, oran / }).nth(i);
    for (const name of names) await odds(name, 0).click();

    const coupon = page.getByRole('region', { name: 'Kuponum' });
    await expect.poll(() => couponRows(coupon).count()).toBe(3);

    // Another outcome of the same event replaces the earlier pick.
    await odds(names[1]!, 1).click();
    await expect.poll(() => couponRows(coupon).count()).toBe(3);
    expect(await odds(names[1]!, 0).getAttribute('aria-pressed')).toBe('false');
    expect(await odds(names[1]!, 1).getAttribute('aria-pressed')).toBe('true');

    // Log in from the header.
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.getByText('1.000,00 TL').first().waitFor();

    // Below 50 TL the rule shows before play; 50 misli reaches it.
    const misli = coupon.getByLabel('Misli', { exact: true });
    await misli.fill('20');
    await misli.blur();
    await coupon.getByText(/Kupon tutarı en az 50,00 TL olmalıdır/).waitFor();
    await misli.fill('50');
    await misli.blur();
    await expect.poll(() => coupon.getByText(/Kupon tutarı en az/).count()).toBe(0);
    await coupon.getByText('50,00 TL').first().waitFor();

    // In a 1366×900 window the column fits below wherever it stands (under the header at the top of the page, under
    // the sport menu once scrolled): 'Hemen Oyna' is in view without scrolling the page to it.
    await page.setViewportSize({ width: 1366, height: 900 });
    const play = coupon.getByRole('button', { name: 'Hemen Oyna' });
    const playBottom = async () => {
      const box = await play.boundingBox();
      return box ? box.y + box.height : Infinity;
    };
    for (const top of [0, 600]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(playBottom).toBeLessThanOrEqual(900);
    }
    await page.setViewportSize(TALL);

    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Bilgi' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/\d{8,}/);
    await page.getByText('950,00 TL').first().waitFor();
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect.poll(() => couponRows(coupon).count()).toBe(0);
  });

  it('a visitor pressing play gets the login dialog, and after logging in the play goes on', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.getByRole('button', { name: 'Giriş Yap' }).first().waitFor();
    await page.goto('/iddaa/futbol');
    await page.getByRole('button', { name: /, oran / }).first().waitFor();
    const names = (await playableEventNames(page, 3)).slice(0, 3);
    expect(names).toHaveLength(3);
    for (const name of names) await page.getByRole('article', { name, exact: true }).getByRole('button', { name: /, oran / }).first().click();

    const coupon = page.getByRole('region', { name: 'Kuponum' });
    await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();
    const login = page.getByRole('dialog', { name: 'Üye Girişi' });
    await login.waitFor();
    await login.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill('mehmet');
    await login.getByLabel('Şifre', { exact: true }).fill('Mehmet.1234');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();

    const done = page.getByRole('dialog', { name: 'Bilgi' });
    await done.waitFor();
    expect(await done.textContent()).toMatch(/\d{8,}/);
    await page.getByText('4.950,00 TL').first().waitFor();
  });
});
