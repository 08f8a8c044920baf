import { describe, expect, it } from 'vitest';
import type { Conn, ConnData } from './conn';
import { createGuardedFanOut, type RoomGuard } from './room-guard';

const ROOM = 'Share_7_V3';
/** A socket as the fan-out sees it: its user data, and cork running the writes at once. */
const socket = (memberId: number | null): Conn => {
  const data = {
    member: memberId === null ? null : { memberId, publicId: `p${memberId}`, sessionId: `s${memberId}`, endsAt: 0, recheck: async () => 0 },
    rooms: new Set([ROOM]),
    closed: false,
  } as unknown as ConnData;
  return { getUserData: () => data, cork: (fn: () => void) => fn() } as unknown as Conn;
};

const setup = (mayReceive: RoomGuard['mayReceive']) => {
  const out: string[] = [];
  const tell = (ws: Conn, what: string): void => void out.push(`${ws.getUserData().member?.memberId ?? 'visitor'}:${what}`);
  const fan = createGuardedFanOut({
    guard: { guards: () => true, mayJoin: async () => true, mayReceive },
    send: (ws, frame) => tell(ws, frame),
    eject: (ws, room) => {
      ws.getUserData().rooms.delete(room);
      tell(ws, 'ejected');
    },
    resyncFrame: () => 'resync',
    onError: () => undefined,
  });
  return { out, fan };
};
const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
};

describe('the guarded fan-out', () => {
  it('sends only to the members the guard allows now; the others leave the room instead', async () => {
    const { out, fan } = setup(async (_room, ids) => new Set(ids.filter((id) => id !== 2)));
    const [a, b, v] = [socket(1), socket(2), socket(null)];
    for (const ws of [a, b, v]) fan.add(ROOM, ws);
    fan.send(ROOM, 'm1');
    await until(() => out.length === 3);
    expect(out.sort()).toEqual(['1:m1', '2:ejected', 'visitor:ejected']);
    expect(b.getUserData().rooms.has(ROOM)).toBe(false);
  });

  it("keeps a room's order when the guard answers out of order", async () => {
    let calls = 0;
    const { out, fan } = setup(async (_room, ids) => {
      const first = calls++ === 0;
      // The first check is the slow one: its frame must still go first.
      await new Promise((r) => setTimeout(r, first ? 30 : 0));
      return new Set(ids);
    });
    fan.add(ROOM, socket(1));
    fan.send(ROOM, 'm1');
    fan.send(ROOM, 'm2');
    await until(() => out.length === 2);
    expect(out).toEqual(['1:m1', '1:m2']);
  });

  it('tells the sockets to resync when the guard cannot answer, and sends nothing of the message', async () => {
    const { out, fan } = setup(async () => {
      throw new Error('database away');
    });
    fan.add(ROOM, socket(1));
    fan.send(ROOM, 'secret');
    await until(() => out.length === 1);
    expect(out).toEqual(['1:resync']);
  });
});
