/**
 * The coupon in localStorage (rows, misli, accept flag, system sizes), so it survives a reload. What is read back is checked
 * field by field: bad rows are dropped, a bad misli or flag falls back to the default, unreadable data is removed.
 */
import { COUPON_RULES } from '@shared/constants/business';
import { BANK_STATUS } from '@shared/constants/codes';
import { isValidMisli } from '@shared/rules/coupon-rules';
import { DEFAULT_MISLI, type RestoredCoupon } from './coupon.slice';
import type { CouponRow } from './coupon.types';
import { pruneSystemSizes } from '@shared/rules/system-sizes';

export const COUPON_STORAGE_KEY = 'iddaa.coupon';
const VERSION = 1;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

const INT_FIELDS = ['code', 'nevId', 'marketId', 'outcomeId', 'outcomeStatus', 'eventStatus', 'colorId', 'odd', 'startsAt', 'sportId', 'marketNo'] as const;
const STR_FIELDS = ['date', 'time', 'mLink', 'eventName', 'marketName', 'outcomeName'] as const;
const BANK_VALUES: readonly number[] = Object.values(BANK_STATUS);

export const isCouponRow = (v: unknown): v is CouponRow =>
  isObj(v) &&
  INT_FIELDS.every((f) => isInt(v[f])) &&
  STR_FIELDS.every((f) => isStr(v[f])) &&
  (v.odd as number) > 0 &&
  isInt(v.mbs) &&
  v.mbs >= COUPON_RULES.minMbs &&
  v.mbs <= COUPON_RULES.maxMbs &&
  isInt(v.bankStatus) &&
  BANK_VALUES.includes(v.bankStatus) &&
  (v.statusId === null || isInt(v.statusId)) &&
  (v.prevOdd === null || isInt(v.prevOdd)) &&
  (v.bid === null || isStr(v.bid)) &&
  typeof v.live === 'boolean';

/** Keeps valid rows, one per outcome and per event, at most the coupon's maximum. */
const cleanRows = (raw: unknown): CouponRow[] => {
  if (!Array.isArray(raw)) return [];
  const events = new Set<number>();
  const outcomes = new Set<number>();
  const rows: CouponRow[] = [];
  for (const r of raw) {
    if (!isCouponRow(r) || events.has(r.code) || outcomes.has(r.outcomeId)) continue;
    events.add(r.code);
    outcomes.add(r.outcomeId);
    rows.push(r);
    if (rows.length === COUPON_RULES.maxSelections) break;
  }
  return rows;
};

export const parseStoredCoupon = (text: string | null): RestoredCoupon | null => {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(data) || data.v !== VERSION) return null;
  const rows = cleanRows(data.rows);
  const sizes = Array.isArray(data.systemSizes) ? pruneSystemSizes(data.systemSizes.filter(isInt), rows.length) : [];
  return {
    rows,
    misli: isValidMisli(data.misli) ? data.misli : DEFAULT_MISLI,
    acceptOddsChanges: data.acceptOddsChanges === true,
    ...(sizes.length > 0 ? { systemSizes: sizes } : {}),
  };
};

export const serializeCoupon = (c: RestoredCoupon): string =>
  JSON.stringify({ v: VERSION, rows: c.rows, misli: c.misli, acceptOddsChanges: c.acceptOddsChanges, systemSizes: c.systemSizes ?? [] });

/** Reads the stored coupon; unreadable data is removed. Storage may be unavailable (private mode): then null. */
export const readStoredCoupon = (storage: Storage = localStorage): RestoredCoupon | null => {
  try {
    const text = storage.getItem(COUPON_STORAGE_KEY);
    const parsed = parseStoredCoupon(text);
    if (text !== null && parsed === null) storage.removeItem(COUPON_STORAGE_KEY);
    return parsed;
  } catch {
    return null;
  }
};

/** Writes the coupon; an empty coupon with default settings removes the entry. A full or blocked storage is ignored. */
export const writeStoredCoupon = (c: RestoredCoupon, storage: Storage = localStorage): void => {
  try {
    if (c.rows.length === 0 && c.misli === DEFAULT_MISLI && !c.acceptOddsChanges && !c.systemSizes?.length) storage.removeItem(COUPON_STORAGE_KEY);
    else storage.setItem(COUPON_STORAGE_KEY, serializeCoupon(c));
  } catch {
    // Quota exceeded or storage disabled: the coupon still works, it just does not survive a reload.
  }
};
