import * as yup from './yup';
import { LIMITS } from '../constants/business';
import { isSafeDisplayName } from './safe-text';

export const COUPON_NAME_TEXTS = {
  invalidChars: 'Kupon isminde geçersiz karakterler mevcut.',
  tooShort: `Kuponunuzun adı en az ${LIMITS.couponNameMin} karakter olmalıdır.`,
  tooLong: `Kuponunuzun adı en fazla ${LIMITS.couponNameMax} karakter olmalıdır.`,
  empty: 'Kupon adı alanı boş bırakılamaz.',
  emptyAlert: 'Lütfen kuponunuza ad veriniz.',
} as const;

/** Emoji, pictographs and symbol characters (Unicode So/Sk/Sm/Cs and variation selectors) are refused. */
const SYMBOLS = /[\p{Extended_Pictographic}\p{So}\p{Sk}\p{Sm}\p{Cs}\p{Co}\u{FE0F}\u{200D}]/u;
/** Shared coupons show the name to others: no symbols, and none of the characters that spoof a page (safe-text). */
export const hasInvalidCouponNameChars = (v: string): boolean => SYMBOLS.test(v) || !isSafeDisplayName(v);

/** Coupon name (spec section 5): trimmed; no emoji/symbols; empty, 1-2 and >20 characters each have a text. */
export const couponNameSchema = yup
  .string()
  .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
  .required(COUPON_NAME_TEXTS.empty)
  .test('chars', COUPON_NAME_TEXTS.invalidChars, (v) => v === undefined || !hasInvalidCouponNameChars(v))
  .test('min', COUPON_NAME_TEXTS.tooShort, (v) => v === undefined || [...v].length >= LIMITS.couponNameMin)
  .test('max', COUPON_NAME_TEXTS.tooLong, (v) => v === undefined || [...v].length <= LIMITS.couponNameMax);

/** The first message for a name, or null when valid. */
export const couponNameError = (name: string): string | null => {
  try {
    couponNameSchema.validateSync(name);
    return null;
  } catch (e) {
    return e instanceof yup.ValidationError ? e.message : COUPON_NAME_TEXTS.invalidChars;
  }
};
