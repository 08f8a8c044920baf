/** A member's steps several browser tests share: the demo login from the header, and playing the panel's coupon. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { couponRows } from './program-rows';

/** Logs the demo member in from the header's form (desktop) and waits for the balance of a fresh demo account. */
export const loginDemoFromHeader = async (page: Page): Promise<void> => {
  await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
  await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
  await page.getByText('1.000,00 TL').first().waitFor();
};

/**
 * Plays the coupon in the 'Kuponum' panel once it holds `rows` rows: misli 50, 'Hemen Oyna', then reads the coupon
 * number from the 'Bilgi' receipt and closes it. Answers the coupon number.
 */
export const playPanelCoupon = async (page: Page, rows: number): Promise<string> => {
  const coupon = page.getByRole('region', { name: 'Kuponum' });
  await expect.poll(() => couponRows(coupon).count()).toBe(rows);
  const misli = coupon.getByLabel('Misli', { exact: true });
  await misli.fill('50');
  await misli.blur();
  await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();
  const done = page.getByRole('dialog', { name: 'Bilgi' });
  await done.waitFor();
  const couponNo = (await done.textContent())?.match(/\d{8,}/)?.[0];
  expect(couponNo, 'a coupon number in the receipt').toBeTruthy();
  await done.getByRole('button', { name: 'Tamam' }).click();
  return couponNo!;
};
