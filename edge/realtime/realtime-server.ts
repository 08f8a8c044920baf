/**
 * The realtime socket server (uWebSockets.js) on WS_PORT: upgrade checks (Origin, connection caps, member
 * session), the four client events of the contract, the limits, and graceful shutdown. Room logic lives in
 * room-hub.ts, the member sockets' sessions in session-watch.ts.
 */
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import uWS from 'uWebSockets.js';
import { CLOSE_CODE } from '@shared/protocol/realtime';
import type { Bus } from '../bus/bus.port';
import { addressKey, clientAddress, type ProxyTrust } from '../domain/client-address';
import { createRateLimitedLog } from '../ops/rate-limited-log';
import { parseClientFrame } from './client-frame.parser';
import { createConnectionSlots } from './connection-slots';
import { fullBudget, spendFrame } from './frame-budget';
import { isOriginAllowed, readCookie } from './upgrade-checks';
import { readRealtimeClientInfo } from '@shared/protocol/realtime-connect';
import { realtimeCounters, type CutReason, type RefusalReason } from './realtime-stats';
import type { Conn, ConnData, SocketMember } from './conn';
import { createRoomHub } from './room-hub';
import type { RoomGuard } from './room-guard';
import { createSessionWatch } from './session-watch';

export interface RealtimeLimits {
  maxFrameBytes: number;
  maxRoomsPerConnection: number;
  idleTimeoutSec: number;
  maxBackpressureBytes: number;
  replayMessages: number;
  replayMs: number;
  /** Frame budget per connection: this many frames a second on average, `frameBurst` at once (close 4420). */
  frameRatePerSec: number;
  frameBurst: number;
  /** Connection caps, refused at the upgrade: 503 for the total, 429 for one client address (IPv6: its /64). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export interface RealtimeServerOptions {
  port: number;
  host: string;
  bus: Bus;
  limits: RealtimeLimits;
  allowedOrigins: readonly string[];
  /** Which peers may name the client in X-Forwarded-For (TRUST_PROXY, as HTTP reads it); null: none. */
  proxyTrust?: ProxyTrust | null;
  /** The member owning a session cookie value (and how to tell when that session ends), or null. */
  memberOfSession(cookieValue: string | undefined): Promise<SocketMember | null>;
  /** The clock sessions end by (the edge's, which tests move); Date.now by default. */
  sessionNow?: () => number;
  versionOf(room: string): number | Promise<number>;
  /** Rooms decided per member by the edge's data (share rooms: room-guard.ts); none without it. */
  guard?: RoomGuard;
  sessionCookie: string;
  now?: () => number;
  onError(err: unknown): void;
  /** Ops events (listening, bus back, drain); client cuts and refused upgrades as a few lines per 10 s at most. */
  log?: Pick<Logger, 'info' | 'warn'>;
}

