/**
 * The route table (spec section 2), drawn in declarative mode (useRoutes under <BrowserRouter>): the data router's
 * core stays out of the entry bundle. Every page loads with its route (lazy-page.tsx, under the
 * layout's Suspense and error boundary); routes of later issues fall to the Turkish not-found page.
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { LIVE_SLUG, LONG_TERM_SEGMENT, ROUTES } from '@shared/constants/routes';
import { Layout } from './layout';
import { RouteErrorBoundary } from './route-error';
import { lazyPage } from './lazy-page';
import { NotFound } from '../components/not-found';
import {
  accountPage, avatarModerationPage, campaignPage, contactUsPage, forgotPasswordPage, kupondasLeadersPage,
  kupondasPage, kupondasProfilePage, kupondasUnderConstructionPage, loginCaptchaPage, myCouponsPage, opsContentPage,
  opsPage, professionPage, publicCouponPage, raceCardPage, racingProgramPage, raffleResultsPage, responsiblePlayPage,
  securityPage, signupPage, sportotoPage, verificationPage, winnersPage, writeMessagePage,
} from './lazy-routes';

const rel = (path: string): string => path.replace(/^\//, '');
const program = rel(ROUTES.program);
const loginPage = async () => ({ Component: (await import('../features/auth/login-page')).LoginPage });
const contractPage = async () => ({ Component: (await import('../features/contract/contract-page')).ContractPage });
const permissionsPage = async () => ({ Component: (await import('../features/consent/contact-permissions-page')).ContactPermissionsPage });
const savedCouponPage = async () => ({ Component: (await import('../features/saved-coupons/saved-coupon-page')).SavedCouponPage });
// Program pages load with their route; the shell names the first page's chunks for the boot script, which asks for
// them with the app (edge/http/shell-preload.ts, client/boot-preload.ts), so they cost no round trip after it.
const overviewPage = async () => ({ Component: (await import('../features/program/overview-page')).OverviewPage });
const sportPage = async () => ({ Component: (await import('../features/program/sport-page')).SportPage });
const livePage = async () => ({ Component: (await import('../features/program/live-page')).LivePage });
const longTermPage = async () => ({ Component: (await import('../features/program/long-term-page')).LongTermPage });
const matchCenterPage = async () => ({ Component: (await import('../features/program/match-center-page')).MatchCenterPage });
const helpPage = async () => ({ Component: (await import('../features/help/help-page')).HelpPage });
// Pages under several paths share one element, so moving between their paths keeps the page mounted.
const overview = lazyPage(overviewPage);
const login = lazyPage(loginPage);
const contract = lazyPage(contractPage);
const signup = lazyPage(signupPage);
const forgotPassword = lazyPage(forgotPasswordPage);
const help = lazyPage(helpPage);
const kupondasFeed = lazyPage(kupondasPage);

export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={ROUTES.program} replace /> },
      { path: program, element: overview },
      { path: rel(ROUTES.programDetailAlias), element: overview },
      { path: `${program}/${LIVE_SLUG}`, element: lazyPage(livePage) },
      { path: `${program}/:slug`, element: lazyPage(sportPage) },
      { path: `${program}/:slug/${LONG_TERM_SEGMENT}`, element: lazyPage(longTermPage) },
      { path: rel(ROUTES.matchCenter), element: lazyPage(matchCenterPage) },
      { path: rel(ROUTES.loginPage), element: login },
      { path: rel(ROUTES.loginAlt), element: login },
      { path: rel(ROUTES.loginCaptcha), element: lazyPage(loginCaptchaPage) },
      { path: rel(ROUTES.verification), element: lazyPage(verificationPage) },
      { path: rel(ROUTES.campaign), element: lazyPage(campaignPage) },
      { path: rel(ROUTES.contract), element: contract },
      { path: rel(ROUTES.contractAlt), element: contract },
      { path: rel(ROUTES.contactPermissions), element: lazyPage(permissionsPage) },
      { path: rel(ROUTES.responsiblePlay), element: lazyPage(responsiblePlayPage) },
      { path: rel(ROUTES.account), element: lazyPage(accountPage) },
      { path: rel(ROUTES.security), element: lazyPage(securityPage) },
      { path: rel(ROUTES.profession), element: lazyPage(professionPage) },
      { path: rel(ROUTES.signUp), element: signup },
      { path: rel(ROUTES.signUpAlt), element: signup },
      { path: rel(ROUTES.forgotPassword), element: forgotPassword },
      { path: rel(ROUTES.forgotPasswordAlt), element: forgotPassword },
      { path: rel(ROUTES.contactUs), element: lazyPage(contactUsPage) },
      { path: rel(ROUTES.writeMessage), element: lazyPage(writeMessagePage) },
      { path: rel(ROUTES.myCoupons), element: lazyPage(myCouponsPage) },
      { path: rel(ROUTES.savedCoupon), element: lazyPage(savedCouponPage) },
      { path: rel(ROUTES.couponPage), element: lazyPage(publicCouponPage) },
      { path: rel(ROUTES.ops), element: lazyPage(opsPage) },
      { path: rel(ROUTES.opsAvatars), element: lazyPage(avatarModerationPage) },
      { path: rel(ROUTES.kupondas), element: kupondasFeed },
      { path: rel(ROUTES.kupondasSharingBlocked), element: kupondasFeed },
      { path: rel(ROUTES.kupondasUnderConstruction), element: lazyPage(kupondasUnderConstructionPage) },
      { path: rel(ROUTES.kupondasProfile), element: lazyPage(kupondasProfilePage) },
      { path: rel(ROUTES.kupondasLeaders), element: lazyPage(kupondasLeadersPage) },
      { path: rel(ROUTES.helpMbs), element: help },
      { path: rel(ROUTES.helpSystemCoupon), element: help },
      { path: rel(ROUTES.helpRules), element: help },
      { path: rel(ROUTES.raffleResults), element: lazyPage(raffleResultsPage) },
      { path: rel(ROUTES.rafflesWinners), element: lazyPage(winnersPage) },
      { path: rel(ROUTES.horseRacing), element: lazyPage(racingProgramPage) },
      { path: rel(ROUTES.horseRacingRace), element: lazyPage(raceCardPage) },
      { path: rel(ROUTES.sportsToto), element: lazyPage(sportotoPage) },
      { path: rel(ROUTES.opsContent), element: lazyPage(opsContentPage) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The routes of the page, inside <BrowserRouter> (client/main.tsx) or a test's <MemoryRouter>. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
