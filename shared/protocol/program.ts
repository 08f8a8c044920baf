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
  minute: number | null;
  score: [number, number] | null;
  /** cbsProviderId */
  providerId: number;
  /** The MBS of the event's main market, shown on the row (each market carries its own). */
  mbs: number;
  marketCount: number;
  /** Markets carried in this snapshot (main markets in a sport program, all in an event detail). */
  marketIds: number[];
  hasOfficialResult: boolean;
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
