import { describe, expect, it } from 'vitest';
import { COLOR_ID, EVENT_STATUS, STATUS_ID } from '@shared/constants/codes';
import type { SelectionRecord } from '../storage/my-coupons.repo';
import { maskNickname, rowView } from './coupon-view';

describe('maskNickname', () => {
  it('shows two characters and a mask of fixed length, whatever the length', () => {
    expect(maskNickname('demo')).toBe('de***');
    expect(maskNickname('mehmet_1985_istanbul')).toBe('me***');
    expect(maskNickname('abc')).toBe('ab***');
  });

  it('never shows a short nickname whole, and counts characters, not UTF-16 units', () => {
    expect(maskNickname('ab')).toBe('a***');
    expect(maskNickname('Ş')).toBe('***');
    expect(maskNickname('  Çağrı ')).toBe('Ça***');
  });
});

describe('rowView', () => {
  const selection = (over: Partial<SelectionRecord> = {}): SelectionRecord => ({
    couponId: 1, position: 0, eventCode: 77, marketId: 770, outcomeId: 7701, odd: 185, banker: false, mbs: 1, sportId: 1,
    live: false, eventName: 'Ev - Deplasman', marketName: 'Maç Sonucu', outcomeName: '1', status: 'open',
    startsAt: new Date(Date.UTC(2026, 5, 1, 17, 0)), marketNo: 1, bid: '900077', mLink: '/iddaa/futbol?code=77',
    resultStatus: null, resultScore: null, ...over,
  });

  it('gives an open selection no status (no thumbs: the server does not follow live scores), its start and no score', () => {
    expect(rowView(selection())).toMatchObject({ status: 'open', statusId: null, colorId: COLOR_ID.none, startsAt: Date.UTC(2026, 5, 1, 17, 0), score: null, time: '20:00' });
  });

  it('gives a settled selection its check or cross and the official final score', () => {
    expect(rowView(selection({ status: 'won', resultStatus: EVENT_STATUS.finished, resultScore: [2, 1] }))).toMatchObject({ statusId: STATUS_ID.check, colorId: COLOR_ID.win, score: [2, 1] });
    expect(rowView(selection({ status: 'lost', resultStatus: EVENT_STATUS.finished, resultScore: [0, 0] }))).toMatchObject({ statusId: STATUS_ID.cross, colorId: COLOR_ID.lose, score: [0, 0] });
    expect(rowView(selection({ status: 'void', resultStatus: EVENT_STATUS.postponed, startsAt: null }))).toMatchObject({ statusId: STATUS_ID.delayed, startsAt: null, score: null });
  });

  it('shows a selection waiting on its postponed event as delayed, still open', () => {
    expect(rowView(selection({ resultStatus: EVENT_STATUS.postponed }))).toMatchObject({ status: 'open', statusId: STATUS_ID.delayed });
  });

  it('carries the market number, bet id and detail link as played, and stand-ins for rows played before them', () => {
    const row = selection({ mbs: 3, marketNo: 88 });
    expect(rowView(row)).toMatchObject({ marketNo: 88, bid: '900077', mLink: '/iddaa/futbol?code=77', logName: 'Ev - Deplasman', logId: 77 });
    expect(rowView(selection({ marketNo: null, bid: null, mLink: null, sportId: 2 }))).toMatchObject({ marketNo: 0, bid: '0', mLink: '/iddaa/basketbol?code=77' });
  });
});
