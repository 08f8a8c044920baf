/**
 * Forced pages as a member meets them: `sifre` logs in from the header, is taken to the password change page,
 * changes the password and comes back where they were; `meslek` logs in on the login page, is taken to the
 * profession page, picks one and goes on to the login page's RedirectUrl.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { PASSWORD_TEXTS } from '@shared/validation/password.schema';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('forced pages', () => {
  it('sifre changes the password on the security page and returns to where they were', async () => {
    const { page } = e2e;
    await page.goto('/iddaa/futbol');
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('sifre');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.waitForURL((u) => u.pathname === '/Security/Security');
    expect(new URL(page.url()).searchParams.get('R')).toBe('/iddaa/futbol');
    await page.getByRole('heading', { name: ACCOUNT_MESSAGES.securityTitle }).waitFor();

    await page.getByLabel(PASSWORD_TEXTS.currentLabel, { exact: true }).fill('Demo.1234');
    await page.getByLabel(PASSWORD_TEXTS.newLabel, { exact: true }).fill('Yepyeni.2024');
    await page.getByLabel(PASSWORD_TEXTS.againLabel, { exact: true }).fill('Yepyeni.2024');
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.securitySubmit, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/iddaa/futbol');
    expect(pathOf(page.url())).toBe('/iddaa/futbol');
    // Still logged in, in the rotated session: the balance shows.
    await page.getByText('100,00 TL').first().waitFor();
  });

  it('meslek picks a profession and goes on to the login page target', async () => {
    const { page, browser } = e2e;
    await browser.context.clearCookies();
    await page.goto(`/Site/LoginPage?RedirectUrl=${encodeURIComponent('/iddaa/basketbol')}`);
    const form = page.getByRole('region', { name: 'Üye Girişi', exact: true });
    await form.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill('meslek');
    await form.getByLabel('Şifre', { exact: true }).fill('Demo.1234');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => u.pathname === '/meslek-bilginiz');
    expect(new URL(page.url()).searchParams.get('R')).toBe('/iddaa/basketbol');

    const select = page.getByLabel(ACCOUNT_MESSAGES.professionLabel, { exact: true });
    await page.getByRole('option', { name: 'Öğretmen' }).waitFor({ state: 'attached' });
    await select.selectOption({ label: 'Öğretmen' });
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.professionSubmit, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/iddaa/basketbol');
  });
});
