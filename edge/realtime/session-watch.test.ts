import { describe, expect, it } from 'vitest';
import type { Conn, ConnData, SocketMember } from './conn';
import { createSessionWatch } from './session-watch';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A socket of `memberId` opened with `sessionId`, whose session lookup answers `lookup()`. */
const socket = (sessionId: string, memberId: number, endsAt: number, lookup: () => Promise<number | null>) => {
  const member: SocketMember = { publicId: `p${memberId}`, memberId, sessionId, endsAt, recheck: lookup };
  const data = { member, rooms: new Set<string>(), closed: false } as unknown as ConnData;
  return { ws: { getUserData: () => data } as unknown as Conn, data };
};

const setup = () => {
  let now = 1000;
  const ended: Conn[] = [];
  const errors: unknown[] = [];
  const watch = createSessionWatch({
    now: () => now,
    onEnded: (ws) => {
      ended.push(ws);
      ws.getUserData().member = null;
    },
    onError: (e) => errors.push(e),
  });
  return { watch, ended, errors, at: (ms: number) => (now = ms) };
};

describe('session watch', () => {
  it('ends the sockets of a session the bus says ended, and no other', () => {
    const { watch, ended } = setup();
    const a = socket('s1', 1, 5000, async () => 5000);
    const b = socket('s2', 1, 5000, async () => 5000);
    watch.watch(a.ws);
    watch.watch(b.ws);
    watch.ended({ sessionIds: ['s1', 'unknown'] });
    expect(ended).toEqual([a.ws]);
    expect(watch.size()).toBe(1);
  });

  it("looks up again every socket of a member whose sessions ended, and ends only the gone ones", async () => {
    const { watch, ended } = setup();
    const gone = socket('s1', 7, 5000, async () => null);
    const fresh = socket('s2', 7, 5000, async () => 9000);
    const other = socket('s3', 8, 5000, async () => null);
    for (const s of [gone, fresh, other]) watch.watch(s.ws);
    watch.ended({ memberIds: [7] });
    await tick();
    expect(ended).toEqual([gone.ws]);
    expect(fresh.data.member?.endsAt).toBe(9000);
  });

  it('looks a session up once it is past its end, not before; every one after the bus was away', async () => {
    const { watch, ended, at } = setup();
    let looked = 0;
    const s = socket('s1', 1, 5000, async () => (looked++, 8000));
    watch.watch(s.ws);
    at(4999);
    watch.sweep();
    await tick();
    expect(looked).toBe(0);
    at(5000);
    watch.sweep();
    await tick();
    expect(looked).toBe(1);
    expect(s.data.member?.endsAt).toBe(8000);
    watch.sweep(true);
    await tick();
    expect(looked).toBe(2);
    expect(ended).toEqual([]);
  });

  it('tries a failed lookup again later, not on every sweep, and forgets closed sockets', async () => {
    const { watch, errors, at } = setup();
    let calls = 0;
    const s = socket('s1', 1, 1000, async () => {
      calls++;
      throw new Error('database away');
    });
    watch.watch(s.ws);
    watch.sweep();
    await tick();
    watch.sweep();
    await tick();
    expect([calls, errors.length]).toEqual([1, 1]);
    at(7000);
    watch.sweep();
    await tick();
    expect(calls).toBe(2);
    watch.forget(s.ws);
    expect(watch.size()).toBe(0);
  });
});
