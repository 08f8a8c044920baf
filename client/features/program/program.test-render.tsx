/** Renders program views in tests: a store without sagas, a memory router, and a log of dispatched actions. */
import type { ReactElement } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type RootState } from '../../app/store';
import { initialSessionState } from '../../platform/session/session.slice';
import { programActions } from './program.slice';
import type { ProgramSnapshot } from '@shared/protocol/program';

export const makeTestStore = (preloaded: Partial<RootState> = {}, now = Date.now()) => {
  const store = makeStore({ session: { ...initialSessionState, now }, ...preloaded }, { runSagas: false });
  const dispatched: Action[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Action) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  return { store, dispatched };
};

export const loadSnapshot = (store: ReturnType<typeof makeStore>, key: string, snapshot: ProgramSnapshot) =>
  store.dispatch(programActions.snapshotReceived({ key, snapshot, cachedAt: null }));

export const renderRoutes = (
  store: ReturnType<typeof makeStore>,
  routes: { path: string; element: ReactElement }[],
  url: string,
) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, router };
};

export const renderAt = (store: ReturnType<typeof makeStore>, ui: ReactElement) => renderRoutes(store, [{ path: '*', element: ui }], '/');
