/** Birth date of a new member: a real calendar date (YYYY-MM-DD), and 18 or older on today's Istanbul date. */
import { TIME_ZONE } from '../constants/business';

export const MIN_SIGNUP_AGE = 18;
const EARLIEST_YEAR = 1900;

export const BIRTH_DATE_TEXTS = {
  empty: 'Doğum tarihinizi girmelisiniz.',
  invalid: 'Geçerli bir doğum tarihi giriniz.',
  tooYoung: `Üye olabilmek için ${MIN_SIGNUP_AGE} yaşından büyük olmalısınız.`,
} as const;

const dayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of the Istanbul calendar day at that instant. */
export const istanbulDate = (epochMs: number): string => dayFmt.format(epochMs);

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

export const birthDateError = (raw: string | null | undefined, nowMs: number): string | null => {
  const v = (raw ?? '').trim();
  if (v === '') return BIRTH_DATE_TEXTS.empty;
  const today = istanbulDate(nowMs);
  if (!isCalendarDate(v) || v > today) return BIRTH_DATE_TEXTS.invalid;
  return isAdultOn(v, today) ? null : BIRTH_DATE_TEXTS.tooYoung;
};
