/** Picks playable selections from the real feed's program, as a member would from the bulletin. */
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { API, type PlayCouponRequest, type PlaySelection } from '@shared/protocol/api';
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot } from '@shared/protocol/program';
import type { Browser } from './browser';

export interface Pick {
  event: ProgramEvent;
  market: ProgramMarket;
  outcome: ProgramOutcome;
}

/** Far enough from kick-off that the event cannot start while a test runs. */
const START_MARGIN_MS = 30 * 60_000;

export const snapshotPicks = (snap: ProgramSnapshot, now: number, maxMbs = 1): Pick[] => {
  const markets = new Map(snap.markets.map((m) => [m.id, m]));
  const outcomes = new Map(snap.outcomes.map((o) => [o.id, o]));
  const out: Pick[] = [];
  for (const event of snap.events) {
    if (event.live || event.status !== EVENT_STATUS.open || event.startsAt < now + START_MARGIN_MS) continue;
    for (const id of event.marketIds) {
      const market = markets.get(id);
      if (!market || market.status !== OUTCOME_STATUS.open || market.mbs > maxMbs) continue;
      const outcome = market.outcomeIds.map((o) => outcomes.get(o)).find((o) => o?.status === OUTCOME_STATUS.open);
      if (outcome) {
        out.push({ event, market, outcome });
        break;
      }
    }
  }
  return out;
};

/** `count` pre-match picks of distinct events whose markets need at most `maxMbs` events. */
export const loadPicks = async (b: Browser, count: number, now: number, maxMbs = 1, sportId = 1): Promise<Pick[]> => {
  const { status, body } = await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`);
  if (status !== 200) throw new Error(`sport program ${sportId}: ${status}`);
  const picks = snapshotPicks(body, now, maxMbs);
  if (picks.length < count) throw new Error(`only ${picks.length} playable picks in sport ${sportId}, need ${count}`);
  return picks.slice(0, count);
};

/** `count` pre-match picks of distinct events whose markets need at most `maxMbs` events, over several sports. */
export const loadPicksAcross = async (b: Browser, count: number, now: number, maxMbs = 1, sportIds: readonly number[] = [1, 2, 5]): Promise<Pick[]> => {
  const out: Pick[] = [];
  for (const sportId of sportIds) {
    const { status, body } = await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`);
    if (status !== 200) throw new Error(`sport program ${sportId}: ${status}`);
    out.push(...snapshotPicks(body, now, maxMbs));
  }
  if (out.length < count) throw new Error(`only ${out.length} playable picks in sports ${sportIds.join(', ')}, need ${count}`);
  return out.slice(0, count);
};

export const selectionOf = (p: Pick, odd = p.outcome.odd): PlaySelection => ({
  eventCode: p.event.code,
  marketId: p.market.id,
  outcomeId: p.outcome.id,
  odd,
  banker: false,
});

let keySeq = 0;
export const newKey = (): string => `k-${process.pid}-${Date.now()}-${++keySeq}`;

export const playRequest = (picks: Pick[], misli = 50, over: Partial<PlayCouponRequest> = {}): PlayCouponRequest => ({
  idempotencyKey: newKey(),
  misli,
  // Pre-match odds may drift while a test runs; tests about odds changes set this to false themselves.
  acceptOddsChanges: true,
  selections: picks.map((p) => selectionOf(p)),
  ...over,
});
