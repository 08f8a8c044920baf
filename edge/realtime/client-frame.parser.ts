/**
 * Client frames of the realtime contract, parsed defensively: anything that is not exactly one of the four
 * events with well-formed data is null, and the caller closes the offender (a client that sends garbage is
 * broken or hostile; answering it would only invite more).
 */
import type { ClientFrame } from '@shared/protocol/realtime';

const MAX_ROOM_LENGTH = 160;

const roomName = (x: unknown): string | null =>
  typeof x === 'string' && x.length > 0 && x.length <= MAX_ROOM_LENGTH ? x : null;

export const parseClientFrame = (text: string): ClientFrame | null => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { event, data } = raw as { event?: unknown; data?: unknown };
  switch (event) {
    case 'joinroom':
    case 'leaveroom':
    case 'GetVersion': {
      const room = roomName(data);
      return room === null ? null : { event, data: room };
    }
    case 'joinroomVer': {
      if (typeof data !== 'object' || data === null) return null;
      const { room, version } = data as { room?: unknown; version?: unknown };
      const name = roomName(room);
      if (name === null || typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
      return { event, data: { room: name, version } };
    }
    default:
      return null;
  }
};
