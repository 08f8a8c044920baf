import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MARKETS_POPUP_TEXTS, WHITE_POPUP_SCROLL_GROUPS } from '@shared/constants/markets-popup';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { couponActions } from '../coupon/coupon.slice';
import { eventKey, programActions, sportKey } from './program.slice';
import { EventRow } from './event-row';
import { FOOTBALL_ROW_MARKETS, makeSnapshot, type FixtureMarket } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderAt } from './program.test-render';

const HOUR = 3_600_000;
const DERBY = 'Galatasaray - Fenerbahçe';

/** The bet detail's other markets: Handikap, İlk Yarı and Skor groups on top of the row's three. */
const DETAIL_MARKETS: FixtureMarket[] = [
  ...FOOTBALL_ROW_MARKETS,
  { no: 3, name: 'Handikaplı Maç Sonucu (0:1)', outcomes: ['1', 'X', '2'], odds: [310, 350, 195] },
  { no: 5, name: 'İlk Yarı Sonucu', outcomes: ['1', 'X', '2'], odds: [250, 210, 480] },
  { no: 17, name: 'Maç Skoru', outcomes: ['1-0', '0-0', '0-1'], odds: [700, 900, 1100], status: -1 },
];

const setUp = (detail: FixtureMarket[]) => {
  const now = Date.now();
  const { store, dispatched } = makeTestStore({}, now);
  const fixture = { code: 1, name: DERBY, startsAt: now + 2 * HOUR };
  loadSnapshot(store, sportKey(1), makeSnapshot([{ ...fixture, more: FOOTBALL_ROW_MARKETS, extraMarkets: 3 }]));
  renderAt(store, <EventRow code={1} />);
  const opener = screen.getByRole('button', { name: PROGRAM_TEXTS.allMarkets(DERBY, 3) });
  return { store, dispatched, opener, loadDetail: () => act(() => void loadSnapshot(store, eventKey(1), makeSnapshot([{ ...fixture, more: detail }]))) };
};

const openPopup = async (opener: HTMLElement) => {
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: new RegExp(DERBY) });
};

const groupTitles = (dialog: HTMLElement) => within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('MarketsPopup (the white popup)', () => {
  it('opens from +N, loads the full markets, shows them in rate groups and scrolls above the limit', async () => {
    const { dispatched, opener, loadDetail } = setUp(DETAIL_MARKETS);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openPopup(opener);
    // The popup asks for the event's markets in its mount effect, which may run just after the dialog is found.
    await waitFor(() => expect(dispatched.some((a) => programActions.eventRequested.match(a) && a.payload.code === 1)).toBe(true));
    loadDetail();
    expect(groupTitles(dialog)).toEqual(['Maç Sonucu', 'Alt/Üst', 'Handikap', 'Karşılıklı Gol', 'İlk Yarı', 'Skor']);
    expect(6).toBeGreaterThan(WHITE_POPUP_SCROLL_GROUPS);
    expect(dialog.classList.contains('markets-popup--scroll')).toBe(true);
    expect(dialog.classList.contains('markets-popup--fit')).toBe(false);
    expect(dialog.querySelector('[data-scrolls]')?.getAttribute('data-scrolls')).toBe('true');
    // Maç Sonucu and Çifte Şans share the first group.
    const [result] = within(dialog).getAllByRole('region', { name: 'Maç Sonucu' });
    expect(within(result as HTMLElement).getByRole('region', { name: 'Çifte Şans' })).toBeTruthy();
    // The bet detail is a link inside the popup.
    expect(within(dialog).getByRole('link', { name: MARKETS_POPUP_TEXTS.goToDetail }).getAttribute('href')).toBe('/iddaa/futbol?code=1');
    // A locked market's outcomes are locked buttons.
    const locked = within(dialog).getByRole('button', { name: `1-0, ${DERBY}, Maç Skoru 1-0, ${PROGRAM_TEXTS.locked}` }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
  });

  it('grows to fit (no scrolling body) with at most the limit of rate groups', async () => {
    const { opener, loadDetail } = setUp(FOOTBALL_ROW_MARKETS);
    const dialog = await openPopup(opener);
    loadDetail();
    expect(groupTitles(dialog)).toHaveLength(WHITE_POPUP_SCROLL_GROUPS);
    expect(dialog.classList.contains('markets-popup--fit')).toBe(true);
    expect(dialog.classList.contains('markets-popup--scroll')).toBe(false);
    expect(dialog.querySelector('[data-scrolls]')?.getAttribute('data-scrolls')).toBe('false');
  });

  it('puts a picked odd on the coupon, shows it selected, follows live odds', async () => {
    const { store, dispatched, opener, loadDetail } = setUp(DETAIL_MARKETS);
    const dialog = await openPopup(opener);
    loadDetail();
    const name = `1 3,10, ${DERBY}, Handikaplı Maç Sonucu (0:1) 1, oran 3,10`;
    const odd = within(dialog).getByRole('button', { name });
    expect(odd.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(odd);
    const picked = dispatched.filter(couponActions.outcomePicked.match);
    expect(picked).toHaveLength(1);
    expect(picked[0]?.payload).toMatchObject({ eventCode: 1, marketNo: 3, marketName: 'Handikaplı Maç Sonucu (0:1)', outcomeName: '1', odd: 310 });
    expect(within(dialog).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
    // A new snapshot of the event (a refresh or a room message) moves the odd in place.
    const moved = DETAIL_MARKETS.map((m) => (m.no === 3 ? { ...m, odds: [295, 350, 200] } : m));
    act(() => void loadSnapshot(store, eventKey(1), makeSnapshot([{ code: 1, name: DERBY, startsAt: Date.now() + 2 * HOUR, more: moved }], 1, 2)));
    expect(within(dialog).getByRole('button', { name: `1 2,95, ${DERBY}, Handikaplı Maç Sonucu (0:1) 1, oran 2,95` })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to +N', async () => {
    const { opener, loadDetail } = setUp(DETAIL_MARKETS);
    const dialog = await openPopup(opener);
    loadDetail();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // With every market of the event now in the store, the row still offers the same "+3" (counted by market number).
    expect(opener.isConnected).toBe(true);
    expect(opener.textContent).toBe('+3');
  });
});
