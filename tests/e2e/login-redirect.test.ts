/**
 * The open redirect through the login pages, as a person meets it: a link to the login page (or the captcha login
 * page) whose RedirectUrl is another host only once normalised ("/.//evil.example"). After the login the member is
 * on the site's home page, the "Devam et" link of a logged-in member points to a path of the site, and the browser
 * never asks evil.example for anything.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { ROUTES } from '@shared/constants/routes';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });

const EVIL = 'evil.example';
const CONTINUE = 'Devam et';
/** What the report used: %2F.%2F%2Fevil.example. */
const ATTACK = encodeURIComponent(`/.//${EVIL}`);
const OTHER_ATTACKS = [`/%2e%2e//${EVIL}`, `/\\${EVIL}`, `/./\\${EVIL}`, `https://${EVIL}/`, `/%2F%2F${EVIL}`].map(encodeURIComponent);

const logIn = async (form: Locator, securityCode?: string) => {
  await form.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill('demo');
  await form.getByLabel('Şifre', { exact: true }).fill('Demo.1234');
  if (securityCode) await form.getByLabel('Güvenlik Kodu').fill(securityCode);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
};
const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Çıkış' }).click();
  // A login form is back: on a login page the page's own (the header shows no second one there).
  await page.getByRole('button', { name: 'Giriş Yap' }).first().waitFor();
};

/** Every request and navigation of the page to the attacker's host, recorded (and never let out). */
const watchEvil = async (page: Page): Promise<string[]> => {
  const hits: string[] = [];
  await page.route(`**://${EVIL}/**`, async (route) => {
    hits.push(route.request().url());
    await route.abort();
  });
  page.on('framenavigated', (frame) => {
    if (new URL(frame.url()).hostname === EVIL) hits.push(frame.url());
  });
  return hits;
};

/** The "Devam et" link a logged-in member sees on a login page, and where it points. */
const continueHref = async (page: Page, path: string): Promise<string | null> => {
  await page.goto(path);
  const link = page.getByRole('link', { name: CONTINUE });
  await link.waitFor();
  return link.getAttribute('href');
};

/** Home, which shows the bet program (the router sends / on to /iddaa). */
const onSiteHome = async (page: Page, origin: string) => {
  await page.waitForURL((u) => u.origin === origin && u.pathname === ROUTES.program);
  await page.getByRole('button', { name: 'Çıkış' }).waitFor();
};

describe('login pages never send a member to another host', () => {
  it('the login page goes home after the login and offers only site paths to a member', async () => {
    const { page, site, browser } = e2e;
    const hits = await watchEvil(page);
    await page.goto(`${ROUTES.loginPage}?RedirectUrl=${ATTACK}`);
    await logIn(page.getByRole('region', { name: 'Üye Girişi', exact: true }));
    await onSiteHome(page, site.url);

    expect(await continueHref(page, `${ROUTES.loginPage}?RedirectUrl=${ATTACK}`)).toBe(ROUTES.home);
    await page.getByRole('link', { name: CONTINUE }).click();
    await onSiteHome(page, site.url);
    for (const attack of OTHER_ATTACKS) expect(await continueHref(page, `${ROUTES.loginPage}?RedirectUrl=${attack}`), attack).toBe(ROUTES.home);
    expect(await continueHref(page, `${ROUTES.loginPage}?RedirectUrl=${encodeURIComponent('/iddaa/./basketbol')}`)).toBe('/iddaa/basketbol');

    expect(hits).toEqual([]);
    expect(browser.errors.filter((e) => e.includes('External navigation'))).toEqual([]);
    await logOut(page);
  });

  it('the captcha login page does the same', async () => {
    const { page, site, browser } = e2e;
    const hits = await watchEvil(page);
    await page.goto(`${ROUTES.loginCaptcha}?RedirectUrl=${ATTACK}`);
    const main = page.getByRole('region', { name: CAPTCHA_TEXTS.loginHeading });
    await main.getByRole('img', { name: CAPTCHA_TEXTS.imageAlt }).waitFor();
    // From this machine's address the code is not checked (the captcha suite covers that); the way back is the point.
    await logIn(main, 'ACDEF');
    await onSiteHome(page, site.url);

    expect(await continueHref(page, `${ROUTES.loginCaptcha}?RedirectUrl=${ATTACK}`)).toBe(ROUTES.home);
    await page.getByRole('link', { name: CONTINUE }).click();
    await onSiteHome(page, site.url);
    for (const attack of OTHER_ATTACKS) expect(await continueHref(page, `${ROUTES.loginCaptcha}?RedirectUrl=${attack}`), attack).toBe(ROUTES.home);

    expect(hits).toEqual([]);
    expect(browser.errors.filter((e) => e.includes('External navigation'))).toEqual([]);
    await logOut(page);
  });
});
