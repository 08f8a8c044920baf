/**
 * Kupondaş social calls, black-box: follows and their limits, keyset pages of both feeds with every filter (ties
 * on the shared time included, never OFFSET: EXPLAIN shows an index under every feed query), profiles with hit rate,
 * yield and score, and one share made through the real ShareCoupon call reaching a follower's feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import {
  FEED_FILTERS, KUPONDAS_SOCIAL_API as K, type FeedAnswer, type FollowAnswer, type ProfileAnswer,
} from '@shared/protocol/kupondas-social-api';
import { PRIVACY_LEVEL } from '@shared/protocol/kupondas-share-api';
import type { Queryable } from '../../edge/storage/db.port';
import { kupondasFeedsRepo } from '../../edge/storage/kupondas-feeds.repo';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playAndShare, playPreMatch, type Member } from './kupondas-fixtures';

let t: TestEdge;
let owner: Member;
let fan: Member;
let other: Member;
const ownerShares: number[] = [];

const insertShare = async (m: Member, couponId: number, privacyLevel: number, at: number): Promise<number> => {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO coupon_shares (coupon_id, member_id, privacy_level, platform_id, share_all, snapshot, total_odd, is_live, earns_score, status, shared_at)
     SELECT id, member_id, $2, 1, 1, '{}'::jsonb, total_odd, false, true, status, $3 FROM coupons WHERE id = $1 RETURNING id`,
    [couponId, privacyLevel, new Date(at)],
  );
  if (!row) throw new Error('share not inserted');
  return row.id;
};

const pages = async (m: Member, first: string): Promise<number[]> => {
  const ids: number[] = [];
  let path: string | null = first;
  while (path) {
    const r: { status: number; body: FeedAnswer } = await m.browser.get<FeedAnswer>(path);
    expect(r.status).toBe(200);
    ids.push(...r.body.Shares.map((s) => s.ShareId));
    path = r.body.NextCursor ? `${first}&cursor=${encodeURIComponent(r.body.NextCursor)}` : null;
  }
  return ids;
};

/** The expected order: shared time, then id, both descending. */
const expectedOrder = async (where: string, params: unknown[]): Promise<number[]> =>
  (await t.db.query<{ id: number }>(`SELECT id FROM coupon_shares s WHERE ${where} ORDER BY shared_at DESC, id DESC`, params)).map((r) => r.id);

beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  [owner, fan, other] = await Promise.all([newMember(t), newMember(t), newMember(t)]);
  // 12 shares, three of them at the same instant (the id breaks the tie), every fourth for followers only.
  const base = t.clock.now() - 60_000;
  for (let i = 0; i < 12; i++) {
    const { played } = await playPreMatch(t, i % 2 ? owner : other, 2, 50);
    const at = i >= 3 && i <= 5 ? base + 3000 : base + i * 1000;
    ownerShares.push(await insertShare(i % 2 ? owner : other, played.CouponId, i % 4 === 3 ? 2 : 1, at));
  }
  await t.db.query(`UPDATE coupon_shares SET status = 'won', settled_at = $2 WHERE id = ANY($1::bigint[])`, [ownerShares.slice(0, 3), new Date(base + 20_000)]);
  await t.db.query(`UPDATE coupon_shares SET status = 'lost', settled_at = $2 WHERE id = ANY($1::bigint[])`, [ownerShares.slice(3, 6), new Date(base + 20_000)]);
  await t.db.query(`UPDATE coupon_shares SET is_live = true WHERE id = ANY($1::bigint[])`, [[ownerShares[4], ownerShares[7], ownerShares[9]]]);
}, 120_000);
afterAll(() => t?.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  Plan?: PlanNode;
}
/** Every node of an EXPLAIN (FORMAT JSON) plan. */
const planNodes = (roots: PlanNode[]): PlanNode[] => {
  const out: PlanNode[] = [];
  const pending = roots.map((r) => r.Plan ?? r);
  while (pending.length > 0) {
    const n = pending.pop()!;
    out.push(n);
    pending.push(...(n.Plans ?? []));
  }
  return out;
};

const FILTER_SQL: Record<(typeof FEED_FILTERS)[number], string> = {
  all: 'true', ongoing: `status = 'open'`, won: `status = 'won'`, lost: `status = 'lost'`, live: `is_live AND status = 'open'`,
};

