/**
 * Kupondaş's reading side: the feeds ('Tüm Paylaşımlar', 'Takip Ettiklerim'), one share, a member's profile and its
 * pages. Visibility is decided by the repository's SQL on every call; this service turns records into the spec's
 * share cards and pages into opaque cursors. An empty first page of 'Takip Ettiklerim' answers whom to follow.
 */
import { avatarUrlOrNull } from '@shared/constants/avatar';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import type {
  FeedAnswer, FeedFilter, FeedTab, ProfileAnswer, ShareCard, ShareRowView,
} from '@shared/protocol/kupondas-social-api';
import { decodeCursor, encodeCursor } from '@shared/rules/kupondas-cursor';
import { hitRatePerMille, nicknameInitials, yieldPerMille } from '@shared/rules/kupondas-stats';
import type { Db } from '../storage/db.port';
import { kupondasFeedsRepo, type Keyset, type ShareRecord } from '../storage/kupondas-feeds.repo';
import { kupondasFollowsRepo } from '../storage/kupondas-follows.repo';
import { kupondasLeaderboardsRepo } from '../storage/kupondas-leaderboards.repo';
import { myCouponsRepo } from '../storage/my-coupons.repo';
import type { KupondasLeaderboardService } from './kupondas-leaderboard.service';

/** Refusals of the reading side: a malformed cursor, or what does not exist for this viewer. */
export type FeedRefusal = { refused: 'badCursor' } | { refused: 'notFound' };

export interface KupondasFeedService {
  feed(viewerId: number | null, tab: FeedTab, filter: FeedFilter, cursor: string | undefined, limit: number | undefined): Promise<FeedAnswer | FeedRefusal>;
  share(viewerId: number | null, shareId: number): Promise<ShareCard | null>;
  profile(viewerId: number | null, nickname: string): Promise<ProfileAnswer | null>;
  profileShares(viewerId: number | null, nickname: string, cursor: string | undefined, limit: number | undefined): Promise<FeedAnswer | FeedRefusal>;
}

export interface FeedDeps {
  db: Db;
  leaderboards: Pick<KupondasLeaderboardService, 'suggestions'>;
}

const pageSize = (limit: number | undefined): number => Math.min(Math.max(limit ?? KUPONDAS_SOCIAL.pageSize, 1), KUPONDAS_SOCIAL.pageSizeMax);

/** undefined: first page; null: a cursor we did not make. */
export const keysetOf = (cursor: string | undefined): Keyset | null | undefined => {
  if (cursor === undefined) return undefined;
  const p = decodeCursor(cursor);
  return p ? { at: new Date(p.at), id: p.id } : null;
};

const nextCursor = (records: readonly { id: number; at: Date }[], limit: number): string | null => {
  const last = records[records.length - 1];
  return records.length === limit && last ? encodeCursor({ at: last.at.getTime(), id: last.id }) : null;
};

