/**
 * Leaderboards (weekly, monthly, all time in Istanbul time) and whom to follow. Rankings move only when coupons
 * settle, so each is computed at most once per KUPONDAS_SOCIAL.leaderboardCacheMs of the edge's clock and per
 * period start; a new week or month starts a new ranking at once.
 */
import { avatarUrlOrNull } from '@shared/constants/avatar';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import type { LeaderboardAnswer, LeaderboardPeriod, MemberSuggestion } from '@shared/protocol/kupondas-social-api';
import { periodStart } from '@shared/rules/kupondas-periods';
import { nicknameInitials, yieldPerMille } from '@shared/rules/kupondas-stats';
import type { Db } from '../storage/db.port';
import { kupondasFollowsRepo } from '../storage/kupondas-follows.repo';
import { kupondasLeaderboardsRepo, recentPublicSharers, type RankedMember } from '../storage/kupondas-leaderboards.repo';

export interface KupondasLeaderboardService {
  leaderboard(period: LeaderboardPeriod): Promise<LeaderboardAnswer>;
  /** Most-scoring members the viewer (null: a visitor) does not follow, has not blocked and is not blocked by. */
  suggestions(viewerId: number | null): Promise<MemberSuggestion[]>;
}

interface Cached {
  key: string;
  at: number;
  value: Promise<RankedMember[]>;
}

/** Enough ranked members that a viewer following the most allowed still gets a full list of suggestions. */
const SUGGESTION_POOL = KUPONDAS_SOCIAL.maxFollowing + KUPONDAS_SOCIAL.suggestions + 2;

export const createKupondasLeaderboardService = ({ db, now }: { db: Db; now: () => number }): KupondasLeaderboardService => {
  const cache = new Map<string, Cached>();
  /** One ranking per name and period start, reused within the cache time; a failed one is not kept. */
  const cached = (name: string, from: number | null, load: () => Promise<RankedMember[]>): Promise<RankedMember[]> => {
    const t = now();
    const key = `${name}:${from ?? 'all'}`;
    const hit = cache.get(name);
    if (hit && hit.key === key && t - hit.at < KUPONDAS_SOCIAL.leaderboardCacheMs && t >= hit.at) return hit.value;
    const value = load();
    cache.set(name, { key, at: t, value });
    value.catch(() => cache.delete(name));
    return value;
  };

  return {
    async leaderboard(period) {
      const from = periodStart(period, now());
      const ranked = await cached(period, from, () =>
        kupondasLeaderboardsRepo.ranking(db, from === null ? null : new Date(from), KUPONDAS_SOCIAL.leaderboardMinSettled, KUPONDAS_SOCIAL.leaderboardSize));
      return {
        IsSuccess: true,
        Period: period,
        From: from,
        MinSettled: KUPONDAS_SOCIAL.leaderboardMinSettled,
        Entries: ranked.map((r, i) => ({
          Rank: i + 1,
          Nickname: r.nickname,
          Initials: nicknameInitials(r.nickname),
          AvatarUrl: avatarUrlOrNull(r.publicAvatarMediaId),
          Score: r.score,
          Settled: r.settled,
          Won: r.won,
          Yield: yieldPerMille(r.settled, r.wonOdds) ?? 0,
        })),
      };
    },

    async suggestions(viewerId) {
      const [ranked, excluded] = await Promise.all([
        cached('suggestions', null, () => kupondasLeaderboardsRepo.ranking(db, null, 1, SUGGESTION_POOL)),
        viewerId === null ? Promise.resolve(new Set<number>()) : kupondasFollowsRepo.unsuggestable(db, viewerId),
      ]);
      const picked = ranked.filter((r) => !excluded.has(r.memberId)).slice(0, KUPONDAS_SOCIAL.suggestions);
      const scored = picked.map((r) => ({ memberId: r.memberId, nickname: r.nickname, score: r.score, avatar: r.publicAvatarMediaId as number | null }));
      // While few have a settled share (a new site), recent public sharers fill the list.
      if (scored.length < KUPONDAS_SOCIAL.suggestions) {
        const taken = new Set(scored.map((s) => s.memberId));
        for (const m of await recentPublicSharers(db, KUPONDAS_SOCIAL.suggestions * 3)) {
          if (scored.length >= KUPONDAS_SOCIAL.suggestions) break;
          if (taken.has(m.memberId) || excluded.has(m.memberId)) continue;
          taken.add(m.memberId);
          scored.push({ memberId: m.memberId, nickname: m.nickname, score: 0, avatar: null });
        }
      }
      const followers = await Promise.all(scored.map((s) => kupondasFollowsRepo.counts(db, s.memberId)));
      return scored.map((s, i) => ({
        Nickname: s.nickname, Initials: nicknameInitials(s.nickname), AvatarUrl: avatarUrlOrNull(s.avatar), Score: s.score, Followers: followers[i]!.followers,
      }));
    },
  };
};
