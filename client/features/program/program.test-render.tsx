/** Renders program views in tests: a store without sagas, a declarative memory router, a log of dispatched actions. */
import { useLayoutEffect, type ReactElement } from 'react';
import { createSelector, type Action } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { makeStore, type RootState } from '../../app/store';
import { initialSessionState } from '../../platform/session/session.slice';
import { programActions } from './program.slice';
import { selectDayNow, selectSportEvents } from './program.selectors';
import { buildSportView, type SportView, type ViewFilters } from './program-view';
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

/** What a test reads of the memory router: where it is, and its navigate (`router.navigate(-1)` goes back). */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function Routes({ routes, router }: { routes: RouteObject[]; router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state.location = location;
    router.navigate = navigate;
  });
  return useRoutes(routes);
}

export const renderRoutes = (store: ReturnType<typeof makeStore>, routes: RouteObject[], url: string) => {
  const router = { state: {} } as TestRouter;
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes routes={routes} router={router} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, router };
};

export const renderAt = (store: ReturnType<typeof makeStore>, ui: ReactElement) => renderRoutes(store, [{ path: '*', element: ui }], '/');

/**
 * A sport's view under filters, from the store: the functions the sport page composes (it builds the view from a
 * deferred copy of these inputs, sport-page.tsx), memoised like a page's own.
 */
export const makeSelectSportView = () =>
  createSelector(
    [
      (s: RootState, sportId: number, _f: ViewFilters) => selectSportEvents(s, sportId),
      selectDayNow,
      (_s: RootState, _id: number, f: ViewFilters) => f.day,
      (_s: RootState, _id: number, f: ViewFilters) => f.league,
      (_s: RootState, _id: number, f: ViewFilters) => f.query,
    ],
    (events, now, day, league, query): SportView => buildSportView(events, now, { day, league, query }),
  );