export interface RealtimeServer {
  port: number;
  /** True from the listen until close() begins. */
  listening(): boolean;
  /** This server's open connections, rooms with subscribers, subscriptions and room logs held. */
  stats(): { connections: number; rooms: number; subscribers: number; roomLogs: number; programRoomLogs: number };
  /** Graceful: stop listening, close every client with 1001 (reconnect elsewhere), wait for them, up to `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

const SWEEP_MS = 100;
/** Member sessions past their end are looked up again, and held-back log lines summed up, this often. */
const SLOW_SWEEP_MS = 1000;
/** A socket ended by us that has not closed by then is closed hard (it does not read its close frame). */
const FORCE_CLOSE_MS = 1000;
/** Cuts and refusals come in floods from abusers: this many lines per window, then one summary. */
const LOG_LINES = 20;
const LOG_WINDOW_MS = 10_000;
const REFUSAL_STATUS: Record<RefusalReason, string> = {
  origin: '403 Forbidden',
  cap_total: '503 Service Unavailable',
  cap_address: '429 Too Many Requests',
};
const monoMs = (): number => performance.now();

export const startRealtimeServer = async (opts: RealtimeServerOptions): Promise<RealtimeServer> => {
  const now = opts.now ?? Date.now;
  const { limits } = opts;
  const log = opts.log ?? { info: () => undefined, warn: () => undefined };
  const cutLog = createRateLimitedLog({ log, msg: 'realtime client cut', maxLines: LOG_LINES, windowMs: LOG_WINDOW_MS });
  const refusalLog = createRateLimitedLog({ log, msg: 'realtime upgrade refused', maxLines: LOG_LINES, windowMs: LOG_WINDOW_MS });
  /** Counted once per client cut, whoever closed it (us with a code, or uWS's own limits); logged sampled. */
  const countCut = (reason: CutReason, code: number, data: ConnData): void => {
    realtimeCounters.cut(reason);
    cutLog.write(reason, {
      reason, code, rooms: data.rooms.size, member: data.member !== null, address: data.slot,
      platformId: data.client.platformId, userAgent: data.client.userAgent,
    });
  };
  const budgetLimits = { ratePerSec: limits.frameRatePerSec, burst: limits.frameBurst };
  const slots = createConnectionSlots({ total: limits.maxConnections, perAddress: limits.maxConnectionsPerAddress });
  const app = uWS.App();
  const conns = new Set<Conn>();
  /** Cuts every socket over the limit; cheap enough to run on a timer and after every half-limit of fan-out. */
  const checkBackpressure = (): void => {
    for (const ws of conns) {
      if (ws.getBufferedAmount() > limits.maxBackpressureBytes) cut(ws, CLOSE_CODE.backpressure, 'backpressure');
    }
  };
  // A socket grows by at most the bytes fanned out to its rooms, so scanning every half limit of fan-out keeps
  // every socket under 1.5x the limit, far from uWS's hard stop, whatever the burst.
  let bytesSinceCheck = 0;
  const afterBroadcast = (bytes: number): void => {
    bytesSinceCheck += bytes;
    if (bytesSinceCheck * 2 < limits.maxBackpressureBytes) return;
    bytesSinceCheck = 0;
    checkBackpressure();
  };
  const hub = createRoomHub({
    app,
    replay: { maxMessages: limits.replayMessages, maxAgeMs: limits.replayMs },
    versionOf: opts.versionOf,
    guard: opts.guard,
    now,
    onError: opts.onError,
    afterBroadcast,
  });
  const watch = createSessionWatch({ now: opts.sessionNow ?? Date.now, onEnded: (ws) => hub.dropMember(ws), onError: opts.onError });

  /** Frames that were already read when a client was cut are not its to spend: `ending` stops them. */
  const ending = new WeakSet<ConnData>();
  const cut = (ws: Conn, code: number, reason: CutReason): void => {
    const data = ws.getUserData();
    if (data.closed || ending.has(data)) return;
    ending.add(data);
    countCut(reason, code, data);
    ws.end(code, reason);
    setTimeout(() => {
      if (!data.closed) ws.close();
    }, FORCE_CLOSE_MS).unref();
  };

  app.ws<ConnData>('/*', {
    // We check the frame limit ourselves to close with a clear code; uWS drops the TCP at 4x as the hard stop.
    maxPayloadLength: limits.maxFrameBytes * 4,
    idleTimeout: limits.idleTimeoutSec,
    sendPingsAutomatically: true,
    // We cut at the limit with a clear code (checkBackpressure); uWS's own cut at 4x is only the hard stop, so a
    // reader is never skipped (silently missing messages) and memory stays bounded.
    maxBackpressure: limits.maxBackpressureBytes * 4,
    closeOnBackpressureLimit: 1,
    compression: uWS.DISABLED,
    upgrade: (res, req, context) => {
      let aborted = false;
      res.onAborted(() => {
        aborted = true;
      });
      const origin = req.getHeader('origin');
      const host = req.getHeader('host');
      const cookie = readCookie(req.getHeader('cookie'), opts.sessionCookie);
      const key = req.getHeader('sec-websocket-key');
      const protocol = req.getHeader('sec-websocket-protocol');
      const extensions = req.getHeader('sec-websocket-extensions');
      // Spec section 7: the platform id and user agent come with the connection (read now: req is gone after return).
      const client = readRealtimeClientInfo(req.getQuery() ?? '');
      // Every X-Forwarded-For header, joined as Node joins them, so HTTP and the socket see the same list.
      let forwarded = '';
      if (opts.proxyTrust) {
        req.forEach((name, value) => {
          if (name === 'x-forwarded-for') forwarded = forwarded === '' ? value : `${forwarded}, ${value}`;
        });
      }
      const slot = addressKey(clientAddress(Buffer.from(res.getRemoteAddressAsText()).toString(), forwarded, opts.proxyTrust ?? null));
      // Refused with the connection closed: a refused client must not keep holding a descriptor.
      const refuse = (reason: RefusalReason): void => {
        realtimeCounters.refused(reason);
        refusalLog.write(reason, { reason, address: slot });
        res.cork(() => res.writeStatus(REFUSAL_STATUS[reason]).end(reason, true));
      };
      if (!isOriginAllowed(origin, host, opts.allowedOrigins)) return refuse('origin');
      const full = slots.take(slot);
      if (full) return refuse(full === 'total' ? 'cap_total' : 'cap_address');
      opts.memberOfSession(cookie).then(
        (member) => {
          if (aborted) return slots.release(slot);
          const data: ConnData = { member, rooms: new Set(), closed: false, budget: fullBudget(budgetLimits, monoMs()), slot, client };
          res.cork(() => res.upgrade(data, key, protocol, extensions, context));
        },
        (err: unknown) => {
          slots.release(slot);
          opts.onError(err);
          if (!aborted) res.cork(() => res.writeStatus('503 Service Unavailable').end(undefined, true));
        },
      );
    },
    open: (ws) => {
      conns.add(ws);
      watch.watch(ws);
    },
    message: (ws, message, isBinary) => {
      realtimeCounters.messageIn(message.byteLength);
      const data = ws.getUserData();
      if (ending.has(data)) return;
      // Spent before any parsing: whatever a frame holds, a flood of them costs no more than the budget allows.
      if (!spendFrame(data.budget, budgetLimits, monoMs())) return cut(ws, CLOSE_CODE.frameBudget, 'frame_budget');
      if (message.byteLength > limits.maxFrameBytes) return cut(ws, CLOSE_CODE.frameTooLarge, 'frame_size');
      if (isBinary) return cut(ws, CLOSE_CODE.binaryFrame, 'binary');
      const frame = parseClientFrame(Buffer.from(message).toString('utf8'));
      if (!frame) return cut(ws, CLOSE_CODE.badFrame, 'bad_frame');
      switch (frame.event) {
        case 'joinroom':
        case 'joinroomVer': {
          const room = frame.event === 'joinroom' ? frame.data : frame.data.room;
          if (!data.rooms.has(room) && data.rooms.size >= limits.maxRoomsPerConnection) return cut(ws, CLOSE_CODE.tooManyRooms, 'rooms');
          return frame.event === 'joinroom' ? hub.join(ws, room) : hub.joinVer(ws, room, frame.data.version);
        }
        case 'leaveroom':
          return hub.leave(ws, frame.data);
        case 'GetVersion':
          return hub.getVersion(ws, frame.data);
      }
    },
    close: (ws, code, message) => {
      const data = ws.getUserData();
      // Closes uWS did on its own (its hard limits, idle) come as 1006; tell them apart for the counters.
      if (!data.closed && !ending.has(data) && code === 1006) {
        const why = Buffer.from(message).toString();
        if (/inactivity/i.test(why)) countCut('idle', code, data);
        else if (/too big/i.test(why)) countCut('frame_size', code, data);
        // No ws.getBufferedAmount() here: the socket is closed and uWS throws on any access but getUserData, which
        // took the whole process down whenever a client dropped without a close frame. Backpressure is cut (and
        // counted) by checkBackpressure at 1.5x the limit at most, long before uWS's own stop at 4x.
      }
      watch.forget(ws);
      data.closed = true;
      for (const room of [...data.rooms]) hub.leave(ws, room);
      conns.delete(ws);
      slots.release(data.slot);
    },
  });

  const sweep = setInterval(() => {
    checkBackpressure();
    hub.sweep();
  }, SWEEP_MS);
  sweep.unref();
  const slowSweep = setInterval(() => {
    watch.sweep();
    cutLog.flush();
    refusalLog.flush();
  }, SLOW_SWEEP_MS);
  slowSweep.unref();
  const unsubscribeBus = opts.bus.subscribe({
    onMessage: (msg) => hub.deliver(msg),
    onReconnect: () => {
      log.warn({ rooms: hub.stats().rooms, connections: conns.size }, 'realtime bus back: every room resyncs, every member session is checked');
      hub.resyncAll();
      // Session notices published while the bus was away are lost: every member socket asks the database.
      watch.sweep(true);
    },
    onSessionsEnded: (ended) => watch.ended(ended),
  });
  const stats = () => ({ connections: conns.size, ...hub.stats() });
  const removeGauges = realtimeCounters.addGaugeSource(stats);

  const listenSocket = await new Promise<uWS.us_listen_socket>((resolve, reject) => {
    app.listen(opts.host, opts.port, (s) => (s ? resolve(s) : reject(new Error(`realtime: cannot listen on ${opts.host}:${opts.port}`))));
  });
  const port = uWS.us_socket_local_port(listenSocket);
  let listening = true;
  log.info({ host: opts.host, port }, 'realtime listening');

  return {
    port,
    listening: () => listening,
    stats,
    async close(graceMs = 2000) {
      listening = false;
      uWS.us_listen_socket_close(listenSocket);
      unsubscribeBus();
      clearInterval(sweep);
      clearInterval(slowSweep);
      const started = Date.now();
      log.info({ connections: conns.size, graceMs }, 'realtime draining: clients told to reconnect elsewhere (1001)');
      for (const ws of conns) ws.end(CLOSE_CODE.goingAway, 'server shutting down');
      const until = started + graceMs;
      while (conns.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const left = conns.size;
      for (const ws of [...conns]) ws.close();
      removeGauges();
      log.info({ closedHard: left, ms: Date.now() - started }, 'realtime drained');
    },
  };
};