describe('feeds', () => {
  it("'Tüm Paylaşımlar' pages (limit 1..5) give every public share once, newest first, for every filter", async () => {
    for (const filter of FEED_FILTERS) {
      const expected = await expectedOrder(`privacy_level = 1 AND ${FILTER_SQL[filter]}`, []);
      for (const limit of [1, 2, 5]) expect(await pages(fan, `${K.feed}?tab=all&filter=${filter}&limit=${limit}`)).toEqual(expected);
    }
  });

  it("'Takip Ettiklerim' holds the followed member's shares, followers-only included, for every filter", async () => {
    const empty = await fan.browser.get<FeedAnswer>(`${K.feed}?tab=following`);
    expect(empty.body.Shares).toEqual([]);
    expect(empty.body.Suggestions?.map((s) => s.Nickname)).toEqual(expect.arrayContaining([owner.nickname, other.nickname]));
    expect(empty.body.Suggestions?.map((s) => s.Nickname)).not.toContain(fan.nickname);
    const r = await fan.browser.post<FollowAnswer>(K.follow, { nickname: owner.nickname });
    expect(r.body).toEqual({ IsSuccess: true, ViewerFollows: true, ViewerBlocked: false, Followers: 1 });
    for (const filter of FEED_FILTERS) {
      const expected = await expectedOrder(`member_id = $1 AND ${FILTER_SQL[filter]}`, [owner.id]);
      expect(await pages(fan, `${K.feed}?tab=following&filter=${filter}&limit=2`)).toEqual(expected);
    }
    const page = await fan.browser.get<FeedAnswer>(`${K.feed}?tab=following`);
    expect(page.body.Suggestions).toBeUndefined();
    expect(page.body.Shares.every((c) => c.ViewerFollows && c.Nickname === owner.nickname && c.UserName === owner.nickname)).toBe(true);
    expect(page.body.Shares.some((c) => c.PrivacyLevel === 2)).toBe(true);
    const card = page.body.Shares[0]!;
    expect(card).toMatchObject({ IsCancelable: false, IsOwner: false, IsRefunded: false, AvatarUrl: null, CommentCount: 0 });
    expect(card.Rows).toHaveLength(2);
    expect(card.Rows[0]).toEqual(expect.objectContaining({ odd: expect.any(Number), eventName: expect.any(String), status: 'open' }));
  });

  it('refuses a cursor it did not make with a Turkish message', async () => {
    for (const cursor of ['abc', '1.0', 'x'.repeat(64)]) {
      const r = await fan.browser.get(`${K.feed}?tab=all&cursor=${cursor}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ IsSuccess: false, Code: 'BAD_CURSOR', Message: 'Sayfa bilgisi geçersiz. Lütfen listeyi yenileyin.' });
    }
    expect((await fan.browser.get(`${K.feed}?tab=all&limit=0`)).status).toBe(400);
    expect((await fan.browser.get(`${K.feed}?tab=everything`)).status).toBe(400);
  });

  it('every feed query is served by an index (EXPLAIN, sequential scans disabled so only an index can win)', async () => {
    const after = { at: new Date(t.clock.now()), id: 1_000_000 };
    const calls: ((q: Queryable) => Promise<unknown>)[] = [];
    for (const filter of FEED_FILTERS) {
      for (const keyset of [null, after]) {
        calls.push((q) => kupondasFeedsRepo.publicFeed(q, fan.id, filter, keyset, 20));
        calls.push((q) => kupondasFeedsRepo.publicFeed(q, null, filter, keyset, 20));
        calls.push((q) => kupondasFeedsRepo.followingFeed(q, fan.id, filter, keyset, 20));
      }
    }
    calls.push((q) => kupondasFeedsRepo.memberShares(q, fan.id, owner.id, after, 20), (q) => kupondasFeedsRepo.visibleShare(q, null, 1));
    for (const call of calls) {
      let sql = '';
      let params: readonly unknown[] = [];
      await call({ query: async (s, p) => ((sql = s), (params = p ?? []), []), exec: async () => undefined });
      const plan = await t.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const raw = row!['QUERY PLAN'];
        return planNodes((typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanNode[]);
      });
      const shares = plan.filter((n) => n['Relation Name'] === 'coupon_shares');
      expect(shares.length, sql).toBeGreaterThan(0);
      expect(shares.map((n) => n['Node Type']), sql).not.toContain('Seq Scan');
      expect(plan.some((n) => n['Index Name']?.startsWith('coupon_shares')), sql).toBe(true);
      expect(plan.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']), sql).toEqual([]);
    }
  });
});

describe('follows', () => {
  it('refuses self, unknown members and visitors; following twice keeps one follow', async () => {
    const self = await owner.browser.post(K.follow, { nickname: owner.nickname });
    expect(self).toMatchObject({ status: 400, body: { Code: 'SELF', Message: 'Kendinizi takip edemezsiniz.' } });
    expect((await owner.browser.post(K.follow, { nickname: 'yok-boyle-biri' })).body).toMatchObject({ Code: 'NOT_FOUND', Message: 'Üye bulunamadı.' });
    const visitor = await openBrowser(t.url);
    expect((await visitor.post(K.follow, { nickname: owner.nickname })).status).toBe(401);
    expect((await fan.browser.post<FollowAnswer>(K.follow, { nickname: owner.nickname.toUpperCase() })).body.Followers).toBe(1);
  });

  it('limits how many members one follows', async () => {
    const at = new Date(t.clock.now());
    await t.db.query(
      `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id, created_at)
       SELECT 80000000 + g, '8' || lpad(g::text, 10, '0'), 'takip' || g, 'takip' || g || '@example.com', 'x', 'Ad', 'Soyad', 'takip' || g, 'tk' || g, $1
       FROM generate_series(1, $2::int) g`,
      [at, KUPONDAS_SOCIAL.maxFollowing],
    );
    await t.db.query(
      `INSERT INTO member_follows (follower_id, followee_id, created_at) SELECT $1, id, $2 FROM members WHERE username LIKE 'takip%'`,
      [other.id, at],
    );
    const r = await other.browser.post(K.follow, { nickname: owner.nickname });
    expect(r).toMatchObject({ status: 422, body: { Code: 'FOLLOW_LIMIT', Message: `En fazla ${KUPONDAS_SOCIAL.maxFollowing} üye takip edebilirsiniz.` } });
    expect((await other.browser.post(K.unfollow, { nickname: 'takip1' })).status).toBe(200);
    expect((await other.browser.post<FollowAnswer>(K.follow, { nickname: owner.nickname })).body.ViewerFollows).toBe(true);
  });

  it('rate-limits follow actions per member, and lets them go on after the window', async () => {
    const m = await newMember(t);
    let last = 0;
    for (let i = 0; i < KUPONDAS_SOCIAL.socialActionsPerWindow; i++) {
      last = (await m.browser.post(i % 2 ? K.unfollow : K.follow, { nickname: owner.nickname })).status;
    }
    expect(last).toBe(200);
    const refused = await m.browser.post(K.follow, { nickname: owner.nickname });
    expect(refused).toMatchObject({ status: 429, body: { Code: 'RATE_LIMITED', Message: 'Çok kısa sürede çok fazla işlem yaptınız. Lütfen biraz sonra tekrar deneyin.' } });
    t.clock.set(t.clock.now() + KUPONDAS_SOCIAL.socialWindowMs + 1000);
    expect((await m.browser.post(K.follow, { nickname: owner.nickname })).status).toBe(200);
  });
});

describe('profiles', () => {
  it('shows shares, hit rate, yield, score, followers and following', async () => {
    await t.db.query(`UPDATE coupon_shares SET score = 40 WHERE member_id = $1 AND status = 'won'`, [owner.id]);
    const [rec] = await t.db.query<{ settled: number; won: number; wonOdds: number; shares: number }>(
      `SELECT COUNT(*) FILTER (WHERE status IN ('won', 'lost'))::bigint AS settled, COUNT(*) FILTER (WHERE status = 'won')::bigint AS won,
         COALESCE(SUM(total_odd) FILTER (WHERE status = 'won'), 0)::bigint AS "wonOdds", COUNT(*)::bigint AS shares
       FROM coupon_shares WHERE member_id = $1`, [owner.id]);
    const r = await fan.browser.get<ProfileAnswer>(`${K.profile}?nickname=${owner.nickname}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ Nickname: owner.nickname, IsOwner: false, ViewerFollows: true, ViewerBlocked: false, BlockedByMember: false });
    expect(rec!.settled).toBeGreaterThan(0);
    expect(r.body.Stats).toEqual({
      Shares: rec!.shares, Settled: rec!.settled, Won: rec!.won,
      HitRate: Math.round((rec!.won * 1000) / rec!.settled),
      Yield: Math.round(((rec!.wonOdds - rec!.settled * 100) * 1000) / (rec!.settled * 100)),
      Score: 40 * rec!.won, Followers: 3, Following: 0,
    });
    const unknown = await fan.browser.get(`${K.profile}?nickname=kimse-yok`);
    expect(unknown).toMatchObject({ status: 404, body: { Code: 'NOT_FOUND', Message: 'Üye bulunamadı.' } });
  });
});

describe('with the real ShareCoupon', () => {
  it("a followers-only share reaches the follower's 'Takip Ettiklerim' at once and never 'Tüm Paylaşımlar'", async () => {
    const { shareId } = await playAndShare(t, owner, PRIVACY_LEVEL.followersOnly);
    const following = await fan.browser.get<FeedAnswer>(`${K.feed}?tab=following`);
    expect(following.body.Shares[0]).toMatchObject({ ShareId: shareId, PrivacyLevel: 2, CouponStatus: 'open', ViewerFollows: true });
    expect(await pages(fan, `${K.feed}?tab=all&limit=50`)).not.toContain(shareId);
    const stranger = await newMember(t);
    expect(await pages(stranger, `${K.profileShares}?nickname=${owner.nickname}&limit=50`)).not.toContain(shareId);
    expect(await pages(stranger, `${K.profileShares}?nickname=${owner.nickname}&limit=50`)).toContain(ownerShares[1]);
  });
});
