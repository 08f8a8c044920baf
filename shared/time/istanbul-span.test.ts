/** Days and times written from the edge's offset span (no Intl) are the ones Intl writes; the span never holds a change. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  DAY_MS, formatIstanbulDate, formatIstanbulDateTime, formatIstanbulLongDay, formatIstanbulWeekday, formatOffsetSpan,
  istanbulDayKey, istanbulDayStart, istanbulHhmm, istanbulOffsetMinutes, istanbulOffsetSpan, istanbulTimeOn, parseOffsetSpan,
  setIstanbulOffsetSpan, type OffsetSpan,
} from './istanbul';

afterEach(() => setIstanbulOffsetSpan(null));

const written = (t: number) => [
  istanbulDayKey(t), istanbulHhmm(t), formatIstanbulDate(t), formatIstanbulWeekday(t), formatIstanbulDateTime(t),
  formatIstanbulLongDay(t), istanbulOffsetMinutes(t), istanbulDayStart(t), istanbulTimeOn(Math.floor(t / DAY_MS), '20:45'),
];

/** Intl's answers (no span), then the span's, for instants every 37 minutes over the span and a day either side. */
const compareOver = (span: OffsetSpan) => {
  const instants: number[] = [];
  for (let t = span.from - DAY_MS; t < span.until + DAY_MS; t += 37 * 60_000) instants.push(t);
  setIstanbulOffsetSpan(null);
  const intl = instants.map(written);
  setIstanbulOffsetSpan(span);
  expect(instants.map(written)).toEqual(intl);
};

describe('Istanbul offset span', () => {
  it('writes every day and time as Intl does, over a span of today (UTC+3, no change ahead)', () => {
    const now = Date.UTC(2026, 10, 28, 21, 30);
    const span = istanbulOffsetSpan(now);
    expect(span).toEqual({ offsetMinutes: 180, from: now - 8 * DAY_MS, until: now + 35 * DAY_MS + 1 });
    compareOver(span);
  });

  it('ends before a change of offset (2015: summer time began on 29 March at 01:00 UTC)', () => {
    const now = Date.UTC(2015, 2, 20, 12, 0);
    const change = Date.UTC(2015, 2, 29, 1, 0);
    const span = istanbulOffsetSpan(now);
    expect(span.offsetMinutes).toBe(120);
    expect(span.until).toBeLessThanOrEqual(change);
    expect(span.until).toBeGreaterThan(change - 15 * 60_000);
    // Past the span, the time-zone database answers: summer time, +3.
    setIstanbulOffsetSpan(span);
    expect(istanbulOffsetMinutes(change + 60_000)).toBe(180);
    expect(istanbulHhmm(change + 60_000)).toBe('04:01');
    compareOver(span);
  });

  it('is made from the time-zone database even where a span is set', () => {
    const now = Date.UTC(2026, 10, 28, 21, 30);
    setIstanbulOffsetSpan({ offsetMinutes: 240, from: now - DAY_MS, until: now + DAY_MS });
    expect(istanbulOffsetMinutes(now)).toBe(240);
    expect(istanbulOffsetSpan(now).offsetMinutes).toBe(180);
  });

  it('reads its meta content back, and refuses anything else', () => {
    const span = istanbulOffsetSpan(Date.UTC(2026, 10, 28));
    expect(parseOffsetSpan(formatOffsetSpan(span))).toEqual(span);
    for (const bad of [null, '', '180', '180 5 4', '180 1 2 3', 'a b c', '1200 1 2', '180 1.5 2']) expect(parseOffsetSpan(bad), String(bad)).toBeNull();
  });
});
