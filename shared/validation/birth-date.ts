/**
 * Birth date of a new member: a real calendar date, and 18 or older on today's Istanbul date. People type it as
 * gg.aa.yyyy (the sign-up form's mask, birthDateInputError); the request carries it as YYYY-MM-DD (birthDateError,
 * which the edge checks).
 */
import { istanbulDayKey } from '../time/istanbul';

export const MIN_SIGNUP_AGE = 18;
const EARLIEST_YEAR = 1900;

/** The typed form: two-digit day and month, four-digit year, dots between. */
export const BIRTH_DATE_INPUT = { placeholder: 'gg.aa.yyyy', length: 10, digits: 8 } as const;

export const BIRTH_DATE_TEXTS = {
  empty: 'Doğum tarihinizi girmelisiniz.',
  format: 'Doğum tarihinizi gg.aa.yyyy biçiminde giriniz (örneğin 17.05.1990).',
  invalid: 'Geçerli bir doğum tarihi giriniz.',
  tooYoung: `Üye olabilmek için ${MIN_SIGNUP_AGE} yaşından büyük olmalısınız.`,
} as const;

const isCalendarDate = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= EARLIEST_YEAR && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

/**
 * The person turns 18 on the same month and day 18 years later (one born on 29 February on 1 March in a
 * common year, since "YYYY-02-29" sorts after "YYYY-02-28"); ISO dates compare as strings.
 */
export const isAdultOn = (birth: string, today: string): boolean => `${Number(birth.slice(0, 4)) + MIN_SIGNUP_AGE}${birth.slice(4)}` <= today;

/** The rule on the request's YYYY-MM-DD value. */
export const birthDateError = (raw: string | null | undefined, nowMs: number): string | null => {
  const v = (raw ?? '').trim();
  if (v === '') return BIRTH_DATE_TEXTS.empty;
  const today = istanbulDayKey(nowMs);
  if (!isCalendarDate(v) || v > today) return BIRTH_DATE_TEXTS.invalid;
  return isAdultOn(v, today) ? null : BIRTH_DATE_TEXTS.tooYoung;
};

/**
 * The mask of the typed date: digits only (at most 8), a dot after the day and after the month once more digits
 * follow, so deleting never leaves a dangling dot. A pasted or autofilled YYYY-MM-DD is turned around.
 */
export const maskBirthDate = (typed: string): string => {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(typed);
  const digits = iso ? `${iso[3]}${iso[2]}${iso[1]}` : typed.replace(/\D/g, '').slice(0, BIRTH_DATE_INPUT.digits);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('.');
};

/** gg.aa.yyyy as YYYY-MM-DD, or null when it is not in that form (the calendar is checked by birthDateError). */
export const birthDateToIso = (typed: string): string | null => {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(typed.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

/** The rule on the typed gg.aa.yyyy value: empty, incomplete, not a real past date, under 18. */
export const birthDateInputError = (typed: string | null | undefined, nowMs: number): string | null => {
  const v = (typed ?? '').trim();
  if (v === '') return BIRTH_DATE_TEXTS.empty;
  const iso = birthDateToIso(v);
  return iso === null ? BIRTH_DATE_TEXTS.format : birthDateError(iso, nowMs);
};
