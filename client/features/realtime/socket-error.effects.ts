/** Reports a socket error to the store's sink (saga context `socketErrors`; by default the handler registry). */
import type { SagaIterator } from 'redux-saga';
import { getContext } from 'redux-saga/effects';
import { CTX, type SocketErrorSink } from '../../app/saga-context';
import type { SocketErrorInfo } from './socket-error-registry';

export function* reportSocketError(info: SocketErrorInfo): SagaIterator<void> {
  const sink: SocketErrorSink = yield getContext(CTX.socketErrors);
  sink.report(info);
}
