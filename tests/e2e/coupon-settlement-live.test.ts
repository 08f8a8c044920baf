/**
 * Settlement reaching an open page: a member plays a coupon, opens Hesabım/Kuponlarım (its pre-match picks show
 * 'Başlamadı', no mark), and while the page stays open the coupon's events get their official results (written the
 * way the feed's result sink writes them). The first result settles one selection while the coupon runs on: the
 * member room carries it and that row turns to ✓ with its final score, without a reload. The second settles the
 * coupon: settlement pays, the member room carries the notice, and the page shows 'Kazandı', the rows' check
 * marks, the winnings and the new balance in the header: without a reload. The member's own coupon page, open in
 * another tab, turns to 'Kazandı' the same way.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUS } from '@shared/constants/codes';
import { formatMoney } from '@shared/format/tr';
import { MT } from '@shared/protocol/realtime';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { endInProgram } from '../edge/coupon-fixtures';
import { ARTIFACTS_DIR, DESKTOP_VIEWPORT, useE2e } from './harness';
import { pickPlayableEvents } from './program-rows';
import { loginDemoFromHeader, playPanelCoupon } from './member-play';

// Tall, so the virtual list mounts enough rows to find pre-match events well after now, whatever the hour.
const e2e = useE2e({ viewport: { width: 1280, height: 2400 }, edge: { settleEveryMs: 200 } });

interface Selection {
  eventNid: number;
  eventCode: number;
  sportId: number;
  marketId: number;
  outcomeId: number;
}

describe('settlement on an open page', () => {
  it("shows 'Kazandı', the winnings and the new balance on Hesabım/Kuponlarım without reloading", async () => {
    const { page, site } = e2e;
    const settlementFrames: string[] = [];
    const selectionFrames: string[] = [];
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('"Member_') && text.includes(`"MT":${MT.settlementNotice}`)) settlementFrames.push(text);
        if (text.includes('"Member_') && text.includes(`"MT":${MT.selectionsSettled}`)) selectionFrames.push(text);
      });
    });

    await page.goto('/iddaa/futbol');
    await loginDemoFromHeader(page);

    expect(await pickPlayableEvents(page, 2)).toHaveLength(2);
    const couponNo = await playPanelCoupon(page, 2);
    await page.getByText('950,00 TL').first().waitFor();

    await page.getByRole('link', { name: 'Hesabım/Kuponlarım' }).click();
    await page.getByRole('heading', { name: 'Kuponlarım' }).waitFor();
    const card = page.getByRole('article', { name: couponNo });
    await card.waitFor();
    await card.getByText('Devam ediyor').waitFor();
    const rows = card.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem');
    // Pre-match picks: not started, no win or lose mark yet.
    await expect.poll(() => rows.getByText('Başlamadı').count()).toBe(2);
    expect(await card.getByRole('img').count()).toBe(0);
    // The member's own coupon page, open in a second tab (its own socket and member room): visible to its owner
    // although not shared.
    const tab = await e2e.browser.context.newPage();
    await tab.goto(`/kupon/${couponNo}`);
    const ownPage = tab.locator('section.public-coupon');
    await ownPage.getByText('Sizin kuponunuz').waitFor();
    await ownPage.getByText('Devam ediyor').waitFor();
    // A reload would drop this marker.
    for (const p of [page, tab]) await p.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const db = site.edge.db;
    const selections = await db.query<Selection & Record<string, unknown>>(
      `SELECT s.event_nid AS "eventNid", s.event_code AS "eventCode", s.sport_id AS "sportId", s.market_id AS "marketId", s.outcome_id AS "outcomeId"
       FROM coupon_selections s JOIN coupons c ON c.id = s.coupon_id WHERE c.coupon_no = $1 ORDER BY s.position`,
      [couponNo],
    );
    expect(selections).toHaveLength(2);
    const settle = async (s: Selection, score: [number, number]) => {
      endInProgram(site.edge.program, s.eventCode, EVENT_STATUS.finished);
      await eventResultsRepo.record(db, {
        eventNid: s.eventNid, eventCode: s.eventCode, sportId: s.sportId, status: EVENT_STATUS.finished, score,
        winningOutcomeIds: [s.outcomeId], decidedMarketIds: [s.marketId], marketIds: [s.marketId], finishedAt: Date.now(),
      }, new Date());
    };

    // One event settles: its row turns to ✓ with the final score while the coupon runs on, without a reload.
    await settle(selections[0]!, [2, 1]);
    await rows.nth(0).getByRole('img', { name: 'Tuttu' }).waitFor({ timeout: 20_000 });
    await rows.nth(0).getByText('2 - 1').waitFor();
    expect(await rows.nth(1).getByRole('img').count()).toBe(0);
    await rows.nth(1).getByText('Başlamadı').waitFor();
    expect(await card.getByText('Devam ediyor').count()).toBe(1);
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'my-coupons-selection-settled-live.png'), fullPage: true });
    expect(selectionFrames.join()).toContain(couponNo!);

    await settle(selections[1]!, [0, 0]);
    await card.getByText('Kazandı').waitFor({ timeout: 20_000 });
    const [settled] = await db.query<{ status: string; winnings: number; balance: number }>(
      `SELECT c.status, c.winnings_kurus AS winnings, m.balance_kurus AS balance
       FROM coupons c JOIN members m ON m.id = c.member_id WHERE c.coupon_no = $1`,
      [couponNo],
    );
    expect(settled?.status).toBe('won');
    expect(settled!.winnings).toBeGreaterThan(5000);
    expect(settled!.balance).toBe(95_000 + settled!.winnings);
    await expect.poll(() => card.locator('dt', { hasText: 'Kazanç' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(formatMoney(settled!.winnings));
    await expect.poll(() => card.getByRole('img', { name: 'Tuttu' }).count()).toBe(2);
    await page.getByRole('banner').getByText(formatMoney(settled!.balance)).first().waitFor();

    await ownPage.getByText('Kazandı').waitFor();
    await expect.poll(() => ownPage.getByRole('img', { name: 'Tuttu' }).count()).toBe(2);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'my-coupons-settled-live.png'), fullPage: true });
    await tab.setViewportSize(DESKTOP_VIEWPORT);
    await tab.screenshot({ path: join(ARTIFACTS_DIR, 'public-coupon-own-won-desktop.png'), fullPage: true });
    for (const p of [page, tab]) expect(await p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await tab.close();
    expect(settlementFrames.length).toBeGreaterThanOrEqual(1);
    expect(settlementFrames.join()).toContain(couponNo!);
  });
});
