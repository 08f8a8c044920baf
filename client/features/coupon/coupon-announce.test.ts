/** The coupon's spoken notices between two views of it. */
import { describe, expect, it } from 'vitest';
import { couponNotices, type CouponWatch, type WatchedRow } from './coupon-announce';

const row = (id: number, over: Partial<WatchedRow> = {}): WatchedRow => ({
  id, code: id * 10, event: `Ev ${id} - Dep ${id}`, pick: 'Maç Sonucu 1', odd: 150, live: false, score: null, ...over,
});
const watch = (rows: WatchedRow[], playing = false): CouponWatch => ({ rows, playing });
const said = (prev: CouponWatch | null, next: CouponWatch) => couponNotices(prev, next).map((n) => n.message);

describe('coupon notices', () => {
  it('says nothing for the first view (a page load)', () => {
    expect(said(null, watch([row(1)]))).toEqual([]);
  });

  it('says a pick added and one removed', () => {
    expect(said(watch([row(1)]), watch([row(1), row(2)]))).toEqual(['Kupona eklendi: Ev 2 - Dep 2, Maç Sonucu 1, oran 1,50.']);
    expect(said(watch([row(1), row(2)]), watch([row(2)]))).toEqual(['Kupondan çıkarıldı: Ev 1 - Dep 1.']);
  });

  it('says a cleared coupon, but not a played one (the play says so itself)', () => {
    expect(said(watch([row(1), row(2)]), watch([]))).toEqual(['Kupon temizlendi.']);
    expect(said(watch([row(1), row(2)], true), watch([]))).toEqual([]);
  });

  it('says odds changes, the start of a match and its score, keyed so repeats are held back', () => {
    const notices = couponNotices(watch([row(1)]), watch([row(1, { odd: 165, live: true, score: '1-0' })]));
    expect(notices).toEqual([
      { message: 'Maç başladı: Ev 1 - Dep 1.', key: 'live:10' },
      { message: 'Ev 1 - Dep 1: skor 1 - 0.', key: 'score:10' },
      { message: 'Oran değişti: Ev 1 - Dep 1, 1,50 yerine 1,65.', key: 'odd:1' },
    ]);
  });
});
