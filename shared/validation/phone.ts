/**
 * Mobile phone rules of spec section 5: the mask 0(199) 999 99 99 (a fixed leading 0, then a first digit 1-9 and
 * nine more digits); before checking, a leading 0, parentheses, underscores and spaces are stripped. A valid
 * number is 10 digits starting with 5 (section 9).
 */
import * as yup from './yup';
import { LIMITS } from '../constants/business';
import { normalizePhone } from '../format/contact';

export { formatPhone, maskedPhone, normalizePhone } from '../format/contact';

export const PHONE_MASK = '0(199) 999 99 99';
/** What the empty mask shows while the field is focused. */
export const PHONE_MASK_PLACEHOLDER = '0(___) ___ __ __';

export const PHONE_TEXTS = {
  empty: 'Telefon numaranızı girmelisiniz.',
  length: 'Telefon numaranız 11 haneli olmalıdır.',
  notMobile: 'Lütfen SMS gönderimi için geçerli bir cep telefonu numarası giriniz.',
} as const;


/** The spec's message for a typed phone, or null when it is a valid mobile number. */
export const phoneError = (raw: string | null | undefined): string | null => {
  const v = normalizePhone(raw ?? '');
  if (v === '') return PHONE_TEXTS.empty;
  if (v.length !== LIMITS.phoneDigits || !/^\d+$/.test(v)) return PHONE_TEXTS.length;
  if (!v.startsWith(LIMITS.phoneFirstDigit)) return PHONE_TEXTS.notMobile;
  return null;
};


/** Keeps what the member typed; checks it by the rules above. Use normalizePhone for the stored value. */
export const phoneSchema = yup
  .string()
  .default('')
  .test('phone', PHONE_TEXTS.empty, function check(value) {
    const error = phoneError(value);
    return error === null ? true : this.createError({ message: error });
  });
