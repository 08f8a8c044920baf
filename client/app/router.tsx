/** The route table (spec section 2) in data mode. Routes of later issues fall to the Turkish not-found page. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LIVE_SLUG, LONG_TERM_SEGMENT, ROUTES } from '@shared/constants/routes';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { NotFound } from '../components/not-found';
import { Skeleton } from '../components/ui/skeleton';
import { UI_TEXTS } from '../components/ui/ui-texts';
import { OverviewPage } from '../features/program/overview-page';
import { SportPage } from '../features/program/sport-page';
import { LongTermPage } from '../features/program/long-term-page';
import { LivePage } from '../features/program/live-page';
import { MatchCenterPage } from '../features/program/match-center-page';

/** Shown in the layout while a lazy page's code loads at the first page load (react-router's HydrateFallback). */
function PageLoading() {
  return (
    <section className="card" aria-busy="true" aria-label={UI_TEXTS.loading}>
      <Skeleton width="40%" height="1.75rem" />
      <Skeleton lines={4} />
    </section>
  );
}

const rel = (path: string): string => path.replace(/^\//, '');
const program = rel(ROUTES.program);
const loginPage = async () => ({ Component: (await import('../features/auth/login-page')).LoginPage });
const loginCaptchaPage = async () => ({ Component: (await import('../features/captcha/login-captcha-page')).LoginCaptchaPage });
const verificationPage = async () => ({ Component: (await import('../features/captcha/verification-page')).VerificationPage });
const campaignPage = async () => ({ Component: (await import('../features/campaign/campaign-page')).CampaignPage });
const contractPage = async () => ({ Component: (await import('../features/contract/contract-page')).ContractPage });
const permissionsPage = async () => ({ Component: (await import('../features/consent/contact-permissions-page')).ContactPermissionsPage });
const securityPage = async () => ({ Component: (await import('../features/security/security-page')).SecurityPage });
const professionPage = async () => ({ Component: (await import('../features/profession/profession-page')).ProfessionPage });
const signupPage = async () => ({ Component: (await import('../features/membership/signup-page')).SignupPage });
const forgotPasswordPage = async () => ({ Component: (await import('../features/membership/forgot-password-page')).ForgotPasswordPage });
const contactUsPage = async () => ({ Component: (await import('../features/membership/contact-us-page')).ContactUsPage });
const myCouponsPage = async () => ({ Component: (await import('../features/my-coupons/my-coupons-page')).MyCouponsPage });
const savedCouponPage = async () => ({ Component: (await import('../features/saved-coupons/saved-coupon-page')).SavedCouponPage });
const publicCouponPage = async () => ({ Component: (await import('../features/public-coupon/public-coupon-page')).PublicCouponPage });
const writeMessagePage = async () => ({ Component: (await import('../features/membership/write-message-page')).WriteMessagePage });
const opsPage = async () => ({ Component: (await import('../features/ops/ops-page')).OpsPage });
const helpPage = async () => ({ Component: (await import('../features/help/help-page')).HelpPage });

export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        HydrateFallback: PageLoading,
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
          { path: rel(ROUTES.loginCaptcha), lazy: loginCaptchaPage },
          { path: rel(ROUTES.verification), lazy: verificationPage },
          { path: rel(ROUTES.campaign), lazy: campaignPage },
          { path: rel(ROUTES.contract), lazy: contractPage },
          { path: rel(ROUTES.contractAlt), lazy: contractPage },
          { path: rel(ROUTES.contactPermissions), lazy: permissionsPage },
          { path: rel(ROUTES.security), lazy: securityPage },
          { path: rel(ROUTES.profession), lazy: professionPage },
          { path: rel(ROUTES.signUp), lazy: signupPage },
          { path: rel(ROUTES.signUpAlt), lazy: signupPage },
          { path: rel(ROUTES.forgotPassword), lazy: forgotPasswordPage },
          { path: rel(ROUTES.forgotPasswordAlt), lazy: forgotPasswordPage },
          { path: rel(ROUTES.contactUs), lazy: contactUsPage },
          { path: rel(ROUTES.writeMessage), lazy: writeMessagePage },
          { path: rel(ROUTES.myCoupons), lazy: myCouponsPage },
          { path: rel(ROUTES.savedCoupon), lazy: savedCouponPage },
          { path: rel(ROUTES.couponPage), lazy: publicCouponPage },
          { path: rel(ROUTES.ops), lazy: opsPage },
          { path: rel(ROUTES.helpMbs), lazy: helpPage },
          { path: rel(ROUTES.helpSystemCoupon), lazy: helpPage },
          { path: rel(ROUTES.helpRules), lazy: helpPage },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
