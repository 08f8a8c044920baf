/**
 * A Ganyan coupon in Kuponlarım as a person sees it, on the edge's injected clock: the member plays a 10 TL Ganyan on
 * an open race, opens Hesabım/Kuponlarım and finds it among the ongoing coupons (race, horse, odd, stake, waiting);
 * once the race is run the same card, without a reload, shows its verdict (the member-room settlement notice), and
 * the won or lost tab lists it with its winnings.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@shared/constants/routes';
import { istanbulDayNumber, istanbulTimeOn } from '@shared/time/istanbul';
import { PHONE_VIEWPORT, useE2e } from './harness';
import { firstRace, logInOnRacing } from './racing-fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;
let offset = istanbulTimeOn(istanbulDayNumber(Date.now()) + 1, '10:00') - Date.now();
const e2e = useE2e({ viewport: { width: 1366, height: 900 }, edge: { now: () => Date.now() + offset, settleEveryMs: 200 } });

describe('Ganyan coupons in Kuponlarım', () => {
  it('lists the played Ganyan coupon and shows it settle without a reload', async () => {
    const { page, site } = e2e;
    const { meeting, race, horse } = await firstRace(site);
    offset = race.StartsAt - 10 * 60_000 - Date.now();

    await logInOnRacing(page);
    await page.getByRole('region', { name: meeting.Name }).getByRole('link', { name: new RegExp(race.Name) }).click();
    await page.getByText('Oyuna açık').first().waitFor();
    await page.getByRole('button', { name: new RegExp(`, ${horse.no} ${horse.name}, Ganyan`) }).click();
    const coupon = page.getByRole('region', { name: 'Ganyan Kuponu' });
    await coupon.getByRole('textbox', { name: 'Tutar (TL)' }).fill('10');
    await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();
    const played = await coupon.getByText(/Kuponunuz oynandı\. Kupon no: \d{14}/).textContent();
    const couponNo = /\d{14}/.exec(played ?? '')![0];

    // Kuponlarım, through the site's own navigation (no reload: the live connection stays).
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, ROUTES.myCoupons);
    const card = page.getByRole('article', { name: new RegExp(`^Ganyan ${meeting.Name} ${race.No}\\. Koşu \\(${couponNo}\\)`) });
    await card.waitFor();
    await card.getByText('Sonuç bekleniyor').waitFor();
    await card.getByText(`${horse.no} ${horse.name}`).waitFor();
    await card.getByText('10,00 TL', { exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/race-coupon-open-desktop.png`, fullPage: true });
    const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));

    // The race is run and its result comes: the card turns to its verdict by the member-room notice.
    offset = race.StartsAt + 3 * 60_000 + 1_000 - Date.now();
    await card.getByText(/^(Kazandı|Kaybetti|İade edildi \(Koşmaz\))$/).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
    const [bet] = await site.edge.db.query<{ status: string; payout: number }>(
      'SELECT status, payout_kurus AS payout FROM racing_bets WHERE coupon_no = $1', [couponNo]);
    const verdict = { won: 'Kazandı', lost: 'Kaybetti', refunded: 'İade edildi (Koşmaz)' }[bet!.status]!;
    expect(await card.getByText(verdict, { exact: true }).count()).toBe(1);

    // Its tab lists it with the paid amount.
    const tab = { won: 'Kazanan', lost: 'Kaybeden', refunded: 'İade' }[bet!.status]!;
    await page.getByRole('tab', { name: new RegExp(tab) }).first().click();
    const settled = page.getByRole('article', { name: new RegExp(couponNo) });
    await settled.getByText(verdict, { exact: true }).waitFor();
    const paid = (bet!.payout / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await settled.getByText(`${paid} TL`, { exact: true }).waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/race-coupon-settled-desktop.png`, fullPage: true });
      await page.setViewportSize(PHONE_VIEWPORT);
      await settled.waitFor();
      await page.screenshot({ path: `${SHOTS}/race-coupon-settled-phone.png`, fullPage: true });
    }
  });
});
