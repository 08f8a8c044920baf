/**
 * A store with the pwa, program and coupon slices (the update keeps the coupon) and what the coupon's selectors read
 * (the session's clock, the sport menu), so these tests do not depend on the other features' sagas.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { programSlice, initialProgramState } from '../../features/program/program.slice';
import { couponSlice } from '../../features/coupon/coupon.slice';
import { menuSlice } from '../../features/menu/menu.slice';
import { sessionSlice } from '../session/session.slice';
import { initialPwaState, pwaSlice, type PwaState } from './pwa.slice';
import { pwaSaga } from './pwa.sagas';
import { defaultSagaContext } from '../../app/saga-context';

const reducer = combineReducers({
  [pwaSlice.name]: pwaSlice.reducer,
  [programSlice.name]: programSlice.reducer,
  [couponSlice.name]: couponSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [menuSlice.name]: menuSlice.reducer,
});

export function makePwaStore({ pwa = {}, cachedAt = null, saga = false }: { pwa?: Partial<PwaState>; cachedAt?: number | null; saga?: boolean } = {}) {
  const sagas = createSagaMiddleware({ context: { ...defaultSagaContext() } });
  const store = configureStore({
    reducer,
    preloadedState: { pwa: { ...initialPwaState(), ...pwa }, program: { ...initialProgramState, cachedAt } },
    middleware: (gDM) => gDM({ thunk: false }).concat(sagas),
  });
  const task = saga ? sagas.run(pwaSaga) : null;
  return { store, stop: () => task?.cancel() };
}
