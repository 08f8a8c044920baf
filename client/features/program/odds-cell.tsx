/**
 * An odds cell: the odds button of one outcome, with its rise or fall marked. `OddsCell` reads its own outcome from
 * the store; `OddsCellView` draws data its parent read (a program row's column group reads all its cells in one
 * subscription). React renders a cell when its structure changes (locked, selected, its market or name); a new odd
 * alone is written into the drawn button by the cell's writer (live-odds.ts, `useLiveOdd`), with no React render.
 * The event is read from the store at click time to build the coupon pick.
 */
import { memo, useLayoutEffect, useRef, type RefObject } from 'react';
import { formatOdd } from '@shared/format/tr';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { OddsButton, ODDS_TREND_ATTR, ODDS_VALUE_CLASS, oddsButtonName, type OddsTrend } from '../../components/odds-button';
import { useAppSelector, useAppStore } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectIsPicked, useCouponPicker, type PickInput } from '../coupon/coupon.hooks';
import { isOutcomeUnavailable, selectEventByCode, selectMarketById, selectNow, selectOutcomeById } from './program.selectors';
import { betDetailHref } from './program-links';
import { afterGrouped } from '../../lib/grouped-timer';

export const pickOf = (
  event: ProgramEvent,
  market: ProgramMarket,
  outcome: ProgramOutcome,
  nowMs: number,
): PickInput => ({
  eventCode: event.code,
  nevId: event.nevId,
  marketId: market.id,
  marketNo: market.no,
  outcomeId: outcome.id,
  odd: outcome.odd,
  mbs: market.mbs,
  sportId: event.sportId,
  eventName: event.name,
  marketName: market.name,
  outcomeName: outcome.name,
  startsAt: event.startsAt,
  live: event.live,
  bid: event.bid,
  mLink: betDetailHref(event, nowMs),
});

export const oddsAccessibleName = (eventName: string, marketName: string, outcomeName: string, odd: number): string =>
  `${eventName}, ${marketName} ${outcomeName}, oran ${formatOdd(odd)}`;

/** A locked outcome says so instead of an odd nobody can take: '<event>, <market> <outcome>, Kapalı'. */
export const lockedAccessibleName = (eventName: string, marketName: string, outcomeName: string): string =>
  `${eventName}, ${marketName} ${outcomeName}, ${PROGRAM_TEXTS.locked}`;

/** How long a rise or fall stays marked on the odds button. */
export const ODDS_TREND_MS = 2_000;

/**
 * Puts an odd's text and name into a drawn, open button; returns the value's box (which carries the rise/fall
 * mark), or null when the button shows a padlock (no text to write).
 */
const putOdd = (button: HTMLButtonElement | null, odd: number, nameFor: (odd: number) => string): HTMLElement | null => {
  const value = button?.querySelector<HTMLElement>(`.${ODDS_VALUE_CLASS}`);
  const text = value?.firstChild;
  if (!button || !value || !(text instanceof Text)) return null;
  const shown = formatOdd(odd);
  if (text.nodeValue !== shown) text.nodeValue = shown;
  const name = nameFor(odd);
  if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
  return value;
};

/**
 * Keeps a drawn cell's odd current between React renders. On each change of the outcome's odd (socket message or
 * snapshot alike) its writer puts the new text and name into the button and marks the rise or fall on its value
 * (`data-trend`) for ODDS_TREND_MS, up to one grouped-timer grain more, so the marks of a burst clear in one task;
 * a new change restarts it. A locked cell (a padlock, no text) only remembers the odd.
 *
 * `shown` is the odd the cell stands at: it starts as the odd of the render that drew this outcome's cell, and only
 * the writer moves it. React may draw an older odd than that: a cell's selection ignores new odds, so a render for
 * another reason (the event closed and opened again) draws the odd of its last selection. After every render of
 * the cell the odd of the moment is put back, without a mark.
 */
