/** What the edge keeps on each socket: the member it was opened as, its rooms, its frame budget and its slot. */
import type { WebSocket } from 'uWebSockets.js';
import type { RealtimeClientInfo } from '@shared/protocol/realtime-connect';
import type { FrameBudget } from './frame-budget';

/** The member a socket was opened as, and how to tell when its session ends. */
export interface SocketMember {
  /** EncryptedId: the member room (Member_<publicId>_V3) this socket may join. */
  publicId: string;
  /** The account's id (SessionsEnded.memberIds). */
  memberId: number;
  /** The session's id (SessionsEnded.sessionIds). */
  sessionId: string;
  /** When the session ends unless used meanwhile (sessions' clock); the socket looks it up again then. */
  endsAt: number;
  /** Looks the session up again: its new end, or null when it has ended. */
  recheck(): Promise<number | null>;
}

export interface ConnData {
  /** The member whose session came with the upgrade, until that session ends; null: a visitor's socket. */
  member: SocketMember | null;
  rooms: Set<string>;
  closed: boolean;
  /** Frames this connection may still send (frame-budget.ts). */
  budget: FrameBudget;
  /** Its connection slot's address key (connection-slots.ts), given back at close. */
  slot: string;
  /** The platform id and user agent the connection was opened with (shared/protocol/realtime-connect.ts). */
  client: RealtimeClientInfo;
}
export type Conn = WebSocket<ConnData>;
