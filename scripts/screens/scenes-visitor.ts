/**
 * Scenes a visitor sees (spec section 2): the bet program pages, the live page, the coupon panel with picks and a
 * system coupon, the login, captcha, sign-up and password pages, contact, Kupondaş, raffles, the ops page, and
 * routes the product may not have yet (they show the not-found page and land in missing.txt).
 */
import type { Page } from 'playwright-core';
import { CAMPAIGN_TEXTS } from '@shared/constants/campaigns';
import { betCode, coupon, couponCount, liveCode, open, openCouponSheet, pickEvents, settle } from './actions';
import type { Scene } from './shooter';
import { USER_LABEL } from './stage';

export const OPS_TOKEN = 'screens-ops-token-0123456789';

/** A visitor scene that only opens a path. */
const visit = (name: string, caption: string, route: string, extra: Partial<Scene> = {}): Scene => ({
  name,
  caption,
  route,
  as: 'visitor',
  run: (page) => open(page, route, { rows: /^\/iddaa(\/[a-z-]+)?$/.test(route) }),
  ...extra,
});

const loginPage = '/Site/LoginPage?RedirectUrl=%2Fiddaa';

export const VISITOR_SCENES: Scene[] = [
  visit('iddaa', 'Bülten ana sayfası (ilk ziyaret, çerez çubuğu ile)', '/iddaa', { cookieBar: true }),
  visit('iddaa-futbol', 'Futbol bülteni', '/iddaa/futbol'),
  visit('iddaa-basketbol', 'Basketbol bülteni', '/iddaa/basketbol'),
  visit('iddaa-tenis', 'Tenis bülteni', '/iddaa/tenis'),
  visit('futbol-uzun-vadeli', 'Futbol uzun vadeli bahisler', '/iddaa/futbol/uzun-vadeli'),
  {
    name: 'bahis-detay',
    caption: 'Bahis detayı (?code= programdaki bir maç)',
    route: '/iddaa/futbol?code={code}',
    as: 'visitor',
    run: async (page, { stage }) => open(page, `/iddaa/futbol?code=${await betCode(stage, page)}`),
  },
  {
    name: 'beyaz-popup',
    caption: "Bülten satırının '+N' düğmesi: tüm bahisler beyaz popup'ta (3'ten çok oran grubunda kayar)",
    route: '/iddaa/futbol',
    as: 'visitor',
    viewportOnly: true,
    run: async (page) => {
      await open(page, '/iddaa/futbol', { rows: true });
      await page.getByRole('button', { name: /: tüm bahisler, \d+ bahis daha$/ }).first().click();
      const popup = page.getByRole('dialog').filter({ has: page.getByRole('heading', { level: 3 }) });
      await popup.waitFor();
      await popup.getByRole('status').waitFor({ state: 'detached' });
      await settle(page);
    },
  },
  visit('canli', 'Canlı bahis sayfası', '/iddaa/canli-iddaa-canli-bahis'),
  {
    name: 'canli-detay',
    caption: 'Canlı maçın bahis detayı',
    route: '/iddaa/canli-iddaa-canli-bahis?code={code}',
    as: 'visitor',
    run: async (page, { stage }) => {
      const code = await liveCode(stage, page);
      if (!code) throw new Error('no live event with a detail link');
      await open(page, `/iddaa/canli-iddaa-canli-bahis?code=${code}`);
    },
  },
  {
    name: 'mac-merkezi',
    caption: 'Maç merkezi (başlamış, canlı bir maç)',
    route: '/mac-merkezi?code={code}',
    as: 'visitor',
    run: async (page, { stage }) => {
      // Events that started longer ago than their lsTimeout link here; the program rarely has one, a live one will do.
      const code = (await liveCode(stage, page)) ?? (await betCode(stage, page));
      await open(page, `/mac-merkezi?code=${code}`);
    },
  },
  {
    name: 'menu-acik',
    caption: 'Off-canvas menü açık',
    route: '/iddaa',
    as: 'visitor',
    device: 'phone',
    viewportOnly: true,
    run: async (page) => {
      await open(page, '/iddaa', { rows: true });
      await page.locator('#menu-button').click();
      await page.locator('.off-canvas--open').waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'kupon-3-secim',
    caption: 'Kupon: üç seçim (masaüstü panel, telefonda açık sayfa)',
    route: '/iddaa/futbol',
    as: 'visitor',
    viewportOnly: 'phone',
    run: async (page) => {
      await pickEvents(page, 3);
      await openCouponSheet(page);
    },
  },
  {
    name: 'giris-dialogu',
    caption: 'Ziyaretçi “Hemen Oyna”ya basınca üye girişi dialoğu',
    route: '/iddaa/futbol',
    as: 'visitor',
    viewportOnly: true,
    run: async (page) => {
      if ((await couponCount(page)) !== 3) await pickEvents(page, 3);
      await openCouponSheet(page);
      await coupon(page).getByRole('button', { name: 'Hemen Oyna' }).click();
      await page.getByRole('dialog', { name: 'Üye Girişi' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'sistem-kuponu',
    caption: "Sistem kuponu: 5 seçim, 2'li + 3'lü, bir banko",
    route: '/iddaa/futbol',
    as: 'visitor',
    viewportOnly: 'phone',
    run: async (page) => {
      const names = await pickEvents(page, 5, 2);
      await openCouponSheet(page);
      const system = coupon(page).getByRole('group', { name: 'Sistem' });
      await system.getByRole('checkbox', { name: "2'li" }).check();
      await system.getByRole('checkbox', { name: "3'lü" }).check();
      await coupon(page).getByRole('button', { name: `Banko: ${names[names.length - 1]}` }).click();
      await settle(page);
    },
  },
  {
    name: 'baslik-giris',
    caption: 'Telefonda başlıktaki “Giriş Yap” ile açılan giriş sayfası',
    route: '/iddaa',
    as: 'visitor',
    device: 'phone',
    viewportOnly: true,
    run: async (page) => {
      await open(page, '/iddaa', { rows: true });
      await page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' }).click();
      await page.getByRole('button', { name: 'Giriş Yap' }).last().waitFor();
      await settle(page);
    },
  },
  visit('giris', 'Giriş sayfası', loginPage),
  {
    name: 'giris-hatali',
    caption: 'Giriş sayfası: hatalı şifre uyarısı',
    route: loginPage,
    as: 'visitor',
    run: async (page: Page) => {
      await open(page, loginPage);
      const form = page.getByRole('region', { name: 'Üye Girişi', exact: true });
      await form.getByLabel(USER_LABEL).fill('mehmet');
      await form.getByLabel('Şifre', { exact: true }).fill('Yanlis.1234');
      await form.getByRole('button', { name: 'Giriş Yap' }).click();
      await form.getByRole('alert').first().waitFor();
      await settle(page);
    },
  },
  visit('uyelik-giris', 'Giriş yönlendirmesinin ikinci okunuşu', '/uyelik/giris?pstn=0&Code=wr0002&RedirectUrl=%2Fiddaa'),
  visit('giris-captcha', 'Güvenlik kodlu giriş', '/Site/LoginCaptcha?RedirectUrl=%2Fiddaa'),
  visit('guvenlik-dogrulama', 'Güvenlik doğrulaması (captcha)', '/uye/dogrulama?cacheKey=screens-demo-key&redirectUrl=%2Fiddaa'),
  visit('uye-ol', 'Üye ol', '/uye-ol'),
  visit('sifremi-unuttum', 'Şifremi unuttum', '/sifremi-unuttum'),
  visit('bize-yazin', 'Bize yazın', '/bize-yazin'),
  visit('kupondas', 'Kupondaş', '/kupondas'),
  visit('kupondas-yapim', 'Kupondaş yapım aşamasında', '/kupondas/underconstruction'),
  visit('kazandirdiklarimiz', 'Çekiliş: kazandırdıklarımız', '/kazandirdiklarimiz'),
  visit('cekilis-sonuclari', 'Çekiliş sonuçları', '/cekilis-sonuclari'),
  {
    name: 'kampanya',
    caption: 'Kampanya sayfası: ziyaretçiye “Katıl” yerine kampanya giriş formu ve “Üye Ol”',
    route: '/kampanya/1',
    as: 'visitor',
    run: async (page) => {
      await open(page, '/kampanya/1');
      await page.getByRole('region', { name: CAMPAIGN_TEXTS.loginArea }).waitFor();
      await settle(page);
    },
  },
  visit('at-yarisi', 'At yarışı', '/at-yarisi'),
  visit('spor-toto', 'Spor Toto', '/spor-toto'),
  {
    name: 'klasik-gorunum',
    caption: 'Telefonda klasik görünüm (SetDefaultViewCookie?view=fixed)',
    route: '/Site/SetDefaultViewCookie?view=fixed',
    as: 'visitor',
    device: 'phone',
    fresh: true,
    run: async (page) => {
      await page.goto('/Site/SetDefaultViewCookie?view=fixed');
      await open(page, '/iddaa', { rows: true });
    },
  },
  visit('bulunamadi', 'Olmayan bir sayfa', '/olmayan-sayfa'),
  visit('ops', 'Ops sayfası: erişim anahtarı', '/ops'),
  {
    name: 'ops-panel',
    caption: 'Ops sayfası: canlı değerler',
    route: '/ops',
    as: 'visitor',
    run: async (page) => {
      await open(page, '/ops');
      const key = page.getByLabel('Erişim anahtarı');
      if (await key.isVisible().catch(() => false)) {
        await key.fill(OPS_TOKEN);
        await page.getByRole('button', { name: 'Bağlan' }).click();
      }
      await page.getByRole('region', { name: 'Anlık değerler' }).waitFor();
      await page.waitForTimeout(2_200);
    },
  },
];
