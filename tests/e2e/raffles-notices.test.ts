/**
 * Raffles and notices in a browser: both raffle pages open (a drawn raffle with its masked winner, verified in the
 * page from the published seed); a popup and a tutorial notice are dismissed and not shown again after a reload;
 * a share window that chromium's own pop-up blocker stops shows the pop-up-blocker help.
 */
import { describe, expect, it } from 'vitest';
import { NOTICE_TEXTS, POPUP_BLOCKER_TEXTS } from '@shared/constants/notice-texts';
import { RAFFLE_TEXTS } from '@shared/constants/raffle-texts';
import { CONTENT_API as P, type OpsNotice, type RaffleView } from '@shared/protocol/content-api';
import { openBrowser } from '../edge/browser';
import { playOk } from '../edge/coupon-fixtures';
import { loadPicks, playRequest } from '../edge/program-picks';
import { DESKTOP_VIEWPORT, launchBrowser, useE2e } from './harness';
import { pickPlayableEvents } from './program-rows';

const OPS_TOKEN = 'e2e-ops-token-raffles-0123456789';
const ops = { headers: { Authorization: `Bearer ${OPS_TOKEN}` } };
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge: { opsToken: OPS_TOKEN } });
const HOUR = 3_600_000;
/** Past chromium's transient user activation (5 s). */
const ACTIVATION_EXPIRED_MS = 6_000;

describe('raffles and notices in a browser', () => {
  it('opens both raffle pages; a drawn raffle shows its masked winner and verifies in the page', async () => {
    const { page, site } = e2e;
    const demo = await openBrowser(site.url);
    await demo.login('demo', 'Demo.1234');
    await playOk(demo, playRequest(await loadPicks(demo, 1, Date.now()), 100));
    const now = Date.now();
    const opsClient = await openBrowser(site.url);
    const raffle = (await opsClient.post<RaffleView>(P.opsRaffles, {
      title: 'Hafta Sonu Çekilişi', prize: 'Tatil hediye çeki', minStakeKurus: 5000, periodStart: now - HOUR, periodEnd: now + 1500,
      drawAt: now + 1500, mainCount: 1, reserveCount: 0,
    }, ops)).body;
    await new Promise((r) => setTimeout(r, 2000));
    expect((await opsClient.post(P.opsRaffleDraw, { raffleId: raffle.Id }, ops)).status).toBe(200);

    await page.goto('/cekilis-sonuclari');
    await page.getByRole('heading', { level: 1, name: RAFFLE_TEXTS.resultsHeading }).waitFor();
    const card = page.getByRole('article', { name: 'Hafta Sonu Çekilişi' });
    await card.getByText('De*** Üy***').waitFor();
    await card.getByRole('button', { name: RAFFLE_TEXTS.verify }).click();
    await card.getByText(RAFFLE_TEXTS.verified).waitFor();

    await page.goto('/kazandirdiklarimiz');
    await page.getByRole('heading', { level: 1, name: RAFFLE_TEXTS.winnersHeading }).waitFor();
    await page.getByRole('tab', { name: RAFFLE_TEXTS.month }).waitFor();
    await page.getByRole('heading', { name: RAFFLE_TEXTS.stories }).waitFor();
  });

  it('a popup and a tutorial notice, dismissed, are not shown again', async () => {
    const { page, site, browser } = e2e;
    const opsClient = await openBrowser(site.url);
    const now = Date.now();
    const base = { target: 'visitors', startsAt: now - HOUR, endsAt: now + HOUR };
    const created = [
      await opsClient.post<OpsNotice>(P.opsNotices, { ...base, kind: 'popup', title: 'Yeni Kampanya', html: '<p>Kampanyamız <strong>başladı</strong>.</p><script>window.hacked=1</script>' }, ops),
      await opsClient.post<OpsNotice>(P.opsNotices, {
        ...base, kind: 'tutorial', title: 'Siteyi Tanıyın', html: '<p>Hoş geldiniz</p>',
        steps: [{ title: 'Bülten', html: '<p>Maçları bültenden seçin.</p>' }, { title: 'Kupon', html: '<p>Kuponunuzu oynayın.</p>' }],
      }, ops),
    ];
    for (const c of created) expect(c.status).toBe(200);
    await browser.context.clearCookies();
    await page.goto('/iddaa');
    const popup = page.getByRole('dialog', { name: 'Yeni Kampanya' });
    await popup.getByText('başladı').waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await popup.getByRole('button', { name: NOTICE_TEXTS.close }).click();
    const tutorial = page.getByRole('dialog', { name: 'Siteyi Tanıyın' });
    await tutorial.getByText('Maçları bültenden seçin.').waitFor();
    await tutorial.getByRole('button', { name: NOTICE_TEXTS.next }).click();
    await tutorial.getByText('Kuponunuzu oynayın.').waitFor();
    await tutorial.getByRole('button', { name: NOTICE_TEXTS.finish }).click();
    await tutorial.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Other visitors (the next test's fresh browser) should not meet them.
    for (const c of created) await opsClient.post(P.opsNoticeWithdraw, { id: c.body.Id }, ops);
  });

  it('a share window blocked by the browser shows the pop-up-blocker help', async () => {
    // Chromium with its pop-up blocker on. It lets a window through while the page has a user's activation (any
    // input, and every playwright call, grants one for about 5 s); the page's own timer clicks 'Twitter' after that
    // has run out, so chromium's blocker really stops the share window (window.open answers null).
    const blocking = await launchBrowser(e2e.site.url, { viewport: DESKTOP_VIEWPORT, popupBlocker: true });
    try {
      const { page } = blocking;
      const popups: string[] = [];
      page.on('popup', (p) => popups.push(p.url()));
      await blocking.open('/iddaa/futbol');
      await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('mehmet');
      await page.getByLabel('Şifre', { exact: true }).first().fill('Mehmet.1234');
      await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
      await page.getByText('5.000,00 TL').first().waitFor();
      await pickPlayableEvents(page, 2);
      await page.getByRole('region', { name: 'Kuponum' }).getByRole('button', { name: 'Kaydet ve Paylaş' }).click();
      const twitter = page.getByRole('dialog', { name: 'Kuponu Paylaş' }).getByRole('button', { name: 'Twitter' });
      await twitter.waitFor();
      // Nothing may touch the page until the window has been tried: a locator's polling would grant a new activation.
      const saved = page.waitForResponse((r) => r.url().includes('/backend/AjaxHandler.ashx'), { timeout: ACTIVATION_EXPIRED_MS + 20_000 });
      await twitter.evaluate((button: HTMLElement, delay: number) => void setTimeout(() => button.click(), delay), ACTIVATION_EXPIRED_MS);
      expect((await saved).ok()).toBe(true);
      await page.waitForTimeout(1_000);
      const help = page.getByRole('dialog', { name: POPUP_BLOCKER_TEXTS.title });
      await help.waitFor();
      // Debian's chromium says "Chrome" in its agent: the Chrome steps are shown.
      await help.getByText(POPUP_BLOCKER_TEXTS.browsers.chrome.steps[1]!).waitFor();
      expect(popups).toEqual([]);
    } finally {
      await blocking.close();
    }
  });
});
