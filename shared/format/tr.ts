/** tr-TR formatting: odds "1,85", amounts "1.234,50 TL"; Istanbul days and times come from shared/time/istanbul.ts. */
import { CURRENCY_SUFFIX, LIMITS, LOCALE } from '../constants/business';
import { formatHundredthsTr, formatIntegerTr } from './tr-number';
import { PROGRAM_TEXTS } from '../constants/program-texts';
import { DAY_MS, formatIstanbulLongDay, formatIstanbulWeekday, istanbulDayKey, istanbulHhmm } from '../time/istanbul';

// Written without Intl (tr-number.ts): the first Intl formatter of a page loads ICU's data.
/** Odds are whole hundredths (LIMITS.oddsDecimals is 2): "1,85". */
export const formatOdd = (hundredths: number): string => formatHundredthsTr(hundredths);
export const formatMoney = (kurus: number): string => `${formatHundredthsTr(kurus)} ${CURRENCY_SUFFIX}`;
/** Whole numbers with thousands dots: "100.000". */
export const formatCount = (n: number): string => formatIntegerTr(n);
/** "HH:MM" in Istanbul. */
export const formatTime = istanbulHhmm;
/** YYYY-MM-DD of the Istanbul calendar day. */
export const dayKey = istanbulDayKey;

/**
 * Within the next LIMITS.namedDaysWindow (7) days a day is named: "Bugün", "Yarın", then its weekday ("Cuma");
 * past days and days further ahead get the full date ("27 Kasım Cuma").
 */
export const dayLabel = (epochMs: number, nowMs: number): string => {
  const diff = Math.round((Date.parse(dayKey(epochMs)) - Date.parse(dayKey(nowMs))) / DAY_MS);
  if (diff === 0) return PROGRAM_TEXTS.today;
  if (diff === 1) return PROGRAM_TEXTS.tomorrow;
  if (diff > 1 && diff < LIMITS.namedDaysWindow) return formatIstanbulWeekday(epochMs);
  return formatIstanbulLongDay(epochMs);
};

export const upperTr = (s: string): string => s.toLocaleUpperCase(LOCALE);

/**
 * Makes the Intl date formatters a program page uses at once, for a page without the edge's offset span
 * (shared/time/istanbul.ts). The first Intl formatter of a page loads ICU's locale and zone data (30–60 ms on a
 * desktop, four times that on a slow phone); the client calls this in a task of its own before it renders, so that
 * cost is not added to the render's task or the first program snapshot's (Lighthouse's TBT).
 */
export const warmFormatters = (nowMs: number): void => {
  dayLabel(nowMs + 2 * DAY_MS, nowMs);
  formatTime(nowMs);
};
