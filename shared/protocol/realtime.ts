/**
 * Realtime socket contract (architecture.md "Realtime contract"), shared by the edge (edge/realtime, edge/bus)
 * and the client socket saga. Text frames of JSON only; anything else closes the socket with a code below.
 */
import type { LiveState, ProgramEvent, ProgramMarket, ProgramOutcome } from './program';

/** Message types (MT). Numbers are ours (the spec does not show them); they never change meaning. */
export const MT = {
  /** Several changes of one room committed together under one version: M is RealtimeItem[] (apply in order). */
  batch: 0,
  /** Event status changed (started, half time, finished, locked...). M: ProgramEvent. */
  statusChange: 1,
  /** A goal (the score moved up in a live football-like event). M: ProgramEvent. */
  goal: 2,
  /** A new event entered the program (or went live). M: ProgramEvent. */
  newMatch: 3,
  /** Odds moved; one per room and commit, last value per outcome. M: OddsChangeBody. */
  oddsChange: 4,
  /** Score or match clock changed without a goal (sets, points, minute). M: ProgramEvent. */
  scoreUpdate: 5,
  /** The event was cancelled, postponed or removed from the program. M: EventCancelBody. */
  eventCancel: 6,
  /** A video/visual match event (goal, card, corner...) for the live tracker. M: VideoEventBody. */
  videoEvent: 7,
  /** A market opened for betting (again). M: ProgramMarket. */
  marketOpen: 8,
  /** A market locked (dangerous moment, closed). M: ProgramMarket. */
  marketLock: 9,
  /** A coupon of the member was settled (Member_<EncryptedId>_V3 only). M: SettlementNoticeBody. */
  settlementNotice: 10,
  /** Any other event field changed (BP/LE flags, market count...). M: ProgramEvent. */
  eventUpdate: 11,
  /**
   * Selections of a member's coupon were settled by their events' results, the coupon itself possibly still open
   * (Member_<EncryptedId>_V3 only). M: SelectionsSettledBody.
   */
  selectionsSettled: 12,
  /** A new share of privacy level 1 (Kupondas_V3 only). M: ShareNewBody (kupondas-share-api.ts). */
  shareNew: 13,
  /**
   * A share's coupon settled: status and score. M: ShareSettledBody. A privacy level 1 share's in Kupondas_V3; a
   * followers-only share's in its own Share_<shareId>_V3 only, delivered to its owner and followers alone.
   */
  shareSettled: 14,
} as const;
export type MessageType = (typeof MT)[keyof typeof MT];

export interface OddsChangeBody {
  outcomes: Array<ProgramOutcome & { eventCode: number }>;
}
export interface EventCancelBody {
  eventCode: number;
  /** EVENT_STATUS after the cancel (cancelled, postponed, abandoned) or null when simply removed. */
  status: number | null;
}
export interface VideoEventBody {
  eventCode: number;
  /** 'goal' | 'score' and more as the feed learns them. */
  kind: string;
  minute: number | null;
  score: [number, number] | null;
  /** The match's live state at that moment (ProgramEvent.liveState). */
  liveState?: LiveState | null;
}
export interface SettlementNoticeBody {
  couponId: number;
  couponNo: string;
  status: 'won' | 'lost' | 'refunded';
  /** Payout in kuruş (integer hundredths of TL); 0 when lost. */
  payoutKurus: number;
  /** The member's balance after the payout, kuruş. */
  balanceKurus: number;
  /** The coupon's type when it is not an iddaa coupon: 3 for a Ganyan coupon (its id is a Ganyan bet id). */
  cType?: number;
}
export interface SelectionsSettledBody {
  couponId: number;
  couponNo: string;
  /** The selections settled now, by outcome id. */
  selections: { outcomeId: number; status: 'won' | 'lost' | 'void' }[];
}
export type RealtimeBody =
  | ProgramEvent | ProgramMarket | OddsChangeBody | EventCancelBody | VideoEventBody | SettlementNoticeBody | SelectionsSettledBody;

/** One change inside a room message. */
export interface RealtimeItem {
  MT: MessageType;
  M: unknown;
}

/** Server -> client room message: versions are strictly +1 per room message, assigned by the room's publisher. */
export interface RoomMessageFrame {
  room: string;
  v: number;
  MT: MessageType;
  /** For MT.batch: RealtimeItem[]. */
  M: unknown;
  /** Publisher's commit time, epoch ms (bus lag, latency samples); clients may ignore it. */
  t?: number;
}
/**
 * Answer to GetVersion, and the last frame of a successful joinroom / joinroomVer (after any replayed messages):
 * the room's current version on this edge. Messages with v <= the version a client holds are to be ignored.
 */
