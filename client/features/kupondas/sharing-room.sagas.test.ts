import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventChannel } from 'redux-saga';
import { http, HttpResponse } from 'msw';
import { KUPONDAS_ROOM } from '@shared/protocol/kupondas-share-api';
import { KUPONDAS_SOCIAL_API as P } from '@shared/protocol/kupondas-social-api';
import { channel } from 'redux-saga';
import { MT, shareRoom, type ClientFrame } from '@shared/protocol/realtime';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, type TestStore } from '../auth/auth.test-store';
import { SHARING_CLIENT_SOCKET, type OpenSocketOptions, type SocketEvent, type SocketLink } from '../realtime/realtime.hooks';
import { takeLatest } from 'redux-saga/effects';
import { feedActions } from './feed.slice';
import { loadProfile } from './kupondas.sagas';
import { initialProfileState, profileActions } from './profile.slice';
import { feedAnswer, profileAnswer, shareCard } from './kupondas.test-fixtures';
import { sharingRoomSaga } from './sharing-room.sagas';

interface Fake {
  opts: OpenSocketOptions;
  sent: ClientFrame[];
  emit(e: SocketEvent): void;
}

let sockets: Fake[];
const open = (_url: string, opts: OpenSocketOptions): SocketLink => {
  let emitter: ((e: SocketEvent) => void) | undefined;
  const events = eventChannel<SocketEvent>((emit) => {
    emitter = emit;
    return () => undefined;
  });
  const fake: Fake = { opts, sent: [], emit: (e) => emitter?.(e) };
  sockets.push(fake);
  return { events, send: (f) => fake.sent.push(f), close: () => events.close() };
};

const cleanups: (() => void)[] = [];
beforeEach(() => {
  sockets = [];
  server.use(http.get(P.share, () => HttpResponse.json({ IsSuccess: true, Share: shareCard(5, { CouponStatus: 'won', Score: 32, SettledAt: 2 }) })));
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.useRealTimers();
});

const start = (): TestStore => {
  const { store, stop } = makeTestStore({ sagas: [() => sharingRoomSaga({ url: 'ws://test:9', open, random: () => 0.5 })] });
  cleanups.push(stop);
  return store;
};
const last = (): Fake => sockets.at(-1)!;
const frame = (v: number, mt: number, m: unknown) => ({ type: 'frames' as const, frames: [{ room: KUPONDAS_ROOM, v, MT: mt, M: m } as never] });

