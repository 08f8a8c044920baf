/**
 * Login from all three forms, as a person does it: the header form, the login page (back to its RedirectUrl) and
 * the campaign page, where a visitor gets the campaign login form (and 'Üye Ol') instead of "Katıl" and the
 * participation goes on after the login. Logging out empties the password field.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CAMPAIGN_TEXTS } from '@shared/constants/campaigns';
import { campaignPath, loginPageUrl, ROUTES } from '@shared/constants/routes';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });

const USER_LABEL = 'Üye No / TC Kimlik No / Kullanıcı Adı';

const logIn = async (form: Locator, username = 'demo', password = 'Demo.1234') => {
  await form.getByLabel(USER_LABEL).fill(username);
  await form.getByLabel('Şifre', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
};
const headerForm = (page: Page) => page.getByRole('region', { name: 'Üye girişi', exact: true });
const loggedIn = (page: Page) => page.getByRole('button', { name: 'Çıkış' }).waitFor();
const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await headerForm(page).waitFor();
};

describe('login from every form', () => {
  it('logs in from the header; a wrong password shows the hint; logout empties the password field', async () => {
    const { page } = e2e;
    await page.goto('/iddaa');
    await logIn(headerForm(page), 'demo', 'Yanlis.1234');
    await headerForm(page).getByRole('alert').waitFor();
    await logIn(headerForm(page));
    await loggedIn(page);
    expect(new URL(page.url()).pathname).toBe('/iddaa');
    await logOut(page);
    expect(await headerForm(page).getByLabel('Şifre', { exact: true }).inputValue()).toBe('');
  });

  it('logs in on the login page and goes back to its RedirectUrl', async () => {
    const { page } = e2e;
    await page.goto(loginPageUrl('/iddaa/basketbol'));
    const pageForm = page.getByRole('region', { name: 'Üye Girişi', exact: true });
    await logIn(pageForm);
    await page.waitForURL((u) => u.pathname === '/iddaa/basketbol');
    await loggedIn(page);
    await logOut(page);
  });

  it('on the campaign page a visitor logs in from the campaign form and the participation goes on', async () => {
    const { page } = e2e;
    await page.goto(campaignPath(1));
    const campaignForm = page.getByRole('region', { name: CAMPAIGN_TEXTS.loginArea });
    await campaignForm.getByText(CAMPAIGN_TEXTS.loginToJoin).waitFor();
    expect(await page.getByRole('button', { name: CAMPAIGN_TEXTS.join }).count()).toBe(0);
    expect(await campaignForm.getByRole('link', { name: CAMPAIGN_TEXTS.signUp }).getAttribute('href')).toBe(ROUTES.signUp);
    await logIn(campaignForm);
    await page.getByRole('status').filter({ hasText: CAMPAIGN_TEXTS.joined }).waitFor();
    await loggedIn(page);
    expect(new URL(page.url()).pathname).toBe(campaignPath(1));
    expect(await campaignForm.count()).toBe(0);
    // Taking part again from the same page says so.
    await page.reload();
    await page.getByRole('button', { name: CAMPAIGN_TEXTS.join }).click();
    await page.getByRole('status').filter({ hasText: CAMPAIGN_TEXTS.alreadyJoined }).waitFor();
  });
});
