/**
 * Mobile phone rules of spec section 5: the mask 0(199) 999 99 99 (a fixed leading 0, then a first digit 1-9 and
 * nine more digits); before checking, a leading 0, parentheses, underscores and spaces are stripped. A valid
 * number is 10 digits starting with 5 (section 9).
 */
import * as yup from './yup';
import { LIMITS } from '../constants/business';

export const PHONE_MASK = '0(199) 999 99 99';
/** What the empty mask shows while the field is focused. */
export const PHONE_MASK_PLACEHOLDER = '0(___) ___ __ __';

export const PHONE_TEXTS = {
  empty: 'Telefon numaranızı girmelisiniz.',
  length: 'Telefon numaranız 11 haneli olmalıdır.',
  notMobile: 'Lütfen SMS gönderimi için geçerli bir cep telefonu numarası giriniz.',
} as const;

/** Strips the mask's characters and one leading 0: "0(532) 123 45 67" -> "5321234567". */
export const normalizePhone = (raw: string): string => raw.replace(/[()_\s]/g, '').replace(/^0/, '');

/** The spec's message for a typed phone, or null when it is a valid mobile number. */
export const phoneError = (raw: string | null | undefined): string | null => {
  const v = normalizePhone(raw ?? '');
  if (v === '') return PHONE_TEXTS.empty;
  if (v.length !== LIMITS.phoneDigits || !/^\d+$/.test(v)) return PHONE_TEXTS.length;
  if (!v.startsWith(LIMITS.phoneFirstDigit)) return PHONE_TEXTS.notMobile;
  return null;
};

/** The national number shown as the mask draws it: "5321234567" -> "0(532) 123 45 67". */
export const formatPhone = (digits: string): string => {
  const d = digits.padEnd(LIMITS.phoneDigits, '_');
  return `0(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
};

/** Masked for display where the number is only confirmed: "0(532) xxx xx 67". */
export const maskedPhone = (digits: string): string => `0(${digits.slice(0, 3)}) xxx xx ${digits.slice(8, 10)}`;

/** Keeps what the member typed; checks it by the rules above. Use normalizePhone for the stored value. */
export const phoneSchema = yup
  .string()
  .default('')
  .test('phone', PHONE_TEXTS.empty, function check(value) {
    const error = phoneError(value);
    return error === null ? true : this.createError({ message: error });
  });
