/** The route table (spec section 2) in data mode. Routes of later issues fall to the Turkish not-found page. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LIVE_SLUG, LONG_TERM_SEGMENT, ROUTES } from '@shared/constants/routes';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { NotFound } from '../components/not-found';
import { OverviewPage } from '../features/program/overview-page';
import { SportPage } from '../features/program/sport-page';
import { LongTermPage } from '../features/program/long-term-page';
import { LivePage } from '../features/program/live-page';
import { MatchCenterPage } from '../features/program/match-center-page';

const rel = (path: string): string => path.replace(/^\//, '');
const program = rel(ROUTES.program);
const loginPage = async () => ({ Component: (await import('../features/auth/login-page')).LoginPage });

export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={ROUTES.program} replace /> },
          { path: program, element: <OverviewPage /> },
          { path: rel(ROUTES.programDetailAlias), element: <OverviewPage /> },
          { path: `${program}/${LIVE_SLUG}`, element: <LivePage /> },
          { path: `${program}/:slug`, element: <SportPage /> },
          { path: `${program}/:slug/${LONG_TERM_SEGMENT}`, element: <LongTermPage /> },
          { path: rel(ROUTES.matchCenter), element: <MatchCenterPage /> },
          { path: rel(ROUTES.loginPage), lazy: loginPage },
          { path: rel(ROUTES.loginAlt), lazy: loginPage },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
