import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
import { campaignSlice } from '../features/campaign/campaign.slice';
import { captchaSlice } from '../features/captcha/captcha.slice';
import { contractSlice } from '../features/contract/contract.slice';
import { consentSlice } from '../features/consent/consent.slice';
import { siteNoticesSlice } from '../features/site-notices/site-notices.slice';
import { securitySlice } from '../features/security/security.slice';
import { professionSlice } from '../features/profession/profession.slice';
import { membershipSlice } from '../features/membership/membership.slice';
import { realtimeSlice } from '../features/realtime/realtime.slice';
import { myCouponsSlice } from '../features/my-coupons/my-coupons.slice';
import { savedCouponsSlice } from '../features/saved-coupons/saved-coupons.slice';
import { opsSlice } from '../features/ops/ops.slice';
import { publicCouponSlice } from '../features/public-coupon/public-coupon.slice';
import { rootSaga } from './root-saga';
import { defaultSagaContext, type SagaContext } from './saga-context';

export const rootReducer = combineReducers({
  [programSlice.name]: programSlice.reducer,
  [menuSlice.name]: menuSlice.reducer,
  [viewSlice.name]: viewSlice.reducer,
  [couponSlice.name]: couponSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [dialogsSlice.name]: dialogsSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [pwaSlice.name]: pwaSlice.reducer,
  [captchaSlice.name]: captchaSlice.reducer,
  [interceptorSlice.name]: interceptorSlice.reducer,
  [backgroundSlice.name]: backgroundSlice.reducer,
  [campaignSlice.name]: campaignSlice.reducer,
  [contractSlice.name]: contractSlice.reducer,
  [consentSlice.name]: consentSlice.reducer,
  [siteNoticesSlice.name]: siteNoticesSlice.reducer,
  [securitySlice.name]: securitySlice.reducer,
  [professionSlice.name]: professionSlice.reducer,
  [membershipSlice.name]: membershipSlice.reducer,
  [realtimeSlice.name]: realtimeSlice.reducer,
  [myCouponsSlice.name]: myCouponsSlice.reducer,
  [savedCouponsSlice.name]: savedCouponsSlice.reducer,
  [opsSlice.name]: opsSlice.reducer,
  [publicCouponSlice.name]: publicCouponSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  runSagas?: boolean;
  /** What the sagas read with getContext; each part defaults to the module seams (see saga-context.ts). */
  context?: Partial<SagaContext>;
}

/** Builds a store with the root saga running; tests pass a preloaded state and may skip the sagas. */
export const makeStore = (preloaded?: Partial<RootState>, opts: MakeStoreOptions = {}) => {
  const context: SagaContext = { ...defaultSagaContext(), ...opts.context };
  const saga = createSagaMiddleware({ context: { ...context } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (gDM) => gDM({ thunk: false }).concat(saga),
  });
  if (opts.runSagas !== false) saga.run(rootSaga);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
