/**
 * Kupondaş's four steps (issue 12), two members in two browsers:
 * 1. demo plays a coupon and shares it from the success dialog with 'Tüm üyeler', plays the same picks again and
 *    shares that one from Hesabım/Kuponlarım with 'Sadece takipçilerim'; each time the spec's success message,
 *    then a disabled "Kupondaş'ta Paylaştınız.".
 * 2. mehmet (a phone) finds the public share in 'Tüm Paylaşımlar' but not the followers-only one, opens demo's
 *    profile, presses 'Takip Et', and from then on sees both in 'Takip Ettiklerim'.
 * 3. One pick's odds move and the other's market closes; mehmet presses 'Hemen Oyna' on the public share: the
 *    still-playable pick goes into his coupon at today's odds, and he is told which odds changed and which market
 *    closed.
 * 4. The picks' events get their official results: mehmet's open feed and demo's open profile show 'Kazandı' and
 *    the points of both shares (the followers-only one through its share room) without a reload, demo's score grows by the rule (shared/rules/sharing-score.ts), and demo, one
 *    settled share short of the leaderboard before, enters it.
 * Screenshots of every step are written under tests/e2e/artifacts/.
 */
import { writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { CARD_TEXTS, KUPONDAS_TEXTS, LEADERS_TEXTS, PLAY_SHARE_TEXTS, PROFILE_TEXTS, SHARE_TEXTS } from '@shared/constants/kupondas-texts';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { SHARING_MESSAGES as SM } from '@shared/errors/sharing-messages';
import { formatCount, formatOdd } from '@shared/format/tr';
import { KUPONDAS_SHARE_API, PRIVACY_LEVEL, type ShareCouponAnswer } from '@shared/protocol/kupondas-share-api';
import { kupondasProfilePath } from '@shared/protocol/kupondas-social-api';
import { settledScore } from '@shared/rules/sharing-score';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from '../edge/browser';
import { endInProgram, playOk, publishResult, waitSettled } from '../edge/coupon-fixtures';
import { loadPicks, playRequest } from '../edge/program-picks';
import { PHONE_VIEWPORT, launchBrowser, useE2e, type BrowserSession } from './harness';
import { clickFirstOddsOf, pickPlayableEvents } from './program-rows';

/** The edge's clock runs ahead on demand: a leaderboard is recomputed once its cache time has passed. */
let ahead = 0;
const e2e = useE2e({
  viewport: { width: 1280, height: 1600 },
  edge: { settleEveryMs: 200, now: () => Date.now() + ahead, loginRateLimitPerMinute: 1000 },
});
const [DEMO, , MEHMET] = DEMO_MEMBERS;
let mehmet: BrowserSession;

interface Selection {
  eventNid: number;
  eventCode: number;
  sportId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
}
let publicNo = '';
let followersNo = '';

beforeAll(async () => {
  mehmet = await launchBrowser(e2e.site.url, { viewport: PHONE_VIEWPORT });
});
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !mehmet) return;
  const shot = await mehmet.screenshot(`mehmet-${task.name}`).catch(() => null);
  if (shot && mehmet.errors.length > 0) await writeFile(shot.replace(/\.png$/, '.log'), mehmet.errors.join('\n'));
});
afterAll(() => mehmet?.close());

/**
 * demo's history, one settled share short of the leaderboard's minimum: basketball coupons of one pick, shared
 * through ShareCoupon and settled won by their event's official result.
 */
const HISTORY = KUPONDAS_SOCIAL.leaderboardMinSettled - 1;
const seedHistory = async (): Promise<void> => {
  const { site } = e2e;
  const b = await openBrowser(site.url);
  await b.login(DEMO!.username, DEMO!.password);
  const [member] = await site.edge.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [DEMO!.username]);
  const picks = await loadPicks(b, 1, Date.now(), 1, 2);
  const coupons: number[] = [];
  for (let i = 0; i < HISTORY; i++) {
    const played = await playOk(b, playRequest(picks, 50));
    const r = await b.post<ShareCouponAnswer>(`${site.edge.config.sharingApiBase}${KUPONDAS_SHARE_API.shareCoupon}`, {
      memberId: member!.id, platformId: 1, cbsCouponNo: played.CouponNo, privacyLevel: PRIVACY_LEVEL.allMembers, shareAll: 1,
    });
    expect(r.body.d, JSON.stringify(r.body)).toBe(true);
    coupons.push(played.CouponId);
  }
  await publishResult({ db: site.edge.db, edge: site.edge }, picks[0]!, 'won');
  for (const id of coupons) expect(await waitSettled(site.edge.db, id)).toBe('won');
};

