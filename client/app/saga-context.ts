/**
 * What sagas get from the page instead of module singletons: passed to `createSagaMiddleware({ context })` by
 * makeStore and read in sagas with `getContext(key)`. client/main.tsx gives each store its own navigation (the
 * router's navigate) and service-worker slot; makeStore's defaults delegate to the module seams
 * (registerNavigate, setSwBridge, registerSocketErrorHandler), so tests that register a spy there keep working.
 */
import { subscribeApiEvents, type ApiEvent } from '../platform/api/api-client';
import { defaultNavigation, type Navigation } from '../platform/session/navigation';
import { defaultSwBridgeSlot, type SwBridgeSlot } from '../platform/pwa/sw-bridge';
import { reportSocketError, type SocketErrorInfo } from '../features/realtime/socket-error-registry';

/** The API client's answers as an event source (completed calls, forced answers). */
export interface ApiEventSource {
  subscribe(listener: (e: ApiEvent) => void): () => void;
}

/** Where the realtime sagas report socket errors, error frames and abnormal closes (spec section 8). */
export interface SocketErrorSink {
  report(info: SocketErrorInfo): void;
}

export interface SagaContext {
  navigation: Navigation;
  apiEvents: ApiEventSource;
  socketErrors: SocketErrorSink;
  swBridge: SwBridgeSlot;
}

/** Context keys, for `getContext(CTX.navigation)`. */
export const CTX = {
  navigation: 'navigation',
  apiEvents: 'apiEvents',
  socketErrors: 'socketErrors',
  swBridge: 'swBridge',
} as const satisfies { [K in keyof SagaContext]: K };

export const defaultSagaContext = (): SagaContext => ({
  navigation: defaultNavigation,
  apiEvents: { subscribe: subscribeApiEvents },
  socketErrors: { report: reportSocketError },
  swBridge: defaultSwBridgeSlot,
});
