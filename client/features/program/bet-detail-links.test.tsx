/**
 * Bet-detail links follow the edge's rule (shared/rules/bet-detail-route.ts): the match center for a match started
 * longer ago than its lsTimeout, checked before the live check, so a live MMA fight (lsTimeout 0) links to the match
 * center where a live football match links to the live page; the coupon pick's mLink is the same link.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { couponActions } from '../coupon/coupon.slice';
import { sportKey } from './program.slice';
import { EventRow } from './event-row';
import { makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderAt } from './program.test-render';
import { eventOf } from './event-table';

const MINUTE = 60_000;
const FIGHT = 'Khabib Nurmagomedov - Justin Gaethje';
const DERBY = 'Galatasaray - Fenerbahçe';

const rowLink = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('bet-detail links', () => {
  it('opens a live MMA fight in the match center and a live football match on the live page', () => {
    const now = Date.now();
    const { store, dispatched } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(117), makeSnapshot([{ code: 7, name: FIGHT, sportId: 117, live: true, startsAt: now - 3 * MINUTE }]));
    loadSnapshot(store, sportKey(1), makeSnapshot([{ code: 8, name: DERBY, live: true, startsAt: now - 30 * MINUTE }]));
    renderAt(store, <><EventRow code={7} /><EventRow code={8} /></>);
    expect(eventOf(store.getState().program.events, 7)).toMatchObject({ lsTimeout: 0, navLink: '/iddaa/mma?code=7' });
    expect(rowLink(FIGHT)).toBe('/mac-merkezi?code=7');
    expect(rowLink(DERBY)).toBe('/iddaa/canli-iddaa-canli-bahis?code=8');

    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(`^[0-9],[0-9]{2}, ${FIGHT}`) })[0]!);
    const picked = dispatched.filter(couponActions.outcomePicked.match);
    expect(picked[0]?.payload).toMatchObject({ eventCode: 7, mLink: '/mac-merkezi?code=7' });
  });

  it('opens a match started longer ago than 2880 minutes in the match center, and an upcoming one on its sport page', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(1), makeSnapshot([
      { code: 9, name: DERBY, live: true, startsAt: now - 2881 * MINUTE },
      { code: 10, name: 'Beşiktaş - Trabzonspor', startsAt: now + 60 * MINUTE },
      { code: 11, name: FIGHT, sportId: 117, startsAt: now + 60 * MINUTE },
    ]));
    renderAt(store, <><EventRow code={9} /><EventRow code={10} /><EventRow code={11} /></>);
    expect(rowLink(DERBY)).toBe('/mac-merkezi?code=9');
    expect(rowLink('Beşiktaş - Trabzonspor')).toBe('/iddaa/futbol?code=10');
    expect(rowLink(FIGHT)).toBe('/iddaa/mma?code=11');
  });
});
