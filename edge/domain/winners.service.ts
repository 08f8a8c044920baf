/**
 * Kazandırdıklarımız: the biggest settled wins of this Istanbul week and month (masked names, city, odds, amounts)
 * and the winner stories members agreed to publish. A story is stored only with the member's consent, only for the
 * member's own won coupon, and disappears when the consent is withdrawn.
 */
import { BIG_WINS_LIMIT, STORY_LIMITS } from '@shared/constants/notices';
import type { BigWin, StoryCouponsAnswer, WinnersAnswer } from '@shared/protocol/content-api';
import { maskName } from '@shared/rules/mask-name';
import { istanbulMonthStart, istanbulWeekStart } from '@shared/rules/kupondas-periods';
import type { Db } from '../storage/db.port';
import { winnersRepo, type BigWinRow } from '../storage/winners.repo';

const STORIES_SHOWN = 20;
/** How many of a member's latest won coupons the story form offers. */
const STORY_COUPONS_SHOWN = 20;

const bigWin = (w: BigWinRow): BigWin => ({
  Name: maskName(w.name, w.surname),
  City: w.city,
  TotalOdd: w.totalOdd,
  AmountKurus: w.amountKurus,
  WinningsKurus: w.winningsKurus,
  SettledAt: w.settledAt.getTime(),
});

export type StoryOutcome = 'saved' | 'notWon' | 'noConsent' | 'length';

export const createWinnersService = ({ db, now }: { db: Db; now: () => number }) => ({
  async winners(): Promise<WinnersAnswer> {
    const at = now();
    const until = new Date(at + 1);
    const [week, month, stories] = await Promise.all([
      winnersRepo.biggestWins(db, new Date(istanbulWeekStart(at)), until, BIG_WINS_LIMIT),
      winnersRepo.biggestWins(db, new Date(istanbulMonthStart(at)), until, BIG_WINS_LIMIT),
      winnersRepo.stories(db, STORIES_SHOWN),
    ]);
    return {
      Week: week.map(bigWin),
      Month: month.map(bigWin),
      Stories: stories.map((s) => ({
        Id: s.id, Name: maskName(s.name, s.surname), City: s.city, Story: s.story, WinningsKurus: s.winningsKurus, PublishedAt: s.consentAt.getTime(),
      })),
    };
  },

  async saveStory(memberId: number, couponNo: string, story: string, consent: boolean): Promise<StoryOutcome> {
    if (!consent) return 'noConsent';
    const text = story.trim();
    if (text.length < STORY_LIMITS.minChars || text.length > STORY_LIMITS.maxChars) return 'length';
    const couponId = await winnersRepo.ownWonCoupon(db, memberId, couponNo);
    if (couponId === null) return 'notWon';
    await winnersRepo.saveStory(db, memberId, couponId, text, new Date(now()));
    return 'saved';
  },

  async storyCoupons(memberId: number): Promise<StoryCouponsAnswer> {
    const rows = await winnersRepo.storyCoupons(db, memberId, STORY_COUPONS_SHOWN);
    return {
      Coupons: rows.map((c) => ({
        CouponNo: c.couponNo, TotalOdd: c.totalOdd, AmountKurus: c.amountKurus, WinningsKurus: c.winningsKurus, SettledAt: c.settledAt.getTime(), Story: c.story,
      })),
    };
  },

  withdrawStory: (memberId: number, couponNo: string): Promise<boolean> => winnersRepo.withdrawStory(db, memberId, couponNo, new Date(now())),
});

export type WinnersService = ReturnType<typeof createWinnersService>;
