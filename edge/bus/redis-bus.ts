/**
 * Redis pub/sub bus: one channel for every room (each edge filters by its own subscribers), one connection for
 * commands and one for the subscription. Versions live in Redis keys too, so a node that never heard a room can
 * still answer its version, and member-room notices get their version and are published in one atomic script.
 * When the subscription drops, messages published meanwhile are gone for this node: once it is subscribed again
 * it tells its listeners to resync (never silent loss); the per-room gap check catches the rest.
 */
import { Redis } from 'ioredis';
import type { MessageType } from '@shared/protocol/realtime';
import type { Bus, BusListener, RoomMessage, SessionsEnded } from './bus.port';

/** Channel and version keys live under the site's Redis namespace (REDIS_NAMESPACE, default 'iddaa'). */
export const busChannel = (namespace: string): string => `${namespace}:rooms`;
/** Ended sessions (SessionsEnded) go on a channel of their own: they are no room's message and carry no version. */
export const sessionsChannel = (namespace: string): string => `${namespace}:sessions-ended`;
const versionKeyOf = (namespace: string) => (room: string): string => `${namespace}:ver:${room}`;

// Records the room's version (the publisher is the authority, even after its restart), then publishes: one
// round trip, and no other command can come between the two.
const PUBLISH_LUA = `
redis.call('SET', KEYS[1], ARGV[1])
return redis.call('PUBLISH', ARGV[2], ARGV[3])`;
// Versions and publishes a member notice atomically, so two nodes can never publish v and v+1 out of order.
const PUBLISH_NEXT_LUA = `
local v = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], '{"room":' .. ARGV[2] .. ',"v":' .. v .. ',"MT":' .. ARGV[3] .. ',"M":' .. ARGV[4] .. '}')
return v`;

const isRoomMessage = (x: unknown): x is RoomMessage => {
  const m = x as Partial<RoomMessage> | null;
  return typeof m === 'object' && m !== null && typeof m.room === 'string' && Number.isSafeInteger(m.v) && typeof m.MT === 'number';
};

const isStringList = (x: unknown): boolean => x === undefined || (Array.isArray(x) && x.every((e) => typeof e === 'string'));
const isSessionsEnded = (x: unknown): x is SessionsEnded => {
  const e = x as Partial<SessionsEnded> | null;
  return typeof e === 'object' && e !== null && isStringList(e.sessionIds) && (e.memberIds === undefined || (Array.isArray(e.memberIds) && e.memberIds.every(Number.isSafeInteger)));
};

export const createRedisBus = (url: string, onError: (err: unknown) => void, namespace = 'iddaa'): Bus => {
  const BUS_CHANNEL = busChannel(namespace);
  const SESSIONS_CHANNEL = sessionsChannel(namespace);
  const versionKey = versionKeyOf(namespace);
  const cmd = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
  // We subscribe ourselves on every 'ready' so we know exactly when delivery is live again.
  // Named by process so ops (and the tests) can find this node's subscription in CLIENT LIST.
  const sub = new Redis(url, { autoResubscribe: false, maxRetriesPerRequest: null, connectionName: `iddaa-bus-sub-${process.pid}` });
  const listeners = new Set<BusListener>();
  let everReady = false;
  /** Subscribed and both connections up: messages reach this node. */
  let subscribed = false;
  let readyResolve: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (readyResolve = resolve));

  cmd.on('error', onError);
  sub.on('error', onError);
  sub.on('close', () => {
    subscribed = false;
  });
  const tell = (each: (l: BusListener) => void): void => {
    for (const l of listeners) {
      try {
        each(l);
      } catch (err) {
        onError(err);
      }
    }
  };
  sub.on('message', (channel: string, text: string) => {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch (err) {
      onError(err);
      return;
    }
    if (channel === SESSIONS_CHANNEL) {
      if (isSessionsEnded(msg)) tell((l) => l.onSessionsEnded?.(msg));
    } else if (isRoomMessage(msg)) tell((l) => l.onMessage(msg));
  });
  sub.on('ready', () => {
    sub.subscribe(BUS_CHANNEL, SESSIONS_CHANNEL).then(
      () => {
        subscribed = true;
        if (everReady) for (const l of listeners) l.onReconnect?.();
        everReady = true;
        readyResolve();
      },
      (err: unknown) => onError(err),
    );
  });

  return {
    async publish(msg) {
      await cmd.eval(PUBLISH_LUA, 1, versionKey(msg.room), String(msg.v), BUS_CHANNEL, JSON.stringify(msg));
    },
    async publishNext(room: string, type: MessageType, body: unknown) {
      const v = await cmd.eval(PUBLISH_NEXT_LUA, 1, versionKey(room), BUS_CHANNEL, JSON.stringify(room), String(type), JSON.stringify(body ?? null));
      return Number(v);
    },
    async publishSessionsEnded(ended) {
      await cmd.publish(SESSIONS_CHANNEL, JSON.stringify(ended));
    },
    async lastVersion(room) {
      return Number((await cmd.get(versionKey(room))) ?? 0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => readyPromise,
    connected: () => subscribed && cmd.status === 'ready',
    async close() {
      listeners.clear();
      sub.disconnect();
      await cmd.quit().catch(() => cmd.disconnect());
    },
  };
};

const READY_TIMEOUT_MS = 10_000;

/** The Redis bus once subscribed; a start must fail loudly rather than serve without its bus. */
export const connectRedisBus = async (url: string, onError: (err: unknown) => void, namespace = 'iddaa'): Promise<Bus> => {
  const bus = createRedisBus(url, onError, namespace);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis bus not ready within ${READY_TIMEOUT_MS} ms: ${url}`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([bus.ready(), timeout]);
    return bus;
  } catch (e) {
    await bus.close();
    throw e;
  } finally {
    clearTimeout(timer);
  }
};
