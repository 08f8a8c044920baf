/**
 * Horse racing as a person uses it, on the edge's injected clock: the member opens At Yarışı, picks a race that is
 * open (10 minutes before its start), picks a horse on the race card, plays a 10 TL Ganyan from the compact coupon,
 * and, once the clock passes the start and the result, sees the result and the coupon settled on the same page.
 */
import { describe, expect, it } from 'vitest';
import { istanbulDayNumber, istanbulTimeOn } from '@shared/time/istanbul';
import { useE2e } from './harness';
import { firstRace, logInOnRacing } from './racing-fixtures';

let offset = istanbulTimeOn(istanbulDayNumber(Date.now()) + 1, '10:00') - Date.now();
const e2e = useE2e({ viewport: { width: 1366, height: 900 }, edge: { now: () => Date.now() + offset, settleEveryMs: 200 } });

describe('At Yarışı', () => {
  it('plays a Ganyan bet and sees it settle', async () => {
    const { page, site } = e2e;
    const { meeting, race, horse } = await firstRace(site);
    offset = race.StartsAt - 10 * 60_000 - Date.now();

    await logInOnRacing(page);

    const section = page.getByRole('region', { name: meeting.Name });
    await section.getByRole('link', { name: new RegExp(race.Name) }).click();
    await page.getByRole('heading', { level: 1, name: `${meeting.Name} ${race.No}. Koşu` }).waitFor();
    await page.getByText('Oyuna açık').first().waitFor();
    await page.getByRole('button', { name: new RegExp(`, ${horse.no} ${horse.name}, Ganyan`) }).click();

    const coupon = page.getByRole('region', { name: 'Ganyan Kuponu' });
    await coupon.getByText(`${horse.no} ${horse.name}`).waitFor();
    await coupon.getByRole('textbox', { name: 'Tutar (TL)' }).fill('10');
    await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();
    await coupon.getByText(/Kuponunuz oynandı\. Kupon no: \d{14}/).waitFor();
    await page.getByText('990,00 TL').first().waitFor();
    const mine = page.getByRole('region', { name: 'Ganyan Kuponlarım' });
    await mine.getByText('Devam ediyor').waitFor();

    // The race starts, runs and its result comes: the card (read again every 5 s) shows it and the coupon settles.
    offset = race.StartsAt + 3 * 60_000 + 1_000 - Date.now();
    await page.getByText(/^Sonuç: \d+/).waitFor({ timeout: 20_000 });
    await mine.getByText(/Kazandı|Kaybetti/).waitFor({ timeout: 20_000 });
    const [bet] = await site.edge.db.query<{ status: string }>('SELECT status FROM racing_bets WHERE race_id = $1', [race.RaceId]);
    expect(await mine.getByText(bet!.status === 'won' ? 'Kazandı' : 'Kaybetti').count()).toBe(1);
  });
});
