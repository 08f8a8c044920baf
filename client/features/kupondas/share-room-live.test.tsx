/**
 * A followers-only share's card on screen holds its room (Share_<id>_V3) on the sharing socket; its result there
 * updates the card (status and score) live; a settled or off-screen card lets the room go, and a public share's
 * card never joins one (its result comes through Kupondas_V3).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { eventChannel } from 'redux-saga';
import { http, HttpResponse } from 'msw';
import { CARD_TEXTS as T } from '@shared/constants/kupondas-texts';
import { KUPONDAS_ROOM } from '@shared/protocol/kupondas-share-api';
import { KUPONDAS_SOCIAL_API as P } from '@shared/protocol/kupondas-social-api';
import { MT, shareRoom, type ClientFrame } from '@shared/protocol/realtime';
import { server } from '../../../tests/setup/msw-server';
import { useAppSelector } from '../../app/hooks';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import type { OpenSocketOptions, SocketEvent, SocketLink } from '../realtime/realtime.hooks';
import { feedActions, selectFeed } from './feed.slice';
import { roomKeeper } from './kupondas.sagas';
import { feedAnswer, shareCard } from './kupondas.test-fixtures';
import { ShareList } from './share-list';

interface Fake {
  sent: ClientFrame[];
  closed: boolean;
  emit(e: SocketEvent): void;
}
let sockets: Fake[];
const open = (_url: string, _opts: OpenSocketOptions): SocketLink => {
  let emitter: ((e: SocketEvent) => void) | undefined;
  const events = eventChannel<SocketEvent>((emit) => {
    emitter = emit;
    return () => undefined;
  });
  const fake: Fake = { sent: [], closed: false, emit: (e) => emitter?.(e) };
  sockets.push(fake);
  return { events, send: (f) => fake.sent.push(f), close: () => ((fake.closed = true), events.close()) };
};

const HIDDEN = shareCard(5, { PrivacyLevel: 2, ViewerFollows: true });
const PUBLIC = shareCard(4);
const ROOM = shareRoom(HIDDEN.ShareId);
const cleanups: (() => void)[] = [];
beforeEach(() => {
  sockets = [];
  server.use(http.get(P.share, () => HttpResponse.json({ IsSuccess: true, Share: { ...HIDDEN, CouponStatus: 'won', Score: 32, SettledAt: 2 } })));
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.unstubAllGlobals();
});

function Feed() {
  const { shares } = useAppSelector(selectFeed);
  return <ShareList shares={shares} hasMore={false} loadingMore={false} onMore={() => undefined} label="Akış" />;
}
const show = (): { store: TestStore; unmount: () => void } => {
  const { store, stop } = makeTestStore({ sagas: [() => roomKeeper({ url: 'ws://test:9', open, random: () => 0.5 })] });
  cleanups.push(stop);
  store.dispatch(feedActions.requested({ tab: 'all', filter: 'all' }));
  store.dispatch(feedActions.loaded({ tab: 'all', filter: 'all', answer: feedAnswer([HIDDEN, PUBLIC]) }));
  const { unmount } = render(
    <Provider store={store}>
      <MemoryRouter>
        <Feed />
      </MemoryRouter>
    </Provider>,
  );
  return { store, unmount };
};
const card = (nth: number) => screen.getAllByRole('article')[nth]!;

describe("a followers-only share's card", () => {
  it('joins its share room while shown, updates its result and score live from it, then lets the room go', async () => {
    const { unmount } = show();
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]!.emit({ type: 'open' }));
    expect(sockets[0]!.sent).toEqual([{ event: 'joinroom', data: KUPONDAS_ROOM }, { event: 'joinroom', data: ROOM }]);
    expect(within(card(0)).getByText(T.status.open)).toBeTruthy();
    act(() => {
      sockets[0]!.emit({ type: 'frames', frames: [{ event: 'version', room: ROOM, v: 0 }] });
      sockets[0]!.emit({ type: 'frames', frames: [{ room: ROOM, v: 1, MT: MT.shareSettled, M: { shareId: 5, couponNo: HIDDEN.CouponNo, status: 'won', score: 32, settledAt: 2 } }] });
    });
    await vi.waitFor(() => expect(within(card(0)).getByText(T.status.won)).toBeTruthy());
    expect(within(card(0)).getByText(T.points(32))).toBeTruthy();
    // Settled: nothing more can come; the room is left (the public card never joined one).
    expect(sockets[0]!.sent.at(-1)).toEqual({ event: 'leaveroom', data: ROOM });
    expect(JSON.stringify(sockets[0]!.sent)).not.toContain(shareRoom(PUBLIC.ShareId));
    unmount();
    await vi.waitFor(() => expect(sockets[0]!.closed).toBe(true));
  });

  it('ignores a result for a share room it does not hold', async () => {
    show();
    act(() => sockets[0]!.emit({ type: 'open' }));
    let reads = 0;
    server.use(http.get(P.share, () => ((reads += 1), HttpResponse.json({ IsSuccess: false }, { status: 404 }))));
    act(() => sockets[0]!.emit({ type: 'frames', frames: [{ room: shareRoom(4), v: 1, MT: MT.shareSettled, M: { shareId: 4, couponNo: PUBLIC.CouponNo, status: 'won', score: 1, settledAt: 2 } }] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(0);
    expect(within(card(1)).getByText(T.status.open)).toBeTruthy();
  });

  it('holds the room only while on screen where the browser tells (IntersectionObserver)', () => {
    const observers: { cb: (e: { isIntersecting: boolean }[]) => void }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(cb: (e: { isIntersecting: boolean }[]) => void) {
        observers.push({ cb });
      }
      observe() {}
      disconnect() {}
    });
    show();
    // Nothing on screen yet: no share room wanted, and no socket since no page holds the sharing room either.
    expect(sockets).toHaveLength(0);
    const cardObserver = observers.at(-1)!;
    act(() => cardObserver.cb([{ isIntersecting: true }]));
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]!.emit({ type: 'open' }));
    expect(sockets[0]!.sent).toContainEqual({ event: 'joinroom', data: ROOM });
    act(() => cardObserver.cb([{ isIntersecting: false }]));
    expect(sockets[0]!.closed).toBe(true);
  });

  it('opens the socket again when the member changes, so the share rooms are asked with the new session', () => {
    const { store } = show();
    act(() => sockets[0]!.emit({ type: 'open' }));
    act(() => {
      store.dispatch(authActions.memberLoaded(memberInfo()));
    });
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    act(() => sockets[1]!.emit({ type: 'open' }));
    expect(sockets[1]!.sent).toEqual([{ event: 'joinroom', data: KUPONDAS_ROOM }, { event: 'joinroom', data: ROOM }]);
  });
});
