/**
 * The header and its menus as a person uses them, on a desktop (1366×900) and a phone (390×844): the visitor's
 * 'Üye Ol' and 'Giriş Yap', a refused login shown under the form without the header growing, the member's name,
 * balance and Hesabım menu (keys, outside click, Çıkış), the sport bar's scroll arrows, the phone's one sticky row
 * and its off-canvas menu (a tapped button keeps its colours), and the classic view on a phone scaled to show the
 * whole desktop width.
 */
import { describe, expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { BREAKPOINTS } from '@shared/constants/business';
import { ROUTES } from '@shared/constants/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH, useE2e } from './harness';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const e2e = useE2e({ viewport: DESKTOP });

const USER_LABEL = 'Üye No / TC Kimlik No / Kullanıcı Adı';
const header = (page: Page) => page.locator('header.site-header');
const headerHeight = async (page: Page) => (await header(page).boundingBox())?.height ?? 0;

describe('header menus', () => {
  it('desktop visitor: Üye Ol, Giriş Yap, Şifremi Unuttum; a refusal shows under the form, the header keeps its height', async () => {
    const { page } = e2e;
    await page.goto('/iddaa');
    const form = page.getByRole('region', { name: 'Üye girişi', exact: true });
    await form.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await header(page).getByRole('link', { name: 'Üye Ol' }).waitFor();
    expect(await form.getByRole('link', { name: 'Şifremi Unuttum' }).getAttribute('href')).toBe(ROUTES.forgotPassword);
    expect(await form.getByLabel(USER_LABEL).getAttribute('maxlength')).toBe('64');
    const before = await headerHeight(page);
    await form.getByLabel(USER_LABEL).fill('demo');
    await form.getByLabel('Şifre', { exact: true }).fill('Yanlis.1234');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.isVisible()).toBe(true);
    expect(await headerHeight(page)).toBe(before);
    // An e-mail address is refused for the identifier itself: that field is marked.
    await form.getByLabel(USER_LABEL).fill('demo@example.com');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => form.getByLabel(USER_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(await headerHeight(page)).toBe(before);
  });

  it('desktop: the sport bar scrolls with arrows shown only where it can scroll', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1000, height: 900 });
    const bar = page.getByRole('navigation', { name: 'Spor menüsü' });
    await bar.getByRole('link', { name: /^Futbol/ }).waitFor();
    const left = bar.getByRole('button', { name: 'Sporları sola kaydır' });
    const right = bar.getByRole('button', { name: 'Sporları sağa kaydır' });
    expect(await left.count()).toBe(0);
    await right.click();
    await left.waitFor();
    await bar.getByRole('link', { name: /Uzun Vadeli/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => right.count()).toBe(0);
    await page.setViewportSize(DESKTOP);
  });

  it('phone visitor: one sticky row with Üye Ol and Giriş Yap, which opens the login page', async () => {
    const { page } = e2e;
    await page.setViewportSize(PHONE);
    await page.goto('/iddaa/futbol');
    const signUp = header(page).getByRole('link', { name: 'Üye Ol' });
    await signUp.waitFor();
    expect(await signUp.getAttribute('href')).toBe(ROUTES.signUp);
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
    await header(page).getByRole('link', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => u.pathname === ROUTES.loginPage);
    const form = page.getByRole('region', { name: 'Üye Girişi', exact: true });
    await form.getByLabel(USER_LABEL).fill('demo');
    await form.getByLabel('Şifre', { exact: true }).fill('Demo.1234');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => u.pathname === '/iddaa/futbol');
  });

  it('phone member: name and balance in the header, the Hesabım entries and the sports in the off-canvas menu', async () => {
    const { page } = e2e;
    await header(page).getByText('Demo Üye').waitFor();
    expect(await header(page).getByText(/\d,\d\d TL/).count()).toBe(1);
    await header(page).getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    const account = menu.getByRole('navigation', { name: 'Hesabım' });
    await account.getByRole('link', { name: 'Kuponlarım' }).waitFor();
    for (const name of ['Hesap Bilgilerim', 'Mesajlarım', 'İletişim İzinleri', 'Sorumlu Oyun']) await account.getByRole('link', { name }).waitFor();
    await account.getByRole('button', { name: 'Çıkış' }).waitFor();
    // Kayıtlı Kuponlarım opens its sheet over the page: the menu closes first, and the sheet's close brings the page back.
    await account.getByRole('button', { name: 'Kayıtlı Kuponlarım' }).click();
    const saved = page.getByRole('dialog', { name: 'Kayıtlı Kuponlarım' });
    await saved.waitFor();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await saved.getByRole('button', { name: 'Kapat' }).click();
    await expect.poll(() => saved.count()).toBe(0);
    await header(page).getByRole('button', { name: 'Menü' }).click();
    await menu.getByRole('navigation', { name: 'Spor menüsü' }).getByRole('link', { name: /^Basketbol/ }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await header(page).getByRole('button', { name: 'Menü' }).click();
    await account.getByRole('link', { name: 'Kuponlarım' }).click();
    await page.waitForURL((u) => u.pathname === ROUTES.myCoupons);
  });

  it('desktop member: the Hesabım menu opens by key, closes on Escape and outside clicks, and logs out', async () => {
    const { page } = e2e;
    await page.setViewportSize(DESKTOP);
    const account = header(page).getByRole('button', { name: 'Hesabım' });
    await account.waitFor();
    await account.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Hesabım menüsü' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Hesap Bilgilerim', 'Kuponlarım', 'Kayıtlı Kuponlarım', 'Mesajlarım', 'İletişim İzinleri', 'Sorumlu Oyun', 'Çıkış']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hesap Bilgilerim');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Kuponlarım');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await account.click();
    await menu.waitFor();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => menu.isVisible()).toBe(false);
    await account.click();
    await menu.getByRole('menuitem', { name: 'Çıkış' }).click();
    // Logged out on Kuponlarım, the member lands on the login page, whose form is the login (none in the header).
    await page.getByRole('button', { name: 'Giriş Yap' }).first().waitFor();
  });

  it("a phone's tapped 'Giriş Yap' keeps its dark text on yellow (a tap leaves the link hovered)", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await browser.newContext({ baseURL: e2e.site.url, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'tr-TR' });
      const page = await context.newPage();
      await page.goto('/iddaa');
      await header(page).getByRole('link', { name: 'Giriş Yap' }).click();
      await page.waitForURL((u) => u.pathname === ROUTES.loginPage);
      // Read once the colour transitions have ended: mid-transition the text is not yet the colour it ends in.
      const look = await header(page)
        .getByRole('link', { name: 'Giriş Yap' })
        .evaluate(async (el) => {
          await Promise.all(el.getAnimations().map((a) => a.finished));
          return { hovered: el.matches(':hover'), text: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor };
        });
      expect(look.hovered).toBe(true);
      expect(look.text).not.toBe(look.background);
    } finally {
      await browser.close();
    }
  });

  it('the classic view on a phone shows the whole desktop width', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await browser.newContext({ baseURL: e2e.site.url, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'tr-TR' });
      const page = await context.newPage();
      await page.goto(`${ROUTES.setDefaultView}?view=fixed`);
      await page.goto('/iddaa');
      await page.getByRole('link', { name: 'Mobil site görünümüne geç' }).waitFor({ state: 'attached' });
      const size = await page.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));
      expect(size.inner).toBe(BREAKPOINTS.desktopMin);
      expect(size.scroll).toBeLessThanOrEqual(size.inner);
      // The desktop header: the login form, no hamburger.
      await page.getByRole('region', { name: 'Üye girişi', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Menü' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
