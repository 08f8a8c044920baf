/**
 * The my-coupons list answer goes out through its response schema exactly as JSON.stringify writes it: every field
 * of every coupon and row, nulls and fractions too. The fixture is typed, so a field added to the protocol type must
 * be added here, and then a schema that lacks it fails this test.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CouponRowView, MyCoupon, MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { myCouponsResponse } from './my-coupons.schemas';

const row = (code: number, over: Partial<CouponRowView> = {}): CouponRowView => ({
  code, marketId: code * 10, outcomeId: code * 100, outcomeStatus: 1, eventStatus: 1, bankStatus: 0, statusId: null,
  colorId: 1, odd: 185, date: '14.06.2025', day: 'Cumartesi', time: '21:00', sportId: 1, marketNo: 1,
  logName: 'Ev "A" - Deplasman B', logId: code, mLink: '', bid: String(code), marketName: 'Maç Sonucu', outcomeName: '1',
  status: 'open', startsAt: 1_749_927_600_000, score: null, ...over,
});

const coupon = (id: number, over: Partial<MyCoupon> = {}): MyCoupon => ({
  CouponId: id, CouponNo: `1234567890123${id}`, CouponName: null, CouponStatus: 'open', Amount: 5000, Misli: 5,
  TotalOdd: 342, MaxWinnings: 17_100, Winnings: 0, SystemSizes: [], ColumnCount: 1, IsCancelable: false,
  IsRefunded: false, PlayedAt: 1_750_000_000_123, Rows: [row(1)], Folder: null, SettledAt: null, ...over,
});

const answer: MyCouponsAnswer = {
  IsSuccess: true, State: 'lostFolder', Page: 2, PageSize: 20, Total: 23,
  Coupons: [
    coupon(1, {
      CouponName: 'Hafta sonu <b>', CouponStatus: 'won', SystemSizes: [2, 3], ColumnCount: 10, Winnings: 17_100.5,
      Folder: 'old', SettledAt: 1_750_000_100_000,
      Rows: [row(1, { bankStatus: 1, statusId: 3, colorId: 2, status: 'won', score: [2, 1] }), row(2, { statusId: 6, status: 'void', date: '', day: '', time: '', startsAt: null })],
    }),
    coupon(2, { CouponStatus: 'refunded', IsRefunded: true, Folder: 'lost', Rows: [] }),
  ],
};

const serialised = async (value: unknown): Promise<string> => {
  const app = Fastify();
  app.get('/', { schema: { response: myCouponsResponse } }, async () => value);
  try {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    return res.body;
  } finally {
    await app.close();
  }
};

describe('my coupons answer schema', () => {
  it('writes every field of the answer, its coupons and rows, as JSON.stringify does', async () => {
    expect(await serialised(answer)).toBe(JSON.stringify(answer));
  });

  it('writes an empty page as it is', async () => {
    const empty: MyCouponsAnswer = { IsSuccess: true, State: 'ongoing', Page: 1, PageSize: 20, Total: 0, Coupons: [] };
    expect(await serialised(empty)).toBe(JSON.stringify(empty));
  });
});
