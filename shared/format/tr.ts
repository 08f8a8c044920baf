/** tr-TR formatting: odds "1,85", amounts "1.234,50 TL", Istanbul days and times. */
import { CURRENCY_SUFFIX, LIMITS, LOCALE, TIME_ZONE } from '../constants/business';

const oddsFmt = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: LIMITS.oddsDecimals, maximumFractionDigits: LIMITS.oddsDecimals });
const moneyFmt = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const countFmt = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const timeFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayKeyFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayNameFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', weekday: 'long' });

export const formatOdd = (hundredths: number): string => oddsFmt.format(hundredths / 100);
export const formatMoney = (kurus: number): string => `${moneyFmt.format(kurus / 100)} ${CURRENCY_SUFFIX}`;
/** Whole numbers with thousands dots: "100.000". */
export const formatCount = (n: number): string => countFmt.format(n);
export const formatTime = (epochMs: number): string => timeFmt.format(epochMs);
/** YYYY-MM-DD of the Istanbul calendar day. */
export const dayKey = (epochMs: number): string => dayKeyFmt.format(epochMs);

const DAY_MS = 86_400_000;
/** "Bugün", "Yarın", a weekday name within the next 7 days, otherwise the full date. */
export const dayLabel = (epochMs: number, nowMs: number): string => {
  const diff = Math.round((Date.parse(dayKey(epochMs)) - Date.parse(dayKey(nowMs))) / DAY_MS);
  if (diff === 0) return 'Bugün';
  if (diff === 1) return 'Yarın';
  return dayNameFmt.format(epochMs);
};

export const upperTr = (s: string): string => s.toLocaleUpperCase(LOCALE);