export const createKupondasFeedService = ({ db, leaderboards }: FeedDeps): KupondasFeedService => {
  /** Share cards of records, in their order: rows, comment counts and whether the viewer follows each sharer. */
  const cards = async (viewerId: number | null, records: readonly ShareRecord[], followsAll = false): Promise<ShareCard[]> => {
    const couponIds = records.map((r) => r.couponId);
    const [selections, comments, followed] = await Promise.all([
      myCouponsRepo.selections(db, couponIds),
      kupondasFeedsRepo.commentCounts(db, records.map((r) => r.id)),
      viewerId === null || followsAll ? Promise.resolve(new Set<number>()) : kupondasFollowsRepo.followedAmong(db, viewerId, [...new Set(records.map((r) => r.memberId))]),
    ]);
    const rowsOf = new Map<number, ShareRowView[]>();
    for (const s of selections) {
      const rows = rowsOf.get(s.couponId) ?? [];
      rows.push({
        code: s.eventCode, marketId: s.marketId, outcomeId: s.outcomeId, eventName: s.eventName, marketName: s.marketName, outcomeName: s.outcomeName, odd: s.odd,
        startsAt: s.startsAt ? s.startsAt.getTime() : null, isLive: s.live, status: s.status,
      });
      rowsOf.set(s.couponId, rows);
    }
    return records.map((r) => ({
      ShareId: r.id,
      CouponNo: r.couponNo,
      IsCancelable: false,
      TotalOdd: r.totalOdd,
      IsOwner: viewerId === r.memberId,
      CouponStatus: r.status,
      UserName: r.nickname,
      IsRefunded: r.refunded,
      Nickname: r.nickname,
      Initials: nicknameInitials(r.nickname),
      AvatarUrl: avatarUrlOrNull(r.publicAvatarMediaId),
      SharedAt: r.sharedAt.getTime(),
      SettledAt: r.settledAt ? r.settledAt.getTime() : null,
      IsLive: r.isLive,
      EarnsScore: r.earnsScore,
      Score: r.score,
      PrivacyLevel: r.privacyLevel,
      ViewerFollows: viewerId !== null && viewerId !== r.memberId && (followsAll || followed.has(r.memberId)),
      CommentCount: comments.get(r.id) ?? 0,
      Rows: rowsOf.get(r.couponId) ?? [],
    }));
  };

  const page = async (viewerId: number | null, records: ShareRecord[], limit: number, followsAll = false) => ({
    shares: await cards(viewerId, records, followsAll),
    next: nextCursor(records.map((r) => ({ id: r.id, at: r.sharedAt })), limit),
  });

  return {
    async feed(viewerId, tab, filter, cursor, requested) {
      const after = keysetOf(cursor);
      if (after === null) return { refused: 'badCursor' };
      const limit = pageSize(requested);
      if (tab === 'following' && viewerId !== null) {
        const records = await kupondasFeedsRepo.followingFeed(db, viewerId, filter, after ?? null, limit);
        const { shares, next } = await page(viewerId, records, limit, true);
        if (records.length > 0 || after || filter !== 'all') return { IsSuccess: true, Shares: shares, NextCursor: next };
        return { IsSuccess: true, Shares: [], NextCursor: null, Suggestions: await leaderboards.suggestions(viewerId) };
      }
      const records = await kupondasFeedsRepo.publicFeed(db, viewerId, filter, after ?? null, limit);
      const { shares, next } = await page(viewerId, records, limit);
      return { IsSuccess: true, Shares: shares, NextCursor: next };
    },

    async share(viewerId, shareId) {
      const record = await kupondasFeedsRepo.visibleShare(db, viewerId, shareId);
      if (!record) return null;
      const [card] = await cards(viewerId, [record]);
      return card ?? null;
    },

    async profile(viewerId, nickname) {
      const member = await kupondasFollowsRepo.byNickname(db, nickname);
      if (!member) return null;
      const limit = KUPONDAS_SOCIAL.pageSize;
      const [relation, record, counts, records] = await Promise.all([
        kupondasFollowsRepo.relation(db, viewerId, member.id),
        kupondasLeaderboardsRepo.memberRecord(db, member.id),
        kupondasFollowsRepo.counts(db, member.id),
        kupondasFeedsRepo.memberShares(db, viewerId, member.id, null, limit),
      ]);
      const { shares, next } = await page(viewerId, records, limit);
      return {
        IsSuccess: true,
        Nickname: member.nickname,
        Initials: nicknameInitials(member.nickname),
        AvatarUrl: avatarUrlOrNull(member.publicAvatarMediaId),
        IsOwner: viewerId === member.id,
        ViewerFollows: relation.follows,
        ViewerBlocked: relation.blocked,
        BlockedByMember: relation.blockedBy,
        Stats: {
          Shares: record.shares,
          Settled: record.settled,
          Won: record.won,
          HitRate: hitRatePerMille(record.won, record.settled),
          Yield: yieldPerMille(record.settled, record.wonOdds),
          Score: record.score,
          Followers: counts.followers,
          Following: counts.following,
        },
        Shares: shares,
        NextCursor: next,
      };
    },

    async profileShares(viewerId, nickname, cursor, requested) {
      const after = keysetOf(cursor);
      if (after === null) return { refused: 'badCursor' };
      const member = await kupondasFollowsRepo.byNickname(db, nickname);
      if (!member) return { refused: 'notFound' };
      const limit = pageSize(requested);
      const records = await kupondasFeedsRepo.memberShares(db, viewerId, member.id, after ?? null, limit);
      const { shares, next } = await page(viewerId, records, limit);
      return { IsSuccess: true, Shares: shares, NextCursor: next };
    },
  };
};
