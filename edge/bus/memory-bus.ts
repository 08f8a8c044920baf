/** In-process bus (the default, one edge node): synchronous fan-out to this process's listeners. */
import type { MessageType } from '@shared/protocol/realtime';
import type { Bus, BusListener, RoomMessage } from './bus.port';

export const createMemoryBus = (onError: (err: unknown) => void = () => undefined): Bus => {
  const listeners = new Set<BusListener>();
  const versions = new Map<string, number>();

  const deliver = (msg: RoomMessage): void => {
    versions.set(msg.room, Math.max(versions.get(msg.room) ?? 0, msg.v));
    for (const l of listeners) {
      try {
        l.onMessage(msg);
      } catch (err) {
        // One failing listener must not starve the others of the message.
        onError(err);
      }
    }
  };

  return {
    async publish(msg) {
      deliver(msg);
    },
    async publishNext(room: string, type: MessageType, body: unknown) {
      const v = (versions.get(room) ?? 0) + 1;
      deliver({ room, v, MT: type, M: body });
      return v;
    },
    async publishSessionsEnded(ended) {
      for (const l of listeners) {
        try {
          l.onSessionsEnded?.(ended);
        } catch (err) {
          onError(err);
        }
      }
    },
    async lastVersion(room) {
      return versions.get(room) ?? 0;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {},
    async close() {
      listeners.clear();
    },
  };
};
