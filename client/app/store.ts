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
