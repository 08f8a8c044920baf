/**
 * Istanbul days of the bet program: the day header ('Bugün, 24 Kasım Salı') and the days the date tabs offer
 * (today, tomorrow, then up to seven days ahead by weekday name), keyed by the Istanbul day ('2030-05-10').
 */
import { LIMITS } from '../constants/business';
import { PROGRAM_TEXTS } from '../constants/program-texts';
import { DAY_MS, formatIstanbulLongDay, formatIstanbulWeekday, istanbulDayKey, istanbulDayNumber, istanbulTimeOn } from '../time/istanbul';

/** Days after today the date tabs reach: the days named (spec section 9, LIMITS.namedDaysWindow). */
export const PROGRAM_DAYS_AHEAD = LIMITS.namedDaysWindow;

/** Whole Istanbul days from `nowMs`'s day to `epochMs`'s day (0 today, 1 tomorrow, -1 yesterday). */
export const daysFromToday = (epochMs: number, nowMs: number): number => istanbulDayNumber(epochMs) - istanbulDayNumber(nowMs);

/** The header of a day in the program: 'Bugün, 24 Kasım Salı', 'Yarın, 25 Kasım Çarşamba', '27 Kasım Cuma'. */
export const dayHeading = (epochMs: number, nowMs: number): string => {
  const long = formatIstanbulLongDay(epochMs);
  const diff = daysFromToday(epochMs, nowMs);
  if (diff === 0) return `${PROGRAM_TEXTS.today}, ${long}`;
  if (diff === 1) return `${PROGRAM_TEXTS.tomorrow}, ${long}`;
  return long;
};

export interface ProgramDay {
  /** Istanbul day key, YYYY-MM-DD. */
  key: string;
  /** 'Bugün', 'Yarın', then the weekday ('Perşembe'). */
  label: string;
}

/** Today, tomorrow and the weekdays up to PROGRAM_DAYS_AHEAD days ahead, in Istanbul days. */
export const programDays = (nowMs: number): ProgramDay[] => {
  const today = istanbulDayNumber(nowMs);
  return Array.from({ length: PROGRAM_DAYS_AHEAD + 1 }, (_, i) => {
    const noon = istanbulTimeOn(today + i, '12:00');
    const label = i === 0 ? PROGRAM_TEXTS.today : i === 1 ? PROGRAM_TEXTS.tomorrow : formatIstanbulWeekday(noon);
    return { key: istanbulDayKey(noon), label };
  });
};

/** Whether a text is a day key (YYYY-MM-DD) of a real date. */
export const isDayKey = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && Number.isFinite(Date.parse(text)) && Date.parse(text) % DAY_MS === 0;
