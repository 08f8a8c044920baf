/**
 * Scenes of members: the demo member (`demo` / `Demo.1234`) plays and saves coupons and visits the account pages;
 * the public coupon page shows the demo's shared coupon to a visitor; the seeded forced-state members show the
 * contract, profession and password pages and the consent popup; `ayse` (20 TL) shows 'Yetersiz Bakiye'.
 */
import type { Page } from 'playwright-core';
import { coupon, dismissDialog, open, openCouponSheet, openSaveNameDialog, playedCoupon, pressPlay, settle, sharedCoupon } from './actions';
import type { Scene } from './shooter';
import { logIn, type Account } from './stage';

/** A demo-member scene that only opens a path. */
const visit = (name: string, caption: string, route: string, extra: Partial<Scene> = {}): Scene => ({
  name,
  caption,
  route,
  as: 'demo',
  run: (page) => open(page, route, { rows: /^\/iddaa(\/[a-z-]+)?$/.test(route) }),
  ...extra,
});

/** A forced-state member logs in on a fresh profile and is taken to `forced` (a pathname). */
const forced = (name: string, caption: string, as: Exclude<Account, 'visitor'>, forcedPath: string): Scene => ({
  name,
  caption,
  route: forcedPath,
  as,
  fresh: true,
  run: async (page) => {
    await logIn(page, as);
    await page.waitForURL((u) => u.pathname === forcedPath);
    await settle(page);
  },
});

const keepDialog = async (page: Page, name: string) => {
  await page.getByRole('dialog', { name }).waitFor();
  await settle(page);
};

export const MEMBER_SCENES: Scene[] = [
  visit('uye-iddaa', 'Üye: bülten ana sayfası (başlıkta ad ve bakiye)', '/iddaa'),
  visit('hesabim', 'Üye: Hesabım (hesap menüsü)', '/hesabim'),
  visit('kazanc-hikayesi', 'Üye: kazandırdıklarımız, kazanç hikâyesi formu', '/kazandirdiklarimiz', {
    run: async (page) => {
      await open(page, '/kazandirdiklarimiz');
      await page.getByRole('heading', { name: 'Kazanç Hikâyeni Paylaş' }).waitFor();
      await page.locator('.story-section [aria-busy="true"]').waitFor({ state: 'detached' });
      await settle(page);
    },
  }),
  {
    name: 'kupon-oynandi',
    caption: 'Üye: kupon oynandı (Bilgi dialoğu, kupon numarası)',
    route: '/iddaa/futbol',
    as: 'demo',
    viewportOnly: true,
    run: async (page, { stage }) => {
      if (stage.memo.couponNo) {
        await pressPlay(page);
      } else {
        await playedCoupon(stage);
      }
      await keepDialog(page, 'Bilgi');
    },
  },
  {
    name: 'kuponlarim',
    caption: 'Üye: Hesabım/Kuponlarım (oynanmış kupon)',
    route: '/hesabim/kuponlarim',
    as: 'demo',
    run: async (page, { stage }) => {
      const no = await playedCoupon(stage);
      await open(page, '/hesabim/kuponlarim');
      await page.getByRole('article', { name: no }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'kupon-adi-dialogu',
    caption: 'Üye: kuponu kaydet, kupon adı dialoğu',
    route: '/iddaa/futbol',
    as: 'demo',
    viewportOnly: true,
    run: async (page) => {
      await openSaveNameDialog(page);
      await settle(page);
    },
  },
  {
    name: 'kayitli-kuponlar',
    caption: 'Üye: kayıtlı kuponlarım (kuponu kaydettikten sonra)',
    route: '/iddaa/futbol',
    as: 'demo',
    viewportOnly: 'phone',
    run: async (page) => {
      let dialog = page.getByRole('dialog', { name: 'Kupon Adı' });
      if (!(await dialog.isVisible().catch(() => false))) dialog = await openSaveNameDialog(page);
      await dialog.getByLabel('Kupon adı').fill('Hafta sonu kuponu');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await settle(page);
      await dismissDialog(page);
      await openCouponSheet(page);
      await coupon(page).getByRole('button', { name: 'Kayıtlı Kuponlarım' }).click();
      const list = page.getByRole('list', { name: 'Kayıtlı kuponlar' });
      await list.waitFor();
      await list.scrollIntoViewIfNeeded();
      await settle(page);
    },
  },
  {
    name: 'kupon-sayfasi',
    caption: 'Paylaşılmış kuponun herkese açık sayfası (ziyaretçi)',
    route: '/kupon/{no}',
    as: 'visitor',
    run: async (page, { stage }) => {
      const no = await sharedCoupon(stage);
      await open(page, `/kupon/${no}`);
      await page.getByRole('heading', { level: 1, name: `Kupon ${no}` }).waitFor();
      await settle(page);
    },
  },
  visit('mesaj-yaz', 'Üye: Hesabım, mesaj yaz', '/hesabim/mesaj-yaz'),
  visit('iletisim-izinleri', 'Üye: iletişim izinleri ve açık rıza', '/hesabim/iletisim-izinleri'),
  forced('sozlesme', 'Sözleşme sayfası (sözleşmeyi imzalamamış üye `sozlesme`)', 'sozlesme', '/Contract/Index'),
  forced('meslek', 'Meslek bilgisi sayfası (`meslek` üyesi)', 'meslek', '/meslek-bilginiz'),
  forced('sifre-degistir', 'Güvenlik / şifre değiştirme sayfası (`sifre` üyesi)', 'sifre', '/Security/Security'),
  {
    name: 'kvk-onay',
    caption: 'Kişisel veri açık rıza popup’ı (`kvk` üyesi girişte)',
    route: '/iddaa',
    as: 'kvk',
    fresh: true,
    viewportOnly: true,
    run: async (page) => {
      await logIn(page, 'kvk');
      await page.getByRole('dialog').first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'yetersiz-bakiye',
    caption: '“Yetersiz Bakiye” dialoğu (`ayse`, 20 TL, 50 TL kupon)',
    route: '/iddaa/futbol',
    as: 'ayse',
    viewportOnly: true,
    // The play's refusal is an HTTP 422 INSUFFICIENT_BALANCE (edge/http/API.md), which chromium logs.
    expectedErrors: /status of 422/,
    run: async (page) => {
      await pressPlay(page);
      await keepDialog(page, 'Yetersiz Bakiye');
    },
  },
];
