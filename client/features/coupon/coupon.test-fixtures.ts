/** Test fixtures: coupon picks. Event n has outcomes n*10+1.. and market n*100. */
import type { CouponPick, CouponPickExtras } from './coupon.types';

const DAY = 86_400_000;

export const pick = (event: number, outcome = 1, over: Partial<CouponPick & CouponPickExtras> = {}): CouponPick & CouponPickExtras => ({
  eventCode: event,
  nevId: 5000 + event,
  marketId: event * 100,
  marketNo: 1,
  outcomeId: event * 10 + outcome,
  odd: 150,
  mbs: 1,
  sportId: 1,
  eventName: `Ev ${event} - Deplasman ${event}`,
  marketName: 'Maç Sonucu',
  outcomeName: String(outcome),
  startsAt: Date.now() + DAY,
  live: false,
  ...over,
});
