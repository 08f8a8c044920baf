/** The member's Ganyan coupons, newest first, with the race and horse they were played on. */
import type { GanyanBet, MyGanyanBetsAnswer } from '@shared/protocol/racing-api';
import type { Queryable } from '../storage/db.port';
import { racingRepo } from '../storage/racing.repo';
import { racingBetsRepo } from '../storage/racing-bets.repo';
import { HIPPODROMES } from './racing-catalogue.data';

const MY_BETS_LIMIT = 100;

export const createRacingBetsService = ({ db }: { db: Queryable }) => ({
  async myBets(memberId: number): Promise<MyGanyanBetsAnswer> {
    const bets = await racingBetsRepo.ofMember(db, memberId, MY_BETS_LIMIT);
    const raceIds = [...new Set(bets.map((b) => b.raceId))];
    const [races, runners] = await Promise.all([Promise.all(raceIds.map((id) => racingRepo.race(db, id))), racingRepo.runners(db, raceIds)]);
    const raceOf = new Map(races.flatMap((r) => (r ? [[r.id, r] as const] : [])));
    return {
      Bets: bets.map((b): GanyanBet => {
        const race = raceOf.get(b.raceId);
        return {
          BetId: b.id, CouponNo: b.couponNo, RaceId: b.raceId, HippodromeName: HIPPODROMES.find((h) => h.id === race?.hippodromeId)?.name ?? '',
          RaceNo: race?.raceNo ?? 0, StartsAt: race?.startsAt.getTime() ?? 0, HorseNo: b.horseNo,
          HorseName: runners.find((r) => r.raceId === b.raceId && r.no === b.horseNo)?.name ?? '', Amount: b.amountKurus, Odd: b.odd,
          PlayedAt: b.playedAt.getTime(), Status: b.status, Payout: b.payoutKurus, DeductionPercent: b.deductionPercent, DeductionVersion: b.deductionVersion,
        };
      }),
    };
  },
});

export type RacingBetsService = ReturnType<typeof createRacingBetsService>;
