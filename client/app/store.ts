// Before the root reducer is built below: Immer's auto-freeze is off in the built site (a dependency of this module
// is evaluated before its body, whatever order the bundler gives the entry's modules).
import './immer-setup';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { programSlice } from '../features/program/program.slice';
import { menuSlice } from '../features/menu/menu.slice';
import { viewSlice } from '../platform/view/view.slice';
import { couponSlice } from '../features/coupon/coupon.slice';
import { authSlice } from '../features/auth/auth.slice';
import { dialogsSlice } from '../platform/dialogs/dialogs.slice';
import { sessionSlice } from '../platform/session/session.slice';
import { pwaSlice } from '../platform/pwa/pwa.slice';
import { interceptorSlice } from '../platform/interceptor/interceptor.slice';
import { backgroundSlice } from '../platform/background/background.slice';
import { contractSlice } from '../features/contract/contract.slice';
import { consentSlice } from '../features/consent/consent.slice';
import { siteNoticesSlice } from '../features/site-notices/site-notices.slice';
import { realtimeSlice } from '../features/realtime/realtime.slice';
import { myCouponsSlice } from '../features/my-coupons/my-coupons.slice';
import { savedCouponsSlice } from '../features/saved-coupons/saved-coupons.slice';
import { startRootSagas } from './root-saga';
import type { LazySlices } from './lazy-slices';
import { createFeatureInjector, type LazyFeature } from './feature-injector';
import { defaultSagaContext, type SagaContext } from './saga-context';
import { createLiveOdds, liveOddsMiddleware } from '../features/program/live-odds';

/**
 * The slices the first page needs; the features behind lazy routes inject theirs when their route loads
 * (lazy-slices.ts, lazy-routes.ts).
 */
export const rootReducer = combineSlices(
  programSlice,
  menuSlice,
  viewSlice,
  couponSlice,
  authSlice,
  dialogsSlice,
  sessionSlice,
  pwaSlice,
  interceptorSlice,
  backgroundSlice,
  contractSlice,
  consentSlice,
  siteNoticesSlice,
  realtimeSlice,
  myCouponsSlice,
  savedCouponsSlice,
).withLazyLoadedSlices<LazySlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  runSagas?: boolean;
  /** What the sagas read with getContext; each part defaults to the module seams (see saga-context.ts). */
  context?: Partial<SagaContext>;
  /** Lazy features to start with the store (tests that preload their state), as their route would. */
  features?: LazyFeature[];
  /** The root saga waits for `startSagas()` (the entry starts it in a task of its own, before the first render). */
  deferSagas?: boolean;
}

/** Builds a store with the root saga running; tests pass a preloaded state and may skip the sagas. */
export const makeStore = (preloaded?: Partial<RootState>, opts: MakeStoreOptions = {}) => {
  const context: SagaContext = { ...defaultSagaContext(), ...opts.context };
  const saga = createSagaMiddleware({ context: { ...context } });
  // Slices first: the preloaded state of a slice the reducer does not know yet would be dropped.
  for (const f of opts.features ?? []) f.slices.forEach((slice) => rootReducer.inject(slice));
  /** Odds cells' writers (live-odds.ts): a changed odd reaches its cell without a React render. */
  const liveOdds = createLiveOdds();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (gDM) => gDM({ thunk: false }).concat(saga, liveOddsMiddleware(liveOdds)),
  });
  const runSagas = opts.runSagas !== false;
  let started = false;
  /** The root sagas, listeners then starters (root-saga.ts): the starters at once or in the task `nextTask` gives. */
  const startSagas = (nextTask?: (start: () => void) => void): void => {
    if (started || !runSagas) return;
    started = true;
    startRootSagas((root) => saga.run(root), nextTask);
  };
  if (!opts.deferSagas) startSagas();
  const injectFeature = createFeatureInjector((slice) => rootReducer.inject(slice), runSagas ? saga : null);
  for (const f of opts.features ?? []) injectFeature(f);
  return Object.assign(store, { injectFeature, startSagas, liveOdds });
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
