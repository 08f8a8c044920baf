import { afterEach, describe, expect, it, vi } from 'vitest';
import { MT, ROOM_ERROR, memberRoom } from '@shared/protocol/realtime';
import { memberInfo } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { realtimeActions } from './realtime.slice';
import { startRealtime } from './realtime.test-kit';

let rt: ReturnType<typeof startRealtime> | undefined;
afterEach(() => rt?.stop());

const ROOM = memberRoom('enc-1001');
const refused = { event: 'error' as const, room: ROOM, code: ROOM_ERROR.forbidden, reason: 'member room needs that member session' };

describe('the member room after a login on an open socket', () => {
  it('renews the connection at once when the visitor socket is refused the room, joins it there, and gets the notices', async () => {
    rt = startRealtime();
    rt.last().emit({ type: 'open' });
    rt.store.dispatch(authActions.memberLoaded(memberInfo()));
    await vi.waitFor(() => expect(rt!.last().sent).toEqual([{ event: 'joinroom', data: ROOM }]));
    const first = rt.last();
    first.emit({ type: 'frames', frames: [refused] });
    // No reconnect delay (15-45 s): the new connection carries the session cookie of the login.
    await vi.waitFor(() => expect(rt!.sockets).toHaveLength(2));
    expect(first.closed).toBe(true);
    rt.last().emit({ type: 'open' });
    expect(rt.last().sent).toEqual([{ event: 'joinroom', data: ROOM }]);
    rt.last().emit({
      type: 'frames',
      frames: [
        { event: 'version', room: ROOM, v: 3 },
        { room: ROOM, v: 4, MT: MT.settlementNotice, M: { couponId: 1, couponNo: '1', status: 'won', payoutKurus: 10, balanceKurus: 20 } },
      ],
    });
    const notices = rt.ofType(realtimeActions.memberMessages.type) as ReturnType<typeof realtimeActions.memberMessages>[];
    expect(notices.map((a) => a.payload.items.map((i) => i.MT))).toEqual([[MT.settlementNotice]]);
  });

  it('renews only once per member room: a refusal on the renewed socket does not loop', async () => {
    rt = startRealtime();
    rt.last().emit({ type: 'open' });
    rt.store.dispatch(authActions.memberLoaded(memberInfo()));
    rt.last().emit({ type: 'frames', frames: [refused] });
    await vi.waitFor(() => expect(rt!.sockets).toHaveLength(2));
    rt.last().emit({ type: 'open' });
    rt.last().emit({ type: 'frames', frames: [refused] });
    await new Promise((r) => setTimeout(r, 30));
    expect(rt.sockets).toHaveLength(2);
    expect(rt.last().closed).toBe(false);
  });

  it("a refusal of a room that is not the member's own changes nothing", async () => {
    rt = startRealtime();
    rt.last().emit({ type: 'open' });
    rt.last().emit({ type: 'frames', frames: [{ ...refused, room: memberRoom('someone-else') }] });
    await new Promise((r) => setTimeout(r, 30));
    expect(rt.sockets).toHaveLength(1);
  });
});
