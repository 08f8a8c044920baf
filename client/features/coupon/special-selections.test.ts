/**
 * The client judges outright, duel and billiard rows by the edge's rule (shared/rules/special-selections.ts): an
 * outright row stands only while its event is loaded and its type is offered by the menu; a duel row only while
 * its event is loaded. Otherwise the row shows disabled and the coupon cannot be played.
 */
import { describe, expect, it } from 'vitest';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramEvent, ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';
import { menuActions } from '../menu/menu.slice';
import { loadSnapshot, makeTestStore } from '../program/program.test-render';
import { sportKey } from '../program/program.slice';
import { couponActions as a } from './coupon.slice';
import { selectCouponLines } from './coupon.selectors';
import { pick } from './coupon.test-fixtures';

const event = (code: number, sportId: number): ProgramEvent => withBetDetailFields({
  code, nevId: 5000 + code, bid: String(code), sportId, competition: 'Lig', name: `Etkinlik ${code}`, startsAt: Date.now() + 86_400_000,
  live: false, bettableInPlay: false, status: 1, minute: null, score: null, providerId: 1, mbs: 1, marketCount: 1, marketIds: [code * 100],
  hasOfficialResult: false,
});
const snapshot = (ev: ProgramEvent): ProgramSnapshot => ({
  sportId: ev.sportId, version: 1, asOf: Date.now(), events: [ev],
  markets: [{ id: ev.code * 100, eventCode: ev.code, no: 1, name: 'Şampiyon', mbs: 1, status: 1, outcomeIds: [ev.code * 10 + 1] }],
  outcomes: [{ id: ev.code * 10 + 1, marketId: ev.code * 100, name: 'Takım', odd: 450, status: 1 }],
});
const menu = (outrightCount: number): SportMenuItem[] => [{ sportId: 1, name: 'Futbol', slug: 'futbol', count: 5, liveCount: 0, outrightCount }];
const stateOf = (store: ReturnType<typeof makeTestStore>['store'], code: number) =>
  selectCouponLines(store.getState()).find((l) => l.code === code)?.state;

describe('outright and duel rows on the coupon', () => {
  it('keeps an outright row open only while its event is loaded and the menu offers its type', () => {
    const { store } = makeTestStore();
    loadSnapshot(store, sportKey(-1), snapshot(event(7, -1)));
    store.dispatch(menuActions.menuReceived({ sports: menu(2), asOf: Date.now() }));
    store.dispatch(a.outcomePicked(pick(7, 1, { sportId: -1 })));
    expect(stateOf(store, 7)).toBe('open');
    store.dispatch(menuActions.menuReceived({ sports: menu(0), asOf: Date.now() }));
    expect(stateOf(store, 7)).toBe('disabled');
  });

  it('disables an outright or duel row whose event the loaded program does not hold, and leaves others alone', () => {
    const { store } = makeTestStore();
    store.dispatch(menuActions.menuReceived({ sports: menu(2), asOf: Date.now() }));
    loadSnapshot(store, sportKey(98), snapshot(event(8, 98)));
    store.dispatch(a.outcomePicked(pick(8, 1, { sportId: 98 })));
    store.dispatch(a.outcomePicked(pick(9, 1, { sportId: 98 })));
    store.dispatch(a.outcomePicked(pick(10, 1, { sportId: -1 })));
    store.dispatch(a.outcomePicked(pick(11, 1, { sportId: 1 })));
    expect([8, 9, 10, 11].map((c) => stateOf(store, c))).toEqual(['open', 'disabled', 'disabled', 'open']);
  });
});
