import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { programSlice } from '../features/program/program.slice';
import { menuSlice } from '../features/menu/menu.slice';
import { viewSlice } from '../features/view/view.slice';
import { couponSlice } from '../features/coupon/coupon.slice';
import { authSlice } from '../features/auth/auth.slice';
import { dialogsSlice } from '../features/dialogs/dialogs.slice';
import { sessionSlice } from '../features/session/session.slice';
import { pwaSlice } from '../features/pwa/pwa.slice';
import { interceptorSlice } from '../features/interceptor/interceptor.slice';
import { backgroundSlice } from '../features/background/background.slice';
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

/** Builds a store with the root saga running; tests pass a preloaded state and may skip the sagas. */
export const makeStore = (preloaded?: Partial<RootState>, opts: { runSagas?: boolean } = {}) => {
  const saga = createSagaMiddleware();
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
