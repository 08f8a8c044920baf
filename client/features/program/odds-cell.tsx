/**
 * An odds cell: the odds button of one outcome, with its rise or fall marked. `OddsCell` reads its own outcome from
 * the store; `OddsCellView` draws data its parent read (a program row's column group reads all its cells in one
 * subscription). Either way an odds change re-renders that cell only; the event is read from the store at click
 * time to build the coupon pick.
 */
import { memo, useEffect, useState } from 'react';
import { shallowEqual, useStore } from 'react-redux';
import { formatOdd } from '@shared/format/tr';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { OddsButton, type OddsTrend } from '../../components/odds-button';
import { useAppSelector } from '../../app/hooks';
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
 * Remembers the direction of the last odds change (socket message or snapshot alike) and drops it ODDS_TREND_MS
 * later (up to one grouped-timer grain more, so the marks of a burst clear in one render); a new change restarts it.
 */
const useTrend = (odd: number): OddsTrend => {
  const [prev, setPrev] = useState(odd);
  const [mark, setMark] = useState<{ trend: OddsTrend; n: number }>({ trend: null, n: 0 });
  if (odd !== prev) {
    setPrev(odd);
    setMark({ trend: odd > prev ? 'up' : 'down', n: mark.n + 1 });
  }
  useEffect(() => {
    if (mark.trend === null) return;
    return afterGrouped(ODDS_TREND_MS, () => setMark((m) => (m.n === mark.n ? { trend: null, n: m.n } : m)));
  }, [mark]);
  return mark.trend;
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
  const store = useStore<RootState>();
  const pick = useCouponPicker();
  const trend = useTrend(outcome?.odd ?? 0);
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
      label={label ?? outcome.name}
      odd={outcome.odd}
      accessibleName={
        locked ? lockedAccessibleName(eventName, market.name, outcome.name) : oddsAccessibleName(eventName, market.name, outcome.name, outcome.odd)
      }
      selected={selected}
      locked={locked}
      trend={trend}
      onPick={onPick}
    />
  );
});

/** A connected odds cell: it reads its own outcome by id, so an odds change re-renders this cell only. */
export const OddsCell = memo(function OddsCell({ outcomeId, marketId, eventCode, closed, label }: OddsCellProps) {
  const data = useAppSelector((s) => selectCell(s, outcomeId, marketId, eventCode), shallowEqual);
  return <OddsCellView {...data} eventCode={eventCode} closed={closed} label={label} />;
});
