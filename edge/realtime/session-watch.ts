/**
 * Member sockets outlive no session. A socket is a member's by the session cookie it was opened with; when that
 * session ends, the socket leaves its member rooms (and stays, as a visitor's, for the program rooms):
 * - a logout or rotation anywhere comes over the bus by session id and ends it at once;
 * - a password change or reset comes by member id: that member's sockets look their session up again;
 * - expiry needs no message: each socket knows when its session ends unless used, and looks it up again then
 *   (on the sessions' clock), as it does for every member socket when the bus comes back after an outage.
 */
import type { SessionsEnded } from '../bus/bus.port';
import type { Conn } from './conn';


export interface SessionWatchOptions {
  /** The sessions' clock (the edge's, which tests move). */
  now(): number;
  /** The socket's session ended: take it out of its member rooms. */
  onEnded(ws: Conn): void;
  onError(err: unknown): void;
}

/** A failed lookup (database away) is tried again this much later, not on every sweep. */
const RETRY_MS = 5_000;

export const createSessionWatch = (opts: SessionWatchOptions) => {
  const bySession = new Map<string, Set<Conn>>();
  const byMember = new Map<number, Set<Conn>>();
  const checking = new Set<Conn>();

  const add = <K>(map: Map<K, Set<Conn>>, key: K, ws: Conn): void => {
    const set = map.get(key);
    if (set) set.add(ws);
    else map.set(key, new Set([ws]));
  };
  const remove = <K>(map: Map<K, Set<Conn>>, key: K, ws: Conn): void => {
    const set = map.get(key);
    if (set?.delete(ws) && set.size === 0) map.delete(key);
  };
  const forget = (ws: Conn): void => {
    const m = ws.getUserData().member;
    checking.delete(ws);
    if (!m) return;
    remove(bySession, m.sessionId, ws);
    remove(byMember, m.memberId, ws);
  };
  const end = (ws: Conn): void => {
    forget(ws);
    opts.onEnded(ws);
  };
  const recheck = (ws: Conn): void => {
    const data = ws.getUserData();
    const m = data.member;
    if (!m || checking.has(ws)) return;
    checking.add(ws);
    m.recheck().then(
      (endsAt) => {
        checking.delete(ws);
        if (data.closed || data.member !== m) return;
        if (endsAt === null) end(ws);
        else m.endsAt = endsAt;
      },
      (err: unknown) => {
        checking.delete(ws);
        m.endsAt = opts.now() + RETRY_MS;
        opts.onError(err);
      },
    );
  };

  return {
    /** A member socket opened: watched until it closes or its session ends. */
    watch(ws: Conn): void {
      const m = ws.getUserData().member;
      if (!m) return;
      add(bySession, m.sessionId, ws);
      add(byMember, m.memberId, ws);
    },
    forget,
    /** The bus: sessions ended somewhere. */
    ended(e: SessionsEnded): void {
      for (const id of e.sessionIds ?? []) for (const ws of [...(bySession.get(id) ?? [])]) end(ws);
      for (const id of e.memberIds ?? []) for (const ws of [...(byMember.get(id) ?? [])]) recheck(ws);
    },
    /** Looks up again the sessions past their end (every one with `all`: the bus was away, notices may be lost). */
    sweep(all = false): void {
      const at = opts.now();
      for (const set of bySession.values()) {
        for (const ws of set) if (all || (ws.getUserData().member?.endsAt ?? at) <= at) recheck(ws);
      }
    },
    /** Member sockets watched. */
    size: (): number => [...bySession.values()].reduce((n, s) => n + s.size, 0),
  };
};
export type SessionWatch = ReturnType<typeof createSessionWatch>;
