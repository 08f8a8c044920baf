/**
 * The public coupon page follows live events: a member plays a coupon with a live football pick (on a feed pinned
 * to 20:30 Istanbul, an hour with live matches whatever the hour of the run) and shares it; a visitor on a phone
 * opens /kupon/{no} and sees the pick live with its minute and score; the feed's clock moves on and the same open
 * page shows the new minute without a reload, then the settle mark once the match ends. Screenshots (phone
 * 390x844, desktop 1366x900) are written under tests/e2e/artifacts/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
import type { ProgramEvent, ProgramSnapshot } from '@shared/protocol/program';
import { SHARING_API, type ShortenUrlAnswer } from '@shared/protocol/sharing-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from '../edge/browser';
import { eveningFeed, eveningFeedClock } from '../edge/evening-feed';
import { loadPicks, playRequest, type Pick } from '../edge/program-picks';
import { ARTIFACTS_DIR, PHONE_VIEWPORT, launchBrowser, useE2e } from './harness';

const MINUTE = 60_000;
const clock = eveningFeedClock();
// The edge runs on the feed's clock too: the page decides which picks started by the server's time.
const e2e = useE2e({ viewport: PHONE_VIEWPORT, edge: { makeFeed: eveningFeed(clock), now: clock.now } });

const shot = async (page: Page, name: string): Promise<void> => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
};

/**
 * Whether a live football match's clock runs now and keeps running for the test's six minutes: not in the half-time
 * break (the page then says 'devre arası', no minute), nor so late in the first half that the break comes first.
 */
const clockRunsOn = (e: ProgramEvent): boolean => {
  const s = e.liveState;
  if (!s || s.kind !== 'clock' || !s.running) return false;
  return s.period === 1 ? s.minute <= 35 : s.minute < 70;
};

/** An open market of a live football match with a running clock, the lowest MBS first. */
const livePick = (live: ProgramSnapshot): Pick | undefined => {
  const outcomes = new Map(live.outcomes.map((o) => [o.id, o]));
  const events = new Map(live.events.filter((e) => e.live && e.bettableInPlay && e.sportId === 1 && clockRunsOn(e)).map((e) => [e.code, e]));
  return live.markets
    .filter((m) => m.status === 1 && events.has(m.eventCode))
    .sort((a, b) => a.mbs - b.mbs)
    .map((market) => ({ event: events.get(market.eventCode)!, market, outcome: market.outcomeIds.map((id) => outcomes.get(id)).find((o) => o?.status === 1)! }))
    .find((p) => p.outcome);
};

let couponNo = '';
let pick: Pick | undefined;

describe('the public coupon page follows live events', () => {
  it('a member plays a coupon with a live pick and shares it', async () => {
    const demo = await openBrowser(e2e.site.url);
    await demo.login('demo', DEMO_MEMBERS[0]!.password);
    // A live market locks for a few seconds around goals; a member would simply retry.
    for (let attempt = 0; attempt < 15 && !couponNo; attempt++) {
      pick = livePick((await demo.get<ProgramSnapshot>(API.liveProgram)).body);
      expect(pick, 'an open live football market').toBeDefined();
      const fill = pick!.market.mbs > 1 ? await loadPicks(demo, pick!.market.mbs - 1, clock.now(), pick!.market.mbs) : [];
      const r = await demo.post<PlayCouponAnswer>(API.playCoupon, playRequest([pick!, ...fill], 50));
      if (r.status === 200 && r.body.IsSuccess) couponNo = r.body.CouponNo;
      else await new Promise((res) => setTimeout(res, 1000));
    }
    expect(couponNo).not.toBe('');
    const shared = await demo.post<ShortenUrlAnswer>(SHARING_API.shortenUrl, { url: `/kupon/${couponNo}` });
    expect(shared.body.sc).toBe(200);
  });

  it("a visitor's open page shows the live pick's minute and score, and follows them without a reload", async () => {
    const { page, browser } = e2e;
    expect(couponNo).not.toBe('');
    await page.goto(`/kupon/${couponNo}`);
    await page.getByRole('heading', { level: 1, name: `Kupon ${couponNo}` }).waitFor();
    const row = page.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem').filter({ hasText: pick!.event.name });
    const badge = row.locator('.live-badge');
    await badge.waitFor();
    const label = async () => (await badge.getAttribute('aria-label')) ?? '';
    const first = await label();
    expect(first).toMatch(/^Canlı, \d+\. dakika, skor \d+ - \d+$/);
    const minuteOf = (l: string) => Number(/(\d+)\. dakika/.exec(l)?.[1]);
    await shot(page, 'public-coupon-live-phone-390x844');
    // The page marks itself so a reload would show: it must still be there after the change.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    clock.offset += 6 * MINUTE;
    await expect.poll(async () => minuteOf(await label()), { timeout: 20_000 }).toBeGreaterThanOrEqual(minuteOf(first) + 5);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // The match ends: the pick's settle mark (✓ or ✗) shows on the same page.
    clock.offset += 3 * 60 * MINUTE;
    const settled = row.getByRole('img', { name: /^(Tuttu|Tutmadı|İptal edildi|Ertelendi)$/ });
    await settled.waitFor({ timeout: 30_000 });
    expect(await row.locator('.live-badge').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await shot(page, 'public-coupon-settled-phone-390x844');
    expect(browser.errors).toEqual([]);
  });

  it('looks right on a desktop', async () => {
    const visitor = await launchBrowser(e2e.site.url, { viewport: { width: 1366, height: 900 } });
    try {
      await visitor.page.goto(`/kupon/${couponNo}`);
      await visitor.page.getByRole('heading', { level: 1, name: `Kupon ${couponNo}` }).waitFor();
      await shot(visitor.page, 'public-coupon-live-desktop-1366x900');
    } finally {
      await visitor.close();
    }
  });
});