export interface VersionFrame {
  event: 'version';
  room: string;
  v: number;
}
/** Missed messages cannot be replayed: reload the HTTP snapshot, then joinroomVer at the snapshot's version. */
export interface ResyncFrame {
  event: 'resync';
  room: string;
  v: number;
}
/** A refused request that does not close the socket (unknown room name, member room without the session). */
export interface ErrorFrame {
  event: 'error';
  room?: string;
  code: number;
  reason: string;
}
export type ServerFrame = RoomMessageFrame | VersionFrame | ResyncFrame | ErrorFrame;

export type ClientFrame =
  | { event: 'joinroom'; data: string }
  | { event: 'joinroomVer'; data: { room: string; version: number } }
  | { event: 'leaveroom'; data: string }
  | { event: 'GetVersion'; data: string };

/** Codes of ErrorFrame (the socket stays open). */
export const ROOM_ERROR = {
  /** The room name is not one of the contract's rooms. */
  unknownRoom: 4404,
  /**
   * Member room without (or with another member's) session; also sent, unasked, for each member room a socket is
   * taken out of when its session ends (logout, expiry, password change): the socket stays, as a visitor's.
   */
  forbidden: 4403,
  /**
   * The edge could not decide a guarded room's join (Share_<id>_V3: its database did not answer): nothing joined;
   * ask again later (the next connection does).
   */
  unavailable: 4503,
} as const;

/**
 * Close codes (4000-4999 are the application's range). A socket silent past the idle timeout (no pong to the
 * server's pings) is dropped without a close frame: the client sees 1006, like any lost connection.
 */
export const CLOSE_CODE = {
  /** Server shutting down: reconnect (to another node) with the normal reconnect delay. */
  goingAway: 1001,
  /** Not JSON, not an object, an unknown event or bad data: the offender is closed. */
  badFrame: 4400,
  /** Binary frame: the contract is text only. */
  binaryFrame: 4415,
  /** Frame larger than the limit (4 KB by default). */
  frameTooLarge: 1009,
  /** More rooms than allowed on one connection. */
  tooManyRooms: 4429,
  /** The client did not read: its send buffer passed the backpressure limit. */
  backpressure: 4508,
  /**
   * More frames than the per-connection budget allows (WS_FRAME_RATE a second, bursts up to WS_FRAME_BURST). 4429
   * already means too many rooms, so this takes 420, the old "enhance your calm" rate-limit status.
   */
  frameBudget: 4420,
} as const;

export const ROOM_SUFFIX = '_V3';
export const LIVE_ROOM = 'Live_V3';
export const sportRoom = (sportId: number): string => `Sport_${sportId}_V3`;
export const eventRoom = (code: number): string => `Event_${code}_V3`;
export const memberRoom = (encryptedId: string): string => `Member_${encryptedId}_V3`;

/** Kupondaş's sharing room: new public shares and their results (kupondas-share-api.ts re-exports it). */
export const KUPONDAS_ROOM = 'Kupondas_V3';
/**
 * One share's room (a followers-only share's results): only its owner, or a follower whom no block separates from
 * the owner, may join it (a member session is required), and every message is checked again per socket before it
 * is sent; a socket no longer allowed leaves the room with a 4403 error frame instead of the message.
 */
export const shareRoom = (shareId: number): string => `Share_${shareId}_V3`;
/** One horse race's live state (odds, withdrawals, status) until its result: MT.oddsChange, M: RaceLiveBody (racing-api.ts). */
export const raceRoom = (raceId: number): string => `Race_${raceId}_V3`;

/** Room kinds by name; null for a name outside the contract. */
export type RoomKind =
  | { kind: 'live' } | { kind: 'sport'; sportId: number } | { kind: 'event'; code: number } | { kind: 'member'; encryptedId: string }
  | { kind: 'kupondas' } | { kind: 'share'; shareId: number } | { kind: 'race'; raceId: number };
export const parseRoom = (room: string): RoomKind | null => {
  if (room === LIVE_ROOM) return { kind: 'live' };
  if (room === KUPONDAS_ROOM) return { kind: 'kupondas' };
  let m = /^Sport_(-?\d{1,6})_V3$/.exec(room);
  if (m) return { kind: 'sport', sportId: Number(m[1]) };
  m = /^Event_(\d{1,12})_V3$/.exec(room);
  if (m) return { kind: 'event', code: Number(m[1]) };
  m = /^Share_([1-9]\d{0,15})_V3$/.exec(room);
  if (m) return { kind: 'share', shareId: Number(m[1]) };
  m = /^Race_([1-9]\d{0,15})_V3$/.exec(room);
  if (m) return { kind: 'race', raceId: Number(m[1]) };
  m = /^Member_([A-Za-z0-9_-]{1,128})_V3$/.exec(room);
  if (m?.[1]) return { kind: 'member', encryptedId: m[1] };
  return null;
};
