/** Bet program wire shapes: normalised events, markets and outcomes. Odds are integer hundredths (1.85 -> 185). */
export interface ProgramOutcome {
  id: number;
  marketId: number;
  name: string;
  odd: number;
  /** OUTCOME_STATUS: 1 open, 0 disabled, -1/-2 locked. */
  status: number;
}

export interface ProgramMarket {
  id: number;
  eventCode: number;
  /** Market number (NO). */
  no: number;
  name: string;
  /** Minimum bet count 1-4; 1 is shown as "TEK MAÇ". */
  mbs: number;
  status: number;
  outcomeIds: number[];
}

/**
 * Where a live match stands, in its sport's terms (shared/format/live-state.ts turns it into the row's text):
 * - clock: football, e-football, handball, ice hockey. `period` 1-based of `periods`; `minute` the shown minute;
 *   `running` false in the break after `period` (half time in the two-half sports);
 * - quarters: basketball, e-basketball, American football. `clockSeconds` left in `period` of `periods`, counting
 *   down; `running` false in the break after `period`;
 * - sets: tennis, volleyball, table tennis. `sets` holds every set played and the one in play last (games in
 *   tennis, points in volleyball and table tennis); tennis adds the current game's `points` ('0', '15', '30', '40',
 *   'AD', or the tie-break's numbers) and the side serving (`server`: 0 home, 1 away);
 * - maps: e-sports and the sports played in frames, legs or games. `map` is the 1-based number of the one in play,
 *   `unit` what it is called ('Harita', 'Oyun', 'Frame', 'Leg', 'Set'); CS-GO adds its `rounds`.
 */
export type LiveState =
  | { kind: 'clock'; period: number; periods: number; minute: number; running: boolean }
  | { kind: 'quarters'; period: number; periods: number; clockSeconds: number; running: boolean }
  | { kind: 'sets'; sets: [number, number][]; points?: [string, string]; server?: 0 | 1 }
  | { kind: 'maps'; unit: string; map: number; rounds?: [number, number] };

export interface ProgramEvent {
  /** Event code (C). */
  code: number;
  /** NID */
  nevId: number;
  bid: string;
  /** TYPE: the sport id, negative for outrights. */
  sportId: number;
  competition: string;
  /** "Home - Away", a duel's title, or the outright's title. */
  name: string;
  home?: string;
  away?: string;
  /** Epoch ms. */
  startsAt: number;
  /** LE */
  live: boolean;
  /** BP */
  bettableInPlay: boolean;
  /** EVENT_STATUS */
  status: number;
  /** The shown minute of the clock sports (football and the like); null in every other sport and before kick-off. */
  minute: number | null;
  score: [number, number] | null;
  /** Where a live match stands in its sport's terms; absent before kick-off and in events with no live play. */
  liveState?: LiveState | null;
  /** cbsProviderId */
  providerId: number;
  /** The MBS of the event's main market, shown on the row (each market carries its own). */
  mbs: number;
  marketCount: number;
  /** Markets carried in this snapshot (main markets in a sport program, all in an event detail). */
  marketIds: number[];
  hasOfficialResult: boolean;
  /** Bet-detail event input (spec section 3), made by shared/rules/bet-detail-route.ts: minutes after the start
   * from which the bet detail is the match center (2880, 0 for MMA). */
  lsTimeout: number;
  /** Whether the event's live tracker opens in a popup. */
  isBtTrackerPopup: boolean;
  /** The event's own detail page (/iddaa/{sport}?code=, or the long-term page with ?uvc=). */
  navLink: string;
}

export interface ProgramSnapshot {
  /** Sport id of the program, 0 for the live program, or the event's sport id for an event detail. */
  sportId: number;
  /** Version of the program room the snapshot reflects. */
  version: number;
  /** Server epoch ms when this version of the program was built (one immutable snapshot per version). */
  asOf: number;
  events: ProgramEvent[];
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
}

/** One sport on the program home: a part of its program, at the sport program's version (its Sport_<id>_V3 room). */
export interface HighlightSport {
  /** The sport's live events and next events with their main markets; `version` is the sport program's. */
  program: ProgramSnapshot;
  /** Events in the sport's whole program (pre-match and live). */
  count: number;
}

/** The program home's answer: a few live and upcoming events of the leading sports, instead of their whole programs. */
export interface ProgramHighlights {
  /** Names the state of every program the answer draws on; a new one whenever one of them moves. */
  version: string;
  /** Server epoch ms when this version was built. */
  asOf: number;
  sports: HighlightSport[];
}

export interface SportMenuItem {
  sportId: number;
  name: string;
  slug: string;
  count: number;
  liveCount: number;
  outrightCount: number;
}

export interface SportMenuAnswer {
  sports: SportMenuItem[];
  asOf: number;
}
