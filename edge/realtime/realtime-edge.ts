/**
 * Composes the realtime server from the edge's parts: limits from the configuration, the client address as HTTP
 * reads it (TRUST_PROXY), the member of a session cookie and when that session ends, and where a room's version
 * comes from: program rooms from the edge's program store (its own feed, or with FEED_MODE=external its replica of
 * the feed process's, which carries that process's versions), member rooms from the bus; and who may be in a
 * share room (room-guard.ts, from the database).
 */
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@shared/protocol/api';
import { parseRoom } from '@shared/protocol/realtime';
import type { Config } from '../config';
import type { Bus } from '../bus/bus.port';
import type { MemberNotices } from '../domain/member-notices';
import { compileProxyTrust } from '../domain/client-address';
import type { SessionService } from '../domain/session.service';
import type { ProgramStore } from '../program/program-store';
import { NON_SOCKET_DESCRIPTORS, openFilesLimit } from '../ops/open-files-limit';
import type { Db } from '../storage/db.port';
import { registerRealtimeMetrics } from './realtime-metrics';
import { createShareRoomGuard } from './room-guard';
import { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './realtime-server';

export interface RealtimeEdgeDeps {
  config: Config;
  bus: Bus;
  /** The program store whose versions are the program rooms' (the embedded feed's, or the replica's). */
  store: ProgramStore;
  sessions: SessionService;
  members: MemberNotices;
  /** The database share rooms' joins and messages are decided by (room-guard.ts); without it they refuse every join. */
  db?: Db;
  onError(err: unknown): void;
  /** The edge's clock, by which sessions end. */
  now?: () => number;
  /** Ops events of the socket server (listening, cuts, bus back, drain). */
  log?: Pick<Logger, 'info' | 'warn'>;
}

/** The socket limits of a configuration (WS_MAX_FRAME_BYTES, WS_MAX_ROOMS, WS_FRAME_RATE, WS_MAX_CONNECTIONS, ...). */
export const realtimeLimitsOf = (config: Config): RealtimeServerOptions['limits'] => ({
  maxFrameBytes: config.wsMaxFrameBytes,
  maxRoomsPerConnection: config.wsMaxRooms,
  idleTimeoutSec: config.wsIdleTimeoutSec,
  maxBackpressureBytes: config.wsMaxBackpressureBytes,
  replayMessages: config.wsReplayMessages,
  replayMs: config.wsReplaySeconds * 1000,
  frameRatePerSec: config.wsFrameRate,
  frameBurst: config.wsFrameBurst,
  maxConnections: config.wsMaxConnections,
  maxConnectionsPerAddress: config.wsMaxConnectionsPerAddress,
});

export const startRealtimeEdge = (deps: RealtimeEdgeDeps): Promise<RealtimeServer> => {
  const { config, bus, store } = deps;
  registerRealtimeMetrics();
  const openFiles = openFilesLimit();
  if (openFiles !== null && openFiles < config.wsMaxConnections + NON_SOCKET_DESCRIPTORS) {
    deps.log?.warn(
      { openFiles, wsMaxConnections: config.wsMaxConnections },
      'open-files limit too low for WS_MAX_CONNECTIONS: sockets could take the HTTP site down; raise ulimit -n (README)',
    );
  }
  const versionOf = (room: string): number | Promise<number> => {
    const kind = parseRoom(room);
    // Member, sharing and share rooms have no single publisher: the bus versions them (publishNext).
    if (!kind || kind.kind === 'member' || kind.kind === 'kupondas' || kind.kind === 'share' || kind.kind === 'race') return bus.lastVersion(room);
    if (kind.kind === 'live') return store.version({ live: true });
    return kind.kind === 'sport' ? store.version({ sportId: kind.sportId }) : store.version({ eventCode: kind.code });
  };
  return startRealtimeServer({
    port: config.wsPort,
    host: config.host,
    bus,
    limits: realtimeLimitsOf(config),
    allowedOrigins: config.allowedOrigins,
    proxyTrust: compileProxyTrust(config.trustProxy),
    sessionCookie: SESSION_COOKIE,
    sessionNow: deps.now,
    async memberOfSession(cookie) {
      const { sessions } = deps;
      const session = await sessions.resolve(cookie, { touch: false });
      if (!session?.memberId) return null;
      const publicId = await deps.members.publicIdOf(session.memberId);
      if (publicId === null) return null;
      return {
        publicId,
        memberId: session.memberId,
        sessionId: session.id,
        endsAt: sessions.endsAt(session),
        async recheck() {
          const again = await sessions.resolve(cookie, { touch: false });
          return again?.id === session.id ? sessions.endsAt(again) : null;
        },
      };
    },
    versionOf,
    guard: deps.db ? createShareRoomGuard(deps.db) : undefined,
    onError: deps.onError,
    log: deps.log,
  });
};
