/**
 * Counters of the realtime edge, kept as plain numbers on the hot path (no registry lookups per message);
 * getStats() is the snapshot the ops page and /metrics read. One set per process: a process runs one edge.
 */
export interface RealtimeStats {
  connections: number;
  rooms: number;
  subscribers: number;
  /** Room logs held (rooms joined here, and those lingering for replay); never grows with reads. */
  roomLogs: number;
  /** Of them, the program rooms' (live, sports): the feed's messages keep these for replay even with nobody in them. */
  programRoomLogs: number;
  messagesIn: number;
  messagesOut: number;
  bytesIn: number;
  bytesOut: number;
  cutBackpressure: number;
  cutLimits: number;
  /** Time from the publisher's commit to this edge's fan-out of the last bus message, ms. */
  busLagMs: number;
}

export type CutReason = 'backpressure' | 'frame_size' | 'rooms' | 'bad_frame' | 'binary' | 'idle' | 'frame_budget';
/** Upgrades refused: a foreign Origin, the total connection cap, the per-address cap. */
export type RefusalReason = 'origin' | 'cap_total' | 'cap_address';
type Gauges = { connections: number; rooms: number; subscribers: number; roomLogs: number; programRoomLogs: number };

const counters = {
  messagesIn: 0,
  messagesOut: 0,
  bytesIn: 0,
  bytesOut: 0,
  cutBackpressure: 0,
  cutLimits: 0,
  busLagMs: 0,
  cutByReason: new Map<CutReason, number>(),
  refusedByReason: new Map<RefusalReason, number>(),
};
/** Gauges come from the live server(s) when asked. */
const gaugeSources = new Set<() => Gauges>();

export const realtimeCounters = {
  messageIn(bytes = 0): void {
    counters.messagesIn++;
    counters.bytesIn += bytes;
  },
  /** One frame written to `copies` sockets. */
  messageOut(bytes: number, copies = 1): void {
    counters.messagesOut += copies;
    counters.bytesOut += bytes * copies;
  },
  cut(reason: CutReason): void {
    if (reason === 'backpressure') counters.cutBackpressure++;
    else counters.cutLimits++;
    counters.cutByReason.set(reason, (counters.cutByReason.get(reason) ?? 0) + 1);
  },
  refused(reason: RefusalReason): void {
    counters.refusedByReason.set(reason, (counters.refusedByReason.get(reason) ?? 0) + 1);
  },
  busLag(ms: number): void {
    counters.busLagMs = Math.max(0, ms);
  },
  addGaugeSource(source: () => Gauges): () => void {
    gaugeSources.add(source);
    return () => gaugeSources.delete(source);
  },
};

export const cutsByReason = (): ReadonlyMap<CutReason, number> => counters.cutByReason;
export const refusalsByReason = (): ReadonlyMap<RefusalReason, number> => counters.refusedByReason;

export const getStats = (): RealtimeStats => {
  let connections = 0;
  let rooms = 0;
  let subscribers = 0;
  let roomLogs = 0;
  let programRoomLogs = 0;
  for (const g of gaugeSources) {
    const s = g();
    connections += s.connections;
    rooms += s.rooms;
    subscribers += s.subscribers;
    roomLogs += s.roomLogs;
    programRoomLogs += s.programRoomLogs;
  }
  const { messagesIn, messagesOut, bytesIn, bytesOut, cutBackpressure, cutLimits, busLagMs } = counters;
  return { connections, rooms, subscribers, roomLogs, programRoomLogs, messagesIn, messagesOut, bytesIn, bytesOut, cutBackpressure, cutLimits, busLagMs };
};
