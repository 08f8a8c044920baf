/**
 * Leaderboards, black-box: weekly, monthly and all-time rankings by the score of shares settled in the Istanbul
 * period, with yield, only members with the minimum number of settled shares, and a ranking that moves once its
 * cache time has passed on the edge's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { KUPONDAS_SOCIAL_API as K, type LeaderboardAnswer, type ProfileAnswer, type ShareAnswer } from '@shared/protocol/kupondas-social-api';
import { settledScore } from '@shared/rules/sharing-score';
import { istanbulMonthStart, istanbulWeekStart } from '@shared/rules/kupondas-periods';
import { yieldPerMille } from '@shared/rules/kupondas-stats';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { publishResult, waitSettled } from './coupon-fixtures';
import { KUPONDAS_EDGE, newMember, playAndShare, playPreMatch, type Member } from './kupondas-fixtures';

const DAY_MS = 86_400_000;
let t: TestEdge;
let a: Member;
let b: Member;
let c: Member;
let visitor: Browser;

/** Plays and shares `n` coupons of the member, settled at `at` with `score` each; every other one won. */
const settledShares = async (m: Member, n: number, score: number, at: number): Promise<void> => {
  for (let i = 0; i < n; i++) {
    const { played } = await playPreMatch(t, m, 2, 50);
    await t.db.query(
      `INSERT INTO coupon_shares (coupon_id, member_id, privacy_level, platform_id, share_all, snapshot, total_odd, is_live, earns_score, status, score, shared_at, settled_at)
       SELECT id, member_id, 1, 1, 1, '{}'::jsonb, total_odd, false, true, $2, $3, $4, $5 FROM coupons WHERE id = $1`,
      [played.CouponId, i % 2 === 0 ? 'won' : 'lost', score, new Date(at - DAY_MS), new Date(at)],
    );
  }
};

const board = async (period: string): Promise<LeaderboardAnswer> => (await visitor.get<LeaderboardAnswer>(`${K.leaderboard}?period=${period}`)).body;

/** The expected yield of a member's shares settled since `from`. */
const yieldOf = async (m: Member, from: number): Promise<number> => {
  const [r] = await t.db.query<{ settled: number; wonOdds: number }>(
    `SELECT COUNT(*)::bigint AS settled, COALESCE(SUM(total_odd) FILTER (WHERE status = 'won'), 0)::bigint AS "wonOdds"
     FROM coupon_shares WHERE member_id = $1 AND settled_at >= $2 AND status IN ('won', 'lost')`, [m.id, new Date(from)]);
  return yieldPerMille(r!.settled, r!.wonOdds)!;
};

beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  [a, b, c] = await Promise.all([newMember(t), newMember(t), newMember(t)]);
  visitor = await openBrowser(t.url);
  const now = t.clock.now();
  await settledShares(a, KUPONDAS_SOCIAL.leaderboardMinSettled, 10, now - 1000);
  await settledShares(a, 3, 100, now - 40 * DAY_MS);
  await settledShares(b, KUPONDAS_SOCIAL.leaderboardMinSettled, 20, now - 1000);
  await settledShares(c, KUPONDAS_SOCIAL.leaderboardMinSettled - 1, 100, now - 1000);
}, 180_000);
afterAll(() => t?.close());

describe('leaderboards', () => {
  it('rank the period by score, only members with the minimum settled shares, with yield', async () => {
    const now = t.clock.now();
    const weekly = await board('weekly');
    expect(weekly).toMatchObject({ IsSuccess: true, Period: 'weekly', From: istanbulWeekStart(now), MinSettled: KUPONDAS_SOCIAL.leaderboardMinSettled });
    expect(weekly.Entries.map((e) => [e.Rank, e.Nickname, e.Score, e.Settled, e.Won])).toEqual([
      [1, b.nickname, 100, 5, 3],
      [2, a.nickname, 50, 5, 3],
    ]);
    expect(weekly.Entries[0]!.Yield).toBe(await yieldOf(b, 0));
    expect(weekly.Entries[1]!.Yield).toBe(await yieldOf(a, istanbulWeekStart(now)));
    const monthly = await board('monthly');
    expect(monthly.From).toBe(istanbulMonthStart(now));
    expect(monthly.Entries.map((e) => e.Nickname)).toEqual([b.nickname, a.nickname]);
    const all = await board('all');
    expect(all.From).toBeNull();
    expect(all.Entries.map((e) => [e.Nickname, e.Score, e.Settled])).toEqual([[a.nickname, 350, 8], [b.nickname, 100, 5]]);
    expect(all.Entries[0]!.Yield).toBe(await yieldOf(a, 0));
    expect(all.Entries.map((e) => e.Nickname)).not.toContain(c.nickname);
  });

  it('move when settlements change them, once the cache time has passed', async () => {
    await settledShares(c, 1, 100, t.clock.now());
    expect((await board('weekly')).Entries.map((e) => e.Nickname)).toEqual([b.nickname, a.nickname]);
    t.clock.set(t.clock.now() + KUPONDAS_SOCIAL.leaderboardCacheMs + 1000);
    const weekly = await board('weekly');
    expect(weekly.Entries.map((e) => [e.Nickname, e.Score])).toEqual([[c.nickname, 500], [b.nickname, 100], [a.nickname, 50]]);
  });

  it('refuses an unknown period', async () => {
    expect((await visitor.get(`${K.leaderboard}?period=daily`)).status).toBe(400);
  });
});

describe('through the real ShareCoupon and settlement', () => {
  it('a settled coupon shows its result and score on the card, the profile and the leaderboard', async () => {
    const d = await newMember(t);
    const shared = [];
    for (let i = 0; i < KUPONDAS_SOCIAL.leaderboardMinSettled; i++) shared.push(await playAndShare(t, d));
    // The same two pre-match picks every time: their results settle all five coupons.
    for (const p of shared[0]!.picks) await publishResult(t, p, 'won');
    for (const s of shared) expect(await waitSettled(t.db, s.played.CouponId)).toBe('won');
    const card = (await visitor.get<ShareAnswer>(`${K.share}?shareId=${shared[0]!.shareId}`)).body.Share;
    const score = settledScore('won', card.TotalOdd);
    expect(card).toMatchObject({ CouponStatus: 'won', EarnsScore: true, Score: score });
    expect(card.SettledAt).not.toBeNull();
    expect(card.Rows.map((r) => r.status)).toEqual(['won', 'won']);
    const profile = (await visitor.get<ProfileAnswer>(`${K.profile}?nickname=${d.nickname}`)).body;
    expect(profile.Stats).toMatchObject({ Shares: 5, Settled: 5, Won: 5, HitRate: 1000, Score: 5 * score });
    t.clock.set(t.clock.now() + KUPONDAS_SOCIAL.leaderboardCacheMs + 1000);
    const entry = (await board('weekly')).Entries.find((e) => e.Nickname === d.nickname);
    expect(entry).toMatchObject({ Score: 5 * score, Settled: 5, Won: 5, Yield: card.TotalOdd * 10 - 1000 });
  });
});
