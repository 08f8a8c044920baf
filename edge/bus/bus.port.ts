/**
 * The bus carries room messages from their single publisher (the feed, settlement) to every edge node.
 * Versions are part of the message: the publisher assigns them, the bus never renumbers, so all nodes agree.
 */
import type { MessageType, RoomMessageFrame } from '@shared/protocol/realtime';

export type RoomMessage = RoomMessageFrame;

/**
 * Sessions that ended, for every edge node's sockets opened with them: `sessionIds` ended for sure (logout,
 * rotation, expiry seen by a request); `memberIds` may have lost some or all of their sessions (password change,
 * reset), so their sockets check their own session again.
 */
export interface SessionsEnded {
  sessionIds?: readonly string[];
  memberIds?: readonly number[];
}

export interface BusListener {
  onMessage(msg: RoomMessage): void;
  /**
   * The bus was away and is back: messages may have been lost meanwhile, so every room's subscribers must
   * resync (the next message would show the gap too, but a quiet room would never send one).
   */
  onReconnect?(): void;
  /** Sessions ended somewhere (any node, including this one); see SessionsEnded. */
  onSessionsEnded?(ended: SessionsEnded): void;
}

export interface Bus {
  /** Publishes a message its publisher has already versioned (the feed: its program versions). */
  publish(msg: RoomMessage): Promise<void>;
  /**
   * Versions and publishes one message atomically, for rooms without a single process owning them (member
   * rooms: any edge node may settle a coupon). Returns the version given.
   */
  publishNext(room: string, type: MessageType, body: unknown): Promise<number>;
  /** Tells every node (this one too) that sessions ended; never versioned, never replayed. */
  publishSessionsEnded(ended: SessionsEnded): Promise<void>;
  /** The last version published to a room as the bus knows it (0: none). */
  lastVersion(room: string): Promise<number>;
  subscribe(listener: BusListener): () => void;
  /** Resolves once the bus can deliver (the Redis subscription is active). */
  ready(): Promise<void>;
  /** Whether the bus can deliver right now (ops: health check, logs); absent means always (in-process). */
  connected?(): boolean;
  close(): Promise<void>;
}
