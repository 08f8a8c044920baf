import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_ERRORS, fillTemplate } from '../errors/catalogue';
import { columnCount } from './coupon-math';
import { checkCoupon, inNoPlayWindow, type RuleSelection } from './coupon-rules';

const sel = (eventCode: number, over: Partial<RuleSelection> = {}): RuleSelection => ({
  eventCode,
  outcomeId: eventCode * 10,
  odd: 150,
  mbs: 1,
  banker: false,
  state: 'open',
  ...over,
});
const codes = (sels: RuleSelection[], misli = 50, systemSizes: number[] = []) => checkCoupon({ selections: sels, misli, systemSizes }).map((p) => p.code);

describe('coupon rules', () => {
  it('accepts a valid coupon', () => expect(codes([sel(1), sel(2), sel(3)])).toEqual([]));
  it('refuses an empty coupon', () => expect(codes([])).toEqual(['EMPTY']));
  it('refuses two picks on one event', () => expect(codes([sel(1), sel(1, { outcomeId: 11 })])).toContain('DUPLICATE_EVENT'));
  it('refuses more than 30 selections', () => expect(codes(Array.from({ length: 31 }, (_, i) => sel(i + 1)))).toContain('TOO_MANY_SELECTIONS'));
  it('refuses locked, locked-live and disabled rows', () => {
    for (const state of ['locked', 'lockedLive', 'disabled'] as const) expect(codes([sel(1, { state })])).toContain('OUTCOME_LOCKED');
  });
  it('enforces the highest MBS, with system coupons by the smallest size', () => {
    const three = [sel(1, { mbs: 3 }), sel(2), sel(3)];
    expect(codes(three)).toEqual([]);
    expect(codes([sel(1, { mbs: 3 }), sel(2)])).toContain('MBS_NOT_MET');
    expect(codes([...three, sel(4)], 50, [2, 3])).toContain('MBS_NOT_MET');
    const p = checkCoupon({ selections: [sel(1, { mbs: 4 })], misli: 50 }).find((x) => x.code === 'MBS_NOT_MET');
    expect(p?.message).toBe('Kuponunuzdaki maçların MBS koşulu sağlanmıyor: en az 4 maç seçmelisiniz.');
  });
  it('refuses below 50 TL and suggests the misli', () => {
    const p = checkCoupon({ selections: [sel(1)], misli: 10 });
    expect(p).toEqual([{ code: 'BELOW_MIN_AMOUNT', message: 'Kupon tutarı en az 50,00 TL olmalıdır. Misliyi en az 50 yapabilirsiniz.', value: 50 }]);
  });
  it('refuses more columns than the maximum, with both counts in Turkish digits', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => sel(i + 1));
    const sizes = [4, 5, 6, 7, 8, 9, 10];
    const [p] = checkCoupon({ selections: thirty, misli: 1, systemSizes: sizes });
    expect(columnCount(30, sizes)).toBe(53_004_576);
    expect(p).toEqual({ code: 'TOO_MANY_COLUMNS', message: fillTemplate(COUPON_ERRORS.TOO_MANY_COLUMNS, { columns: '53.004.576', max: '100.000' }), value: 100_000 });
    // C(30, 4) = 27.405 columns: allowed at exactly that maximum, refused one below it.
    expect(codes(thirty, 2, [4])).toEqual([]);
    expect(checkCoupon({ selections: thirty, misli: 2, systemSizes: [4], maxColumns: 27_405 })).toEqual([]);
    expect(checkCoupon({ selections: thirty, misli: 2, systemSizes: [4], maxColumns: 27_404 }).map((x) => x.code)).toEqual(['TOO_MANY_COLUMNS']);
  });
  it('refuses an invalid misli', () => {
    for (const m of [0, -1, 1.5, 2001, Number.NaN]) expect(codes([sel(1)], m)).toContain('INVALID_MISLI');
  });
  it('every problem has the catalogue text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ eventCode: fc.integer({ min: 1, max: 40 }), mbs: fc.integer({ min: 1, max: 4 }), state: fc.constantFrom('open', 'locked', 'lockedLive', 'disabled' as const) }), { maxLength: 35 }),
        fc.integer({ min: -5, max: 2500 }),
        (rows, misli) => {
          const problems = checkCoupon({ selections: rows.map((r) => sel(r.eventCode, r)), misli });
          const ok = problems.length === 0;
          const validAlone = rows.length > 0 && rows.length <= 30 && new Set(rows.map((r) => r.eventCode)).size === rows.length && rows.every((r) => r.state === 'open') && rows.length >= Math.max(...rows.map((r) => r.mbs)) && misli >= 50 && misli <= 2000;
          return ok === validAlone && problems.every((p) => p.message.length > 0 && p.code in COUPON_ERRORS);
        },
      ),
    );
  });
  it('knows the no-play window across midnight', () => {
    expect(inNoPlayWindow('23:55')).toBe(true);
    expect(inNoPlayWindow('00:09')).toBe(true);
    expect(inNoPlayWindow('00:10')).toBe(false);
    expect(inNoPlayWindow('23:54')).toBe(false);
    expect(inNoPlayWindow('12:00', { from: '11:00', to: '13:00' })).toBe(true);
  });
});