describe('the sharing room', () => {
  it('opens its socket with the sharing-client timeout and joins Kupondas_V3', () => {
    start();
    expect(last().opts.timeoutMs).toBe(SHARING_CLIENT_SOCKET.timeoutMs);
    expect(SHARING_CLIENT_SOCKET).toMatchObject({ reconnectDelayMs: 1000, reconnectDelayMaxMs: 5000, randomization: 0.5, timeoutMs: 20_000 });
    last().emit({ type: 'open' });
    expect(last().sent).toEqual([{ event: 'joinroom', data: KUPONDAS_ROOM }]);
  });

  it("counts new shares (batches too, a replayed version once) and reads a shown share again when it settles", async () => {
    const store = start();
    store.dispatch(feedActions.requested({ tab: 'all', filter: 'all' }));
    store.dispatch(feedActions.loaded({ tab: 'all', filter: 'all', answer: feedAnswer([shareCard(5)]) }));
    last().emit({ type: 'open' });
    last().emit({ type: 'frames', frames: [{ event: 'version', room: KUPONDAS_ROOM, v: 3 }] });
    last().emit(frame(3, MT.shareNew, { shareId: 8 }));
    last().emit(frame(4, MT.shareNew, { shareId: 9 }));
    last().emit(frame(5, MT.batch, [{ MT: MT.shareNew, M: { shareId: 10 } }, { MT: MT.shareSettled, M: { shareId: 5, couponNo: 'x', status: 'won', score: 32, settledAt: 2 } }]));
    last().emit(frame(5, MT.shareNew, { shareId: 11 }));
    await vi.waitFor(() => expect(store.getState().kupondasFeed.shares[0]!.Score).toBe(32));
    expect(store.getState().kupondasFeed.pending).toEqual([9, 10]);
  });

  it("reads a profile showing a settled share again whole: its card and its figures move", async () => {
    server.use(http.get(P.profile, () => HttpResponse.json(profileAnswer([shareCard(5, { CouponStatus: 'won', Score: 32, SettledAt: 2 })], { Score: 32 }))));
    // The profile as shown before the result: open card, no score.
    const { Shares, NextCursor, ...shown } = profileAnswer([shareCard(5)], { Score: 0 });
    const { store, stop } = makeTestStore({
      sagas: [() => sharingRoomSaga({ url: 'ws://test:9', open, random: () => 0.5 }), function* profiles() {
        yield takeLatest(profileActions.requested.type, loadProfile);
      }],
      preloaded: { kupondasProfile: { ...initialProfileState, nickname: 'demo', status: 'loaded', profile: shown, shares: Shares, cursor: NextCursor } },
    });
    cleanups.push(stop);
    last().emit({ type: 'open' });
    last().emit(frame(1, MT.shareSettled, { shareId: 5, couponNo: 'x', status: 'won', score: 32, settledAt: 2 }));
    await vi.waitFor(() => expect(store.getState().kupondasProfile.shares[0]!.CouponStatus).toBe('won'));
    expect(store.getState().kupondasProfile.profile!.Stats.Score).toBe(32);
  });

  it('reconnects after 1000 ms first, doubling up to 5000 ms, and rejoins at the held version', async () => {
    vi.useFakeTimers();
    start();
    last().emit({ type: 'open' });
    last().emit({ type: 'frames', frames: [{ event: 'version', room: KUPONDAS_ROOM, v: 7 }] });
    last().emit({ type: 'closed', code: 1006, reason: '' });
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().emit({ type: 'open' });
    expect(last().sent).toEqual([{ event: 'joinroomVer', data: { room: KUPONDAS_ROOM, version: 7 } }]);
    // After an open connection 1000 ms; failed attempts (never open) then wait 1000, 2000, 4000, at most 5000 ms.
    for (const wait of [1000, 1000, 2000, 4000, 5000, 5000]) {
      last().emit({ type: 'closed', code: 1006, reason: '' });
      const n = sockets.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sockets).toHaveLength(n);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(n + 1);
    }
  });

  it('rejoins the wanted share rooms at their held versions; a resync there reads the card again', async () => {
    vi.useFakeTimers();
    const room = shareRoom(5);
    const changes = channel<{ join: boolean; room: string }>();
    const { store, stop } = makeTestStore({
      sagas: [() => sharingRoomSaga({ url: 'ws://test:9', open, random: () => 0.5, shareRooms: { wanted: () => [room], changes } })],
    });
    cleanups.push(stop);
    store.dispatch(feedActions.loaded({ tab: 'all', filter: 'all', answer: feedAnswer([shareCard(5, { PrivacyLevel: 2 })]) }));
    last().emit({ type: 'open' });
    expect(last().sent).toEqual([{ event: 'joinroom', data: KUPONDAS_ROOM }, { event: 'joinroom', data: room }]);
    last().emit({ type: 'frames', frames: [{ event: 'version', room, v: 2 }] });
    last().emit({ type: 'closed', code: 1006, reason: '' });
    await vi.advanceTimersByTimeAsync(1000);
    last().emit({ type: 'open' });
    expect(last().sent).toEqual([{ event: 'joinroom', data: KUPONDAS_ROOM }, { event: 'joinroomVer', data: { room, version: 2 } }]);
    last().emit({ type: 'frames', frames: [{ event: 'resync', room, v: 3 }] });
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.getState().kupondasFeed.shares[0]!.Score).toBe(32));
    // Changes while open go out at once.
    changes.put({ join: false, room });
    expect(last().sent.at(-1)).toEqual({ event: 'leaveroom', data: room });
  });
});
