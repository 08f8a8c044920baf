import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { couponActions } from '../coupon/coupon.slice';
import { viewActions } from '../../platform/view/view.slice';
import { sportKey } from './program.slice';
import { EventRow } from './event-row';
import { makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderAt } from './program.test-render';
import { eventOf } from './event-table';

const HOUR = 3_600_000;
const DERBY = 'Galatasaray - Fenerbahçe';

describe('EventRow', () => {
  it('opens the bet detail in a new window, but in the same window on phones', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(1), makeSnapshot([{ code: 1, name: DERBY, startsAt: now + 2 * HOUR }]));
    renderAt(store, <EventRow code={1} />);
    const link = screen.getByRole('link', { name: DERBY });
    expect(link.getAttribute('target')).toBe('_blank');
    act(() => {
      store.dispatch(viewActions.deviceClassChanged('phone'));
    });
    expect(screen.getByRole('link', { name: DERBY }).getAttribute('target')).toBeNull();
  });

  it('shows the odds tr-TR with an accessible name and puts a full pick on the coupon on click', () => {
    const now = Date.now();
    const { store, dispatched } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(1), makeSnapshot([{ code: 1, name: DERBY, startsAt: now + 2 * HOUR, extraMarkets: 40 }]));
    renderAt(store, <EventRow code={1} />);

    const button = screen.getByRole('button', { name: `1,85, ${DERBY}, Maç Sonucu 1, oran 1,85` });
    expect(button.textContent).toContain('1,85');
    expect(screen.getByRole('button', { name: `3,40, ${DERBY}, Maç Sonucu X, oran 3,40` })).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: `${DERBY}: tüm bahisler, 40 bahis daha` }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByText('+40')).toBeTruthy();

    fireEvent.click(button);
    const picked = dispatched.filter(couponActions.outcomePicked.match);
    expect(picked).toHaveLength(1);
    expect(picked[0]?.payload).toMatchObject({
      eventCode: 1,
      nevId: 500_001,
      marketId: 10,
      marketNo: 1,
      outcomeId: 100,
      odd: 185,
      mbs: 2,
      sportId: 1,
      eventName: DERBY,
      marketName: 'Maç Sonucu',
      outcomeName: '1',
      live: false,
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('disables locked (-1) and disabled (0) outcomes and keeps open ones clickable', () => {
    const now = Date.now();
    const { store, dispatched } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(1), makeSnapshot([{ code: 2, name: DERBY, startsAt: now + HOUR, statuses: [-1, 0, 1] }]));
    renderAt(store, <EventRow code={2} />);
    const [one, draw, two] = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(one?.disabled).toBe(true);
    expect(draw?.disabled).toBe(true);
    expect(two?.disabled).toBe(false);
    expect(one?.querySelector('.lock-icon')).not.toBeNull();
    fireEvent.click(one as HTMLButtonElement);
    expect(dispatched.filter(couponActions.outcomePicked.match)).toHaveLength(0);
  });

  it('locks every odds button of an event that has started and is not live, but not of a live one', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(
      store,
      sportKey(1),
      makeSnapshot([
        { code: 3, name: 'A - B', startsAt: now - HOUR },
        { code: 4, name: 'C - D', startsAt: now - HOUR, live: true },
      ]),
    );
    renderAt(store, (
      <>
        <EventRow code={3} />
        <EventRow code={4} />
      </>
    ));
    const started = screen.getAllByRole('button', { name: /^(\d+,\d\d, )?A - B/ }) as HTMLButtonElement[];
    const live = screen.getAllByRole('button', { name: /^(\d+,\d\d, )?C - D/ }) as HTMLButtonElement[];
    expect(started.every((b) => b.disabled)).toBe(true);
    expect(live.every((b) => !b.disabled)).toBe(true);
    expect(screen.getByLabelText('Canlı, 67. dakika, skor 2 - 1')).toBeTruthy();
  });

  it('shows each sport\'s live state: the quarter and clock, tennis sets with the server, half time, no minute where none', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    const started = now - HOUR;
    loadSnapshot(
      store,
      sportKey(1),
      makeSnapshot([
        { code: 11, name: 'Anadolu Efes - Real Madrid', startsAt: started, live: true, sportId: 2, liveState: { kind: 'quarters', period: 2, periods: 4, clockSeconds: 252, running: true } },
        { code: 12, name: 'Jannik Sinner - Carlos Alcaraz', startsAt: started, live: true, sportId: 5, liveState: { kind: 'sets', sets: [[6, 4], [3, 2]], points: ['30', '15'], server: 1 } },
        { code: 13, name: DERBY, startsAt: started, live: true, liveState: { kind: 'clock', period: 1, periods: 2, minute: 45, running: false } },
        { code: 14, name: 'G2 Esports - FaZe Clan', startsAt: started, live: true, sportId: 109, liveState: { kind: 'maps', unit: 'Harita', map: 2, rounds: [9, 7] } },
      ]),
    );
    renderAt(store, (
      <>
        <EventRow code={11} />
        <EventRow code={12} />
        <EventRow code={13} />
        <EventRow code={14} />
      </>
    ));
    expect(screen.getByText('2. Çeyrek 04:12')).toBeTruthy();
    expect(screen.getByLabelText('Canlı, 2. çeyrek, kalan süre 04:12, skor 2 - 1')).toBeTruthy();
    expect(screen.getByText('2. Set 6-4 3-2 (30-15)')).toBeTruthy();
    const server = screen.getByRole('img', { name: /, Servis: Carlos Alcaraz$/ });
    expect(server.textContent).toContain('Alcaraz');
    expect(screen.queryAllByRole('img', { name: /Servis/ })).toHaveLength(1);
    // The name line marks the server too (a phone's badge has no room for the name); the link's name stays the event's.
    const tennis = screen.getByRole('link', { name: 'Jannik Sinner - Carlos Alcaraz' });
    expect(tennis.querySelector('.event-row__serve')?.nextSibling?.textContent).toBe('Carlos Alcaraz');
    expect(document.querySelectorAll('.event-row__serve')).toHaveLength(1);
    expect(screen.getByText('İY')).toBeTruthy();
    expect(screen.getByLabelText('Canlı, devre arası, skor 2 - 1')).toBeTruthy();
    expect(screen.getByText('2. Harita 9-7')).toBeTruthy();
    // Only the football row has a minute; no row shows one of the others as minutes.
    expect(screen.queryByText(/′|'/)).toBeNull();
    expect(eventOf(store.getState().program.events, 11)?.minute).toBeNull();
  });

  it('updates a changed odds in place (same button) and marks its direction', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(1), makeSnapshot([{ code: 5, name: DERBY, startsAt: now + HOUR }]));
    renderAt(store, <EventRow code={5} />);
    const before = screen.getByRole('button', { name: `4,20, ${DERBY}, Maç Sonucu 2, oran 4,20` });
    act(() => {
      loadSnapshot(store, sportKey(1), makeSnapshot([{ code: 5, name: DERBY, startsAt: now + HOUR, odds: [185, 340, 450] }]));
    });
    const after = screen.getByRole('button', { name: `4,50, ${DERBY}, Maç Sonucu 2, oran 4,50` });
    expect(after).toBe(before);
    expect(after.querySelector('.odds__value')?.getAttribute('data-trend')).toBe('up');
  });
});