/** Plays two playable events (or the `again` ones: the same picks), 50 TL; answers the success dialog and the picks. */
const playFromProgram = async (page: Page, again: string[] = []): Promise<{ done: Locator; names: string[] }> => {
  for (const name of again) await clickFirstOddsOf(page, name);
  const names = again.length > 0 ? again : await pickPlayableEvents(page, 2);
  expect(names).toHaveLength(2);
  const coupon = page.getByRole('region', { name: 'Kuponum' });
  await expect.poll(() => coupon.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem').count()).toBe(2);
  const misli = coupon.getByLabel('Misli', { exact: true });
  await misli.fill('50');
  await misli.blur();
  await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();
  const done = page.getByRole('dialog', { name: 'Bilgi' }).filter({ hasText: /\d{8,}/ });
  await done.waitFor();
  return { done, names };
};

/** The message dialog with `text`, closed with 'Tamam' once read. */
const readMessage = async (page: Page, text: string | RegExp): Promise<string> => {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  const said = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await dialog.waitFor({ state: 'detached' });
  return said;
};

const selectionsOf = (couponNo: string) =>
  e2e.site.edge.db.query<Selection & Record<string, unknown>>(
    `SELECT s.event_nid AS "eventNid", s.event_code AS "eventCode", s.sport_id AS "sportId", s.market_id AS "marketId", s.outcome_id AS "outcomeId", s.odd
     FROM coupon_selections s JOIN coupons c ON c.id = s.coupon_id WHERE c.coupon_no = $1 ORDER BY s.position`,
    [couponNo],
  );

const demoScore = async (): Promise<number> =>
  Number((await e2e.site.edge.db.query<{ score: number }>(
    `SELECT COALESCE(SUM(s.score), 0)::bigint AS score FROM coupon_shares s JOIN members m ON m.id = s.member_id WHERE m.username = $1`, [DEMO!.username]))[0]!.score);

/** The football event of the test's coupons (the history is basketball). */
let eventName = '';
/** demo's cards in a list; of the two shares of this test, the public one has no followers-only mark. */
const cards = (page: Page | Locator) => page.getByRole('article', { name: DEMO!.username, exact: true });
const ours = (page: Page | Locator) => cards(page).filter({ hasText: eventName });
const publicCard = (page: Page | Locator) => ours(page).filter({ hasNotText: CARD_TEXTS.followersOnly });
const followersCard = (page: Page | Locator) => ours(page).filter({ hasText: CARD_TEXTS.followersOnly });

describe('Kupondaş: share, follow, play a share, settle', () => {
  it("1. demo shares one coupon with all members from the success dialog, another with followers only from 'Hesabım/Kuponlarım'", async () => {
    const { page, browser } = e2e;
    await seedHistory();
    await page.goto('/iddaa/futbol');
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill(DEMO!.username);
    await page.getByLabel('Şifre', { exact: true }).first().fill(DEMO!.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.getByRole('button', { name: 'Çıkış' }).waitFor();

    const { done, names } = await playFromProgram(page);
    publicNo = (await done.textContent())?.match(/\d{8,}/)?.[0] ?? '';
    expect(publicNo).not.toBe('');
    eventName = e2e.site.edge.program.eventByCode((await selectionsOf(publicNo))[0]!.eventCode)!.name;
    await done.getByRole('button', { name: SHARE_TEXTS.open }).click();
    const panel = done.getByRole('region', { name: SHARE_TEXTS.dialogTitle });
    await panel.getByRole('radio', { name: new RegExp(`^${SHARE_TEXTS.privacyAll}`) }).check();
    await browser.screenshot('kupondas-1-share-dialog');
    await panel.getByRole('button', { name: SHARE_TEXTS.share }).click();
    await readMessage(page, SM.sharedAllMembers);
    const sharedButton = done.getByRole('button', { name: SHARE_TEXTS.shared });
    await sharedButton.waitFor();
    expect(await sharedButton.isDisabled()).toBe(true);
    await browser.screenshot('kupondas-1-shared-in-success-dialog');
    await done.getByRole('button', { name: 'Tamam' }).click();

    // The same picks again, shared later from Hesabım/Kuponlarım to followers only.
    const { done: again } = await playFromProgram(page, names);
    followersNo = (await again.textContent())?.match(/\d{8,}/)?.[0] ?? '';
    expect(followersNo).not.toBe(publicNo);
    await again.getByRole('button', { name: 'Tamam' }).click();
    await page.getByRole('link', { name: 'Hesabım/Kuponlarım' }).click();
    const card = page.getByRole('article', { name: followersNo });
    await card.getByRole('button', { name: SHARE_TEXTS.open }).click();
    const sheet = page.getByRole('dialog', { name: SHARE_TEXTS.dialogTitle });
    await sheet.getByRole('radio', { name: new RegExp(`^${SHARE_TEXTS.privacyFollowers}`) }).check();
    await sheet.getByRole('button', { name: SHARE_TEXTS.share }).click();
    await readMessage(page, SM.sharedFollowersOnly);
    await expect.poll(() => card.getByRole('button', { name: SHARE_TEXTS.shared }).isDisabled()).toBe(true);
    await browser.screenshot('kupondas-1-shared-from-my-coupons');
    // The public coupon's card on the same page says it is shared too.
    expect(await page.getByRole('article', { name: publicNo }).getByRole('button', { name: SHARE_TEXTS.shared }).isDisabled()).toBe(true);
  });

  it("2. mehmet sees only the public share in 'Tüm Paylaşımlar', follows demo, then sees both in 'Takip Ettiklerim'", async () => {
    const { page } = mehmet;
    await page.goto(loginPageUrl(ROUTES.kupondas));
    const login = page.getByRole('region', { name: 'Üye Girişi', exact: true });
    await login.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill(MEHMET!.username);
    await login.getByLabel('Şifre', { exact: true }).fill(MEHMET!.password);
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => u.pathname === ROUTES.kupondas);
    const all = page.getByRole('region', { name: KUPONDAS_TEXTS.tabAll });
    await publicCard(all).waitFor();
    await expect.poll(() => cards(all).count()).toBe(HISTORY + 1);
    expect(await followersCard(all).count()).toBe(0);
    await mehmet.screenshot('kupondas-2-feed-all');

    await publicCard(all).getByRole('link', { name: DEMO!.username, exact: true }).click();
    await page.waitForURL((u) => u.pathname === kupondasProfilePath(DEMO!.username));
    await page.getByRole('heading', { level: 1, name: DEMO!.username }).waitFor();
    const profileShares = page.getByRole('region', { name: PROFILE_TEXTS.sharesHeading });
    await publicCard(profileShares).waitFor();
    expect(await followersCard(profileShares).count()).toBe(0);
    await page.getByRole('button', { name: CARD_TEXTS.follow, exact: true }).click();
    await page.getByRole('button', { name: CARD_TEXTS.unfollow }).waitFor();
    await mehmet.screenshot('kupondas-2-profile-followed');

    await page.getByRole('navigation', { name: KUPONDAS_TEXTS.navLabel }).getByRole('link', { name: KUPONDAS_TEXTS.navFeed }).click();
    await page.getByRole('tab', { name: KUPONDAS_TEXTS.tabFollowing }).click();
    const following = page.getByRole('region', { name: KUPONDAS_TEXTS.tabFollowing });
    await followersCard(following).waitFor();
    await publicCard(following).waitFor();
    await mehmet.screenshot('kupondas-2-feed-following');
  });

  it("3. mehmet presses 'Hemen Oyna' on the public share: today's odds, the changed odds and the closed market are told", async () => {
    const { page } = mehmet;
    const { program } = e2e.site.edge;
    const [moved, closed] = await selectionsOf(publicNo);
    expect(closed).toBeDefined();
    const newOdd = moved!.odd + 15;
    program.updateOutcome(moved!.outcomeId, { odd: newOdd });
    program.updateMarket(closed!.marketId, { status: OUTCOME_STATUS.disabled });
    program.commit();
    const movedEvent = program.eventByCode(moved!.eventCode)!.name;
    const closedEvent = program.eventByCode(closed!.eventCode)!.name;

    const following = page.getByRole('region', { name: KUPONDAS_TEXTS.tabFollowing });
    await publicCard(following).getByRole('button', { name: CARD_TEXTS.playNow }).click();
    const said = await readMessage(page, PLAY_SHARE_TEXTS.added(1));
    expect(said).toContain(PLAY_SHARE_TEXTS.changedHead);
    expect(said).toContain(PLAY_SHARE_TEXTS.changed(movedEvent, formatOdd(moved!.odd), formatOdd(newOdd)));
    expect(said).toContain(PLAY_SHARE_TEXTS.closedHead);
    expect(said).toContain(closedEvent);
    // On a phone the coupon opens in its sheet, showing what came along.
    const rows = page.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(movedEvent).waitFor();
    await rows.first().getByText(formatOdd(newOdd)).first().waitFor();
    await mehmet.screenshot('kupondas-3-play-share-coupon');
  });

  it('4. the results settle both shares live, demo scores by the rule and enters the leaderboard', async () => {
    const { page, browser, site } = e2e;
    const { page: mp } = mehmet;
    // mehmet back on his feed; demo on the leaderboard (one settled share short), then on his own profile.
    await mp.goto(ROUTES.kupondas);
    await mp.getByRole('tab', { name: KUPONDAS_TEXTS.tabFollowing }).click();
    const following = mp.getByRole('region', { name: KUPONDAS_TEXTS.tabFollowing });
    await publicCard(following).getByText(CARD_TEXTS.scorePending).waitFor();
    await page.goto(ROUTES.kupondasLeaders);
    await page.getByText(LEADERS_TEXTS.empty).waitFor();
    await page.goto(kupondasProfilePath(DEMO!.username));
    const before = await demoScore();
    const stats = page.locator(`dl[aria-label="${PROFILE_TEXTS.stats}"] > div`).filter({ has: page.locator('dt', { hasText: new RegExp(`^${PROFILE_TEXTS.score}$`) }) }).locator('dd');
    await expect.poll(() => stats.textContent()).toBe(formatCount(before));
    const own = page.getByRole('region', { name: PROFILE_TEXTS.sharesHeading });
    await expect.poll(() => ours(own).count()).toBe(2);
    for (const p of [page, mp]) await p.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const selections = await selectionsOf(publicNo);
    for (const s of selections) {
      endInProgram(site.edge.program, s.eventCode, EVENT_STATUS.finished);
      await eventResultsRepo.record(site.edge.db, {
        eventNid: s.eventNid, eventCode: s.eventCode, sportId: s.sportId, status: EVENT_STATUS.finished, score: [1, 0],
        winningOutcomeIds: [s.outcomeId], decidedMarketIds: [s.marketId], marketIds: [s.marketId], finishedAt: Date.now(),
      }, new Date());
    }
    const [shares] = await Promise.all([
      site.edge.db.query<{ totalOdd: number }>(
        `SELECT s.total_odd AS "totalOdd" FROM coupon_shares s JOIN coupons c ON c.id = s.coupon_id WHERE c.coupon_no IN ($1, $2) ORDER BY c.coupon_no = $2`, [publicNo, followersNo]),
      publicCard(following).getByText(CARD_TEXTS.status.won).waitFor({ timeout: 20_000 }),
    ]);
    const points = shares.map((s) => settledScore('won', s.totalOdd));
    await publicCard(following).getByText(CARD_TEXTS.points(points[0]!)).waitFor();
    await publicCard(following).scrollIntoViewIfNeeded();
    await mehmet.screenshot('kupondas-4-feed-settled-live');
    await publicCard(own).getByText(CARD_TEXTS.status.won).waitFor({ timeout: 20_000 });
    await browser.screenshot('kupondas-4-profile-settled-live');
    // The followers-only share's result comes live too, through its own room (Share_<id>_V3): to mehmet, a follower, and demo.
    await followersCard(following).getByText(CARD_TEXTS.points(points[1]!)).waitFor({ timeout: 20_000 });
    await followersCard(own).getByText(CARD_TEXTS.status.won).waitFor({ timeout: 20_000 });
    for (const p of [page, mp]) expect(await p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const after = before + points.reduce((a, b) => a + b, 0);
    expect(await demoScore()).toBe(after);

    // The leaderboard is recomputed once its cache time has passed: demo is on it now, with his score.
    ahead += KUPONDAS_SOCIAL.leaderboardCacheMs + 1000;
    await page.getByRole('navigation', { name: KUPONDAS_TEXTS.navLabel }).getByRole('link', { name: KUPONDAS_TEXTS.navLeaders }).click();
    const leader = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: DEMO!.username, exact: true }) });
    await leader.waitFor();
    await leader.getByText(formatCount(after), { exact: true }).waitFor();
    await browser.screenshot('kupondas-4-leaders');
    await page.goto(kupondasProfilePath(DEMO!.username));
    await expect.poll(() => stats.textContent()).toBe(formatCount(after));
    await followersCard(own).getByText(CARD_TEXTS.status.won).waitFor();
    expect(browser.errors).toEqual([]);
    expect(mehmet.errors).toEqual([]);
  });
});
