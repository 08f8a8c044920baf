/**
 * Kupondaş scenes: the demo member shares the played coupon from Hesabım/Kuponlarım (the sharing-option dialog,
 * then the success message over the disabled button); `ayse` looks at the feed with that share, her empty
 * 'Takip Ettiklerim' with whom to follow, demo's profile and the leaderboards; the 'sharingblocked' message. The
 * empty feed and the maintenance page are the visitor's (scenes-visitor.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { KUPONDAS_TEXTS, LEADERS_TEXTS, SHARE_TEXTS } from '@shared/constants/kupondas-texts';
import { SHARING_MESSAGES } from '@shared/errors/sharing-messages';
import { kupondasProfilePath } from '@shared/protocol/kupondas-social-api';
import { open, playedCoupon, settle } from './actions';
import type { Scene } from './shooter';
import type { Stage } from './stage';

const SHARER = 'demo';
/** The devices whose played coupon is shared on Kupondaş already (each device plays its own coupon). */
const shared = new WeakSet<Stage>();

/** The played coupon's sharing-option dialog, opened from its card on Hesabım/Kuponlarım. */
async function openShareDialog(stage: Stage): Promise<{ page: Page; dialog: Locator }> {
  const no = await playedCoupon(stage);
  const page = await stage.page('demo');
  await open(page, '/hesabim/kuponlarim');
  await page.getByRole('article', { name: no }).getByRole('button', { name: SHARE_TEXTS.open }).click();
  const dialog = page.getByRole('dialog', { name: SHARE_TEXTS.dialogTitle });
  await dialog.getByRole('radio', { name: new RegExp(`^${SHARE_TEXTS.privacyAll}`) }).waitFor();
  return { page, dialog };
}

/** Shares the played coupon with all members (once per device); the success message stays open. */
async function shareCoupon(stage: Stage): Promise<Page> {
  const page = await stage.page('demo');
  let dialog = page.getByRole('dialog', { name: SHARE_TEXTS.dialogTitle });
  if (!(await dialog.isVisible().catch(() => false))) dialog = (await openShareDialog(stage)).dialog;
  await dialog.getByRole('radio', { name: new RegExp(`^${SHARE_TEXTS.privacyAll}`) }).check();
  await dialog.getByRole('button', { name: SHARE_TEXTS.share }).click();
  await page.getByRole('dialog').filter({ hasText: SHARING_MESSAGES.sharedAllMembers }).waitFor();
  shared.add(stage);
  return page;
}

const ensureShared = async (stage: Stage): Promise<void> => {
  if (shared.has(stage)) return;
  const page = await shareCoupon(stage);
  await page.getByRole('dialog').filter({ hasText: SHARING_MESSAGES.sharedAllMembers }).getByRole('button', { name: 'Tamam' }).click();
};

export const KUPONDAS_SCENES: Scene[] = [
  {
    name: 'kupondas-paylas-dialogu',
    caption: "Üye: Kupondaş'ta Paylaş dialoğu (gizlilik seçimi; Hesabım/Kuponlarım'dan)",
    route: '/hesabim/kuponlarim',
    as: 'demo',
    viewportOnly: true,
    run: async (_page, { stage }) => {
      const { page } = await openShareDialog(stage);
      await settle(page);
    },
  },
  {
    name: 'kupondas-paylasildi',
    caption: "Üye: kupon Kupondaş'ta paylaşıldı (başarı mesajı; altında düğme 'Kupondaş'ta Paylaştınız.', pasif)",
    route: '/hesabim/kuponlarim',
    as: 'demo',
    viewportOnly: true,
    run: async (_page, { stage }) => {
      await settle(await shareCoupon(stage));
    },
  },
  {
    name: 'kupondas-akis-uye',
    caption: "Kupondaş akışı, 'Tüm Paylaşımlar' (üye ayse; demo'nun paylaşımı: Hemen Oyna, Takip Et)",
    route: '/kupondas',
    as: 'ayse',
    run: async (page, { stage }) => {
      await ensureShared(stage);
      await open(page, '/kupondas');
      await page.getByRole('article', { name: SHARER, exact: true }).first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'kupondas-takip-bos',
    caption: "Kupondaş: boş 'Takip Ettiklerim' ve 'Kimi takip etmeli?' önerileri (ayse)",
    route: '/kupondas',
    as: 'ayse',
    run: async (page, { stage }) => {
      await ensureShared(stage);
      await open(page, '/kupondas');
      await page.getByRole('tab', { name: KUPONDAS_TEXTS.tabFollowing }).click();
      await page.getByRole('heading', { name: KUPONDAS_TEXTS.suggestions }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'kupondas-profil',
    caption: "Kupondaş üye profili /kupondas/uye/demo (ayse bakıyor: istatistikler, Takip Et, Engelle, paylaşımlar)",
    route: '/kupondas/uye/{nickname}',
    as: 'ayse',
    run: async (page, { stage }) => {
      await ensureShared(stage);
      await open(page, kupondasProfilePath(SHARER));
      await page.getByRole('heading', { level: 1, name: SHARER }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'kupondas-liderler',
    caption: 'Kupondaş liderler, haftalık (en az 5 sonuçlanmış paylaşımı olan üye yoksa boş)',
    route: '/kupondas/liderler',
    as: 'ayse',
    run: async (page) => {
      await open(page, '/kupondas/liderler');
      await page.getByRole('heading', { level: 1, name: LEADERS_TEXTS.heading }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'kupondas-engellendi',
    caption: "Kupondaş: adresinde 'sharingblocked' olan sayfa, erişim engeli mesajı",
    route: '/kupondas/sharingblocked',
    as: 'ayse',
    run: async (page) => {
      await open(page, '/kupondas/sharingblocked');
      await page.getByText(KUPONDAS_TEXTS.blockedTitle).first().waitFor();
      await settle(page);
    },
  },
];
