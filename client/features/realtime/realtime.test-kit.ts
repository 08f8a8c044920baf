/** Test kit of the socket saga: a store with the real reducers, a scripted socket per connection, a dispatch log. */
import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { eventChannel } from 'redux-saga';
import type { ClientFrame, RoomMessageFrame } from '@shared/protocol/realtime';
import { MT } from '@shared/protocol/realtime';
import { rootReducer } from '../../app/store';
import { defaultSagaContext } from '../../app/saga-context';
import { realtimeSaga, type RealtimeOptions } from './realtime.sagas';
import type { OpenSocketOptions, SocketEvent, SocketLink } from './socket-channel';

export interface FakeSocket {
  link: SocketLink;
  url: string;
  opts: OpenSocketOptions;
  sent: ClientFrame[];
  closed: boolean;
  emit(e: SocketEvent): void;
}

export const startRealtime = (opts: RealtimeOptions = {}) => {
  const sockets: FakeSocket[] = [];
  const open = (url: string, o: OpenSocketOptions): SocketLink => {
    let emitter: ((e: SocketEvent) => void) | undefined;
    const events = eventChannel<SocketEvent>((emit) => {
      emitter = emit;
      return () => undefined;
    });
    const socket: FakeSocket = {
      url,
      opts: o,
      sent: [],
      closed: false,
      emit: (e) => emitter?.(e),
      link: {
        events,
        send: (f) => socket.sent.push(f),
        close: () => {
          socket.closed = true;
          events.close();
        },
      },
    };
    sockets.push(socket);
    return socket.link;
  };
  const dispatched: Action[] = [];
  const log: Middleware = () => (next) => (action) => {
    dispatched.push(action as Action);
    return next(action);
  };
  const saga = createSagaMiddleware({ context: { ...defaultSagaContext() } });
  const store = configureStore({ reducer: rootReducer, middleware: (gDM) => gDM({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(log, saga) });
  const task = saga.run(realtimeSaga, { url: 'ws://test:9', random: () => 0.5, open, ...opts });
  const last = (): FakeSocket => {
    const s = sockets[sockets.length - 1];
    if (!s) throw new Error('no socket opened');
    return s;
  };
  const ofType = (type: string) => dispatched.filter((a) => a.type === type);
  return { store, sockets, last, dispatched, ofType, stop: () => task.cancel() };
};

/** A Live_V3 odds change of one outcome of the fixture event `code` (market code*10, outcomes code*100+i). */
export const oddsFrame = (v: number, code: number, odd: number, room = 'Live_V3'): RoomMessageFrame => ({
  room,
  v,
  MT: MT.oddsChange,
  M: { outcomes: [{ id: code * 100, marketId: code * 10, name: '1', odd, status: 1, eventCode: code }] },
});
