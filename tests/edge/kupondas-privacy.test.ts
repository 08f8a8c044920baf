/**
 * Kupondaş privacy, black-box: a followers-only share is never visible to a non-follower, a blocked member or a
 * visitor through any social call (both feeds with every filter and every page, the profile and its pages, the share
 * by id, comments: reading, writing, reporting), while its owner and followers see it; a block hides even the
 * public shares from the blocked member and an unfollow takes the followers-only ones away at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_FILTERS, KUPONDAS_SOCIAL_API as K, type AddCommentAnswer, type CommentsAnswer, type FeedAnswer, type FollowAnswer,
  type ProfileAnswer, type ShareAnswer,
} from '@shared/protocol/kupondas-social-api';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playPreMatch, type Member } from './kupondas-fixtures';

let t: TestEdge;
let owner: Member;
let follower: Member;
let stranger: Member;
let blocked: Member;
let visitor: Browser;
let publicShare: number;
let privateShare: number;
let privateComment: number;

/** Shares a played coupon by writing the share row as ShareCoupon does (this suite tests reading, not sharing). */
const insertShare = async (m: Member, couponId: number, privacyLevel: number): Promise<number> => {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO coupon_shares (coupon_id, member_id, privacy_level, platform_id, share_all, snapshot, total_odd, is_live, earns_score, status, shared_at)
     SELECT id, member_id, $2, 1, 1, '{}'::jsonb, total_odd, false, true, status, $3 FROM coupons WHERE id = $1 AND member_id = $4 RETURNING id`,
    [couponId, privacyLevel, new Date(t.clock.now()), m.id],
  );
  if (!row) throw new Error('share not inserted');
  return row.id;
};

/** Every share id a feed or profile list yields, following NextCursor to the end. */
const allPages = async (b: Browser, first: string): Promise<{ ids: number[]; statuses: number[] }> => {
  const ids: number[] = [];
  const statuses: number[] = [];
  let path: string | null = first;
  while (path) {
    const r: { status: number; body: FeedAnswer } = await b.get<FeedAnswer>(path);
    statuses.push(r.status);
    if (r.status !== 200) break;
    ids.push(...r.body.Shares.map((s) => s.ShareId));
    path = r.body.NextCursor ? `${first}&cursor=${encodeURIComponent(r.body.NextCursor)}` : null;
  }
  return { ids, statuses };
};

const feedIds = async (b: Browser, tab: 'all' | 'following'): Promise<number[]> => {
  const ids: number[] = [];
  for (const filter of FEED_FILTERS) ids.push(...(await allPages(b, `${K.feed}?tab=${tab}&filter=${filter}&limit=1`)).ids);
  return ids;
};

const profileIds = async (b: Browser, nickname: string): Promise<number[]> => {
  const profile = await b.get<ProfileAnswer>(`${K.profile}?nickname=${encodeURIComponent(nickname)}`);
  expect(profile.status).toBe(200);
  const pages = await allPages(b, `${K.profileShares}?nickname=${encodeURIComponent(nickname)}&limit=1`);
  const first = profile.body.Shares.map((s) => s.ShareId);
  // The profile's own page and the profile pages one card at a time list the same shares.
  expect(pages.ids).toEqual(first);
  return first;
};

const follow = async (m: Member, target: Member, action: 'follow' | 'unfollow' | 'block' | 'unblock') =>
  m.browser.post<FollowAnswer>(K[action], { nickname: target.nickname });

beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  [owner, follower, stranger, blocked] = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
  visitor = await openBrowser(t.url);
  const a = await playPreMatch(t, owner, 2, 50);
  const b = await playPreMatch(t, owner, 2, 50);
  publicShare = await insertShare(owner, a.played.CouponId, 1);
  privateShare = await insertShare(owner, b.played.CouponId, 2);
  expect((await follow(follower, owner, 'follow')).status).toBe(200);
  expect((await follow(blocked, owner, 'follow')).status).toBe(200);
  expect((await follow(owner, blocked, 'block')).body).toMatchObject({ IsSuccess: true, ViewerBlocked: true, ViewerFollows: false });
  const c = await follower.browser.post<AddCommentAnswer>(K.addComment, { shareId: privateShare, text: 'Takipçi yorumu' });
  expect(c.status).toBe(200);
  privateComment = c.body.Comment.CommentId;
}, 120_000);
afterAll(() => t?.close());

describe('a followers-only share', () => {
  it('reaches its owner and followers through every reading call', async () => {
    expect(await feedIds(follower.browser, 'following')).toContain(privateShare);
    expect(await profileIds(follower.browser, owner.nickname)).toEqual([privateShare, publicShare]);
    expect(await profileIds(owner.browser, owner.nickname)).toEqual([privateShare, publicShare]);
    const card = await follower.browser.get<ShareAnswer>(`${K.share}?shareId=${privateShare}`);
    expect(card.status).toBe(200);
    expect(card.body.Share).toMatchObject({ ShareId: privateShare, PrivacyLevel: 2, ViewerFollows: true, IsOwner: false, CommentCount: 1 });
    const comments = await follower.browser.get<CommentsAnswer>(`${K.comments}?shareId=${privateShare}`);
    expect(comments.body.Comments.map((x) => x.CommentId)).toEqual([privateComment]);
    // 'Tüm Paylaşımlar' holds shares for all members only, for followers too.
    expect(await feedIds(follower.browser, 'all')).not.toContain(privateShare);
  });

  for (const who of ['stranger', 'blocked', 'visitor'] as const) {
    it(`never reaches a ${who}: feeds, profile, share, comments`, async () => {
      const b = who === 'visitor' ? visitor : who === 'stranger' ? stranger.browser : blocked.browser;
      const all = await feedIds(b, 'all');
      expect(all).not.toContain(privateShare);
      if (who === 'visitor') {
        expect((await b.get(`${K.feed}?tab=following`)).status).toBe(401);
      } else {
        expect(await feedIds(b, 'following')).not.toContain(privateShare);
      }
      const profile = await profileIds(b, owner.nickname);
      expect(profile).not.toContain(privateShare);
      const share = await b.get(`${K.share}?shareId=${privateShare}`);
      expect(share.status).toBe(404);
      expect(JSON.stringify(share.body)).not.toContain(owner.nickname);
      expect((await b.get(`${K.comments}?shareId=${privateShare}`)).status).toBe(404);
      const write = await b.post(K.addComment, { shareId: privateShare, text: 'Görmemem gereken kupon' });
      expect(write.status).toBe(who === 'visitor' ? 401 : 404);
      const report = await b.post(K.reportComment, { commentId: privateComment });
      expect(report.status).toBe(who === 'visitor' ? 401 : 404);
      if (who === 'blocked') {
        // A block hides the owner's public shares from the blocked member too, and following is refused.
        expect(all).not.toContain(publicShare);
        expect(profile).toEqual([]);
        expect((await b.get(`${K.share}?shareId=${publicShare}`)).status).toBe(404);
        const again = await follow(blocked, owner, 'follow');
        expect(again.status).toBe(403);
        expect(again.body).toMatchObject({ IsSuccess: false, Code: 'BLOCKED', Message: 'Bu üye sizi engellediği için takip edemezsiniz.' });
        const p = await b.get<ProfileAnswer>(`${K.profile}?nickname=${owner.nickname}`);
        expect(p.body).toMatchObject({ BlockedByMember: true, ViewerFollows: false, Shares: [] });
      } else {
        expect(all).toContain(publicShare);
        expect(profile).toEqual([publicShare]);
      }
    });
  }

  it('leaves with an unfollow and comes back with a follow', async () => {
    expect((await follow(follower, owner, 'unfollow')).body).toMatchObject({ ViewerFollows: false });
    expect(await feedIds(follower.browser, 'following')).not.toContain(privateShare);
    expect(await profileIds(follower.browser, owner.nickname)).toEqual([publicShare]);
    expect((await follower.browser.get(`${K.share}?shareId=${privateShare}`)).status).toBe(404);
    expect((await follower.browser.get(`${K.comments}?shareId=${privateShare}`)).status).toBe(404);
    expect((await follow(follower, owner, 'follow')).body).toMatchObject({ ViewerFollows: true });
    expect(await profileIds(follower.browser, owner.nickname)).toEqual([privateShare, publicShare]);
  });

  it('the blocker does not see the blocked member\'s shares either, until the block is lifted', async () => {
    const c = await playPreMatch(t, blocked, 2, 50);
    const theirs = await insertShare(blocked, c.played.CouponId, 1);
    expect(await feedIds(owner.browser, 'all')).not.toContain(theirs);
    expect((await follow(owner, blocked, 'unblock')).body).toMatchObject({ ViewerBlocked: false });
    expect(await feedIds(owner.browser, 'all')).toContain(theirs);
    // Lifting the block does not bring the ended follow back.
    expect(await feedIds(blocked.browser, 'following')).not.toContain(privateShare);
    expect((await follow(owner, blocked, 'block')).status).toBe(200);
  });
});