const useLiveOdd = (outcomeId: number | undefined, odd: number, nameFor: (odd: number) => string): RefObject<HTMLButtonElement | null> => {
  const store = useAppStore();
  const ref = useRef<HTMLButtonElement>(null);
  const name = useRef(nameFor);
  const shown = useRef(odd);
  useLayoutEffect(() => {
    name.current = nameFor;
  });
  useLayoutEffect(() => {
    if (outcomeId === undefined) return;
    // The odd this render drew for the outcome (the effect runs again only for another outcome).
    shown.current = odd;
    let clearMark: (() => void) | undefined;
    const write = (outcome: ProgramOutcome) => {
      const was = shown.current;
      if (outcome.odd === was) return;
      shown.current = outcome.odd;
      const value = putOdd(ref.current, outcome.odd, name.current);
      if (!value) return;
      const trend: OddsTrend = outcome.odd > was ? 'up' : 'down';
      value.setAttribute(ODDS_TREND_ATTR, trend);
      clearMark?.();
      clearMark = afterGrouped(ODDS_TREND_MS, () => value.removeAttribute(ODDS_TREND_ATTR));
    };
    const stop = store.liveOdds.watch(outcomeId, write);
    // A change between the render and this effect (a render React yielded in) is caught up now.
    const now = selectOutcomeById(store.getState(), outcomeId);
    if (now) write(now);
    return () => {
      stop();
      clearMark?.();
    };
    // Not on `odd`: it seeds `shown` once per outcome (see above); a new odd is the writer's.
  }, [store, outcomeId]);
  useLayoutEffect(() => {
    if (outcomeId !== undefined) putOdd(ref.current, shown.current, name.current);
  });
  return ref;
};

export interface OddsCellProps {
  outcomeId: number;
  marketId: number;
  eventCode: number;
  /** Betting on the event is closed (started and not live, locked live, over). */
  closed: boolean;
  /** Label on the button; the outcome name by default. */
  label?: string;
}

export interface CellData {
  outcome: ProgramOutcome | undefined;
  market: ProgramMarket | undefined;
  eventName: string;
  selected: boolean;
}

/** What one cell shows, read from the store (a cell on its own, or each cell of a program row's column group). */
export const selectCell = (s: RootState, outcomeId: number, marketId: number, eventCode: number): CellData => ({
  outcome: selectOutcomeById(s, outcomeId),
  market: selectMarketById(s, marketId),
  eventName: selectEventByCode(s, eventCode)?.name ?? '',
  selected: selectIsPicked(s, outcomeId),
});

/** The same outcome, in the same state, whatever its odd (a new odd is written by the cell's writer). */
const sameOutcomeButOdd = (a: ProgramOutcome | undefined, b: ProgramOutcome | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.id === b.id && a.status === b.status && a.name === b.name && a.marketId === b.marketId);

/** Equal selections of a cell draw the same structure: React renders a cell for a change of anything but its odd. */
export const sameCellData = (a: CellData | undefined, b: CellData | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.market === b.market &&
    a.eventName === b.eventName &&
    a.selected === b.selected &&
    sameOutcomeButOdd(a.outcome, b.outcome));

export interface OddsCellViewProps extends CellData {
  eventCode: number;
  /** Betting on the event is closed (started and not live, locked live, over). */
  closed: boolean;
  /** Label on the button; the outcome name by default. */
  label?: string;
}

/**
 * An odds cell drawn from data its parent read: a program row's column group reads its cells in one store
 * subscription (market-columns.tsx). Memoised: a cell re-renders when its own outcome, market or pick changes.
 */
export const OddsCellView = memo(function OddsCellView({ outcome, market, eventName, selected, eventCode, closed, label }: OddsCellViewProps) {
  const store = useAppStore();
  const pick = useCouponPicker();
  const shownLabel = label ?? outcome?.name ?? '';
  const nameFor = (odd: number): string =>
    outcome && market ? oddsButtonName(shownLabel, odd, false, oddsAccessibleName(eventName, market.name, outcome.name, odd)) : '';
  const ref = useLiveOdd(outcome?.id, outcome?.odd ?? 0, nameFor);
  if (!outcome || !market) return <span className="odds odds--empty" aria-hidden="true" />;
  const locked = closed || isOutcomeUnavailable(outcome, market);
  const { id: outcomeId } = outcome;
  const { id: marketId } = market;
  const onPick = () => {
    const state = store.getState();
    const event = selectEventByCode(state, eventCode);
    const m = selectMarketById(state, marketId);
    const o = selectOutcomeById(state, outcomeId);
    if (event && m && o) pick(pickOf(event, m, o, selectNow(state)));
  };
  return (
    <OddsButton
      ref={ref}
      label={shownLabel}
      odd={outcome.odd}
      accessibleName={
        locked ? lockedAccessibleName(eventName, market.name, outcome.name) : oddsAccessibleName(eventName, market.name, outcome.name, outcome.odd)
      }
      selected={selected}
      locked={locked}
      onPick={onPick}
    />
  );
});

/** A connected odds cell: it reads its own outcome by id; a new odd is written in place, other changes re-render it. */
export const OddsCell = memo(function OddsCell({ outcomeId, marketId, eventCode, closed, label }: OddsCellProps) {
  const data = useAppSelector((s) => selectCell(s, outcomeId, marketId, eventCode), sameCellData);
  return <OddsCellView {...data} eventCode={eventCode} closed={closed} label={label} />;
});
