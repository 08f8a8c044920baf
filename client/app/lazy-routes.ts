/**
 * The route modules of the features that stay out of the entry bundle: each brings its page, its slice and its
 * saga, and starts them in the store when the route first loads (feature-route.tsx). These features react only
 * to their own pages' actions, so nothing they would observe happens before their route loads.
 */
import type { ComponentType } from 'react';
import type { LazyFeature } from './feature-injector';
import { withFeature } from './feature-route';

type Feature = Omit<LazyFeature, 'key'>;

const route = (key: string, feature: () => Promise<Feature>, page: () => Promise<ComponentType>) => async () => {
  const [f, Page] = await Promise.all([feature(), page()]);
  return { Component: withFeature({ key, ...f }, Page) };
};

const campaign = async (): Promise<Feature> => {
  const [{ campaignSlice }, { campaignSaga }] = await Promise.all([
    import('../features/campaign/campaign.slice'),
    import('../features/campaign/campaign.sagas'),
  ]);
  return { slices: [campaignSlice], saga: campaignSaga };
};
const captcha = async (): Promise<Feature> => {
  const [{ captchaSlice }, { captchaSaga }] = await Promise.all([
    import('../features/captcha/captcha.slice'),
    import('../features/captcha/captcha.sagas'),
  ]);
  return { slices: [captchaSlice], saga: captchaSaga };
};
const security = async (): Promise<Feature> => {
  const [{ securitySlice }, { securitySaga }] = await Promise.all([
    import('../features/security/security.slice'),
    import('../features/security/security.sagas'),
  ]);
  return { slices: [securitySlice], saga: securitySaga };
};
const profession = async (): Promise<Feature> => {
  const [{ professionSlice }, { professionSaga }] = await Promise.all([
    import('../features/profession/profession.slice'),
    import('../features/profession/profession.sagas'),
  ]);
  return { slices: [professionSlice], saga: professionSaga };
};
const membership = async (): Promise<Feature> => {
  const [{ membershipSlice }, { membershipSaga }] = await Promise.all([
    import('../features/membership/membership.slice'),
    import('../features/membership/membership.sagas'),
  ]);
  return { slices: [membershipSlice], saga: membershipSaga };
};
const ops = async (): Promise<Feature> => {
  const [{ opsSlice }, { opsSaga }] = await Promise.all([import('../features/ops/ops.slice'), import('../features/ops/ops.sagas')]);
  return { slices: [opsSlice], saga: opsSaga };
};
const publicCoupon = async (): Promise<Feature> => {
  const [{ publicCouponSlice }, { publicCouponSaga }] = await Promise.all([
    import('../features/public-coupon/public-coupon.slice'),
    import('../features/public-coupon/public-coupon.sagas'),
  ]);
  return { slices: [publicCouponSlice], saga: publicCouponSaga };
};
const myCoupons = async (): Promise<Feature> => {
  const { myCouponsPageSaga } = await import('../features/my-coupons/my-coupons.sagas');
  return { slices: [], saga: myCouponsPageSaga };
};

// One import site for the whole Kupondaş area (kupondas-routes.ts): its pages and their feature share one chunk.
const kupondasRoutes = () => import('../features/kupondas/kupondas-routes');
const kupondas = async (): Promise<Feature> => (await kupondasRoutes()).kupondasFeature;

export const loginCaptchaPage = route('captcha', captcha, async () => (await import('../features/captcha/login-captcha-page')).LoginCaptchaPage);
export const verificationPage = route('captcha', captcha, async () => (await import('../features/captcha/verification-page')).VerificationPage);
export const campaignPage = route('campaign', campaign, async () => (await import('../features/campaign/campaign-page')).CampaignPage);
export const securityPage = route('security', security, async () => (await import('../features/security/security-page')).SecurityPage);
export const professionPage = route('profession', profession, async () => (await import('../features/profession/profession-page')).ProfessionPage);
export const signupPage = route('membership', membership, async () => (await import('../features/membership/signup-page')).SignupPage);
export const forgotPasswordPage = route('membership', membership, async () => (await import('../features/membership/forgot-password-page')).ForgotPasswordPage);
export const contactUsPage = route('membership', membership, async () => (await import('../features/membership/contact-us-page')).ContactUsPage);
export const writeMessagePage = route('membership', membership, async () => (await import('../features/membership/write-message-page')).WriteMessagePage);
export const publicCouponPage = route('public-coupon', publicCoupon, async () => (await import('../features/public-coupon/public-coupon-page')).PublicCouponPage);
export const myCouponsPage = route('my-coupons', myCoupons, async () => (await import('../features/my-coupons/my-coupons-page')).MyCouponsPage);
export const kupondasPage = route('kupondas', kupondas, async () => (await kupondasRoutes()).KupondasPage);
export const kupondasProfilePage = route('kupondas', kupondas, async () => (await kupondasRoutes()).ProfilePage);
export const kupondasLeadersPage = route('kupondas', kupondas, async () => (await kupondasRoutes()).LeadersPage);
export const kupondasUnderConstructionPage = route('kupondas', kupondas, async () => (await kupondasRoutes()).UnderConstructionPage);
export const opsPage = route('ops', ops, async () => (await import('../features/ops/ops-page')).OpsPage);
