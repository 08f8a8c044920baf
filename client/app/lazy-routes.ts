/**
 * The route modules of the features that stay out of the entry bundle: each brings its page, its slice and its
 * saga, and starts them in the store when the route first loads (feature-route.tsx). These features react only
 * to their own pages' actions, so nothing they would observe happens before their route loads.
 *
 * An area is one module (`<area>.routes.ts`: its feature and pages) behind one dynamic import, so the entry
 * carries one import site per area, not three per page; its pages and feature load as one chunk.
 */
import type { ComponentType } from 'react';
import type { LazyFeature } from './feature-injector';
import { withFeature } from './feature-route';

/** A page of an area module: the route's lazy() answer starts the area's feature, then shows the page. */
const areaPage = <M extends { feature: LazyFeature }>(load: () => Promise<M>, page: (m: M) => ComponentType) => async () => {
  const m = await load();
  return { Component: withFeature(m.feature, page(m)) };
};

const captcha = () => import('../features/captcha/captcha.routes');
const membership = () => import('../features/membership/membership.routes');

export const loginCaptchaPage = areaPage(captcha, (m) => m.LoginCaptchaPage);
export const verificationPage = areaPage(captcha, (m) => m.VerificationPage);
export const campaignPage = areaPage(() => import('../features/campaign/campaign.routes'), (m) => m.CampaignPage);
export const securityPage = areaPage(() => import('../features/security/security.routes'), (m) => m.SecurityPage);
export const professionPage = areaPage(() => import('../features/profession/profession.routes'), (m) => m.ProfessionPage);
export const signupPage = areaPage(membership, (m) => m.SignupPage);
export const forgotPasswordPage = areaPage(membership, (m) => m.ForgotPasswordPage);
export const contactUsPage = areaPage(membership, (m) => m.ContactUsPage);
export const writeMessagePage = areaPage(membership, (m) => m.WriteMessagePage);
export const publicCouponPage = areaPage(() => import('../features/public-coupon/public-coupon.routes'), (m) => m.PublicCouponPage);
export const myCouponsPage = areaPage(() => import('../features/my-coupons/my-coupons.routes'), (m) => m.MyCouponsPage);
export const opsPage = areaPage(() => import('../features/ops/ops.routes'), (m) => m.OpsPage);
export const avatarModerationPage = areaPage(() => import('../features/avatar-moderation/avatar-moderation.routes'), (m) => m.AvatarModerationPage);
export const accountPage = areaPage(() => import('../features/account/account.routes'), (m) => m.AccountPage);
export const responsiblePlayPage = areaPage(() => import('../features/responsible-play/responsible-play.routes'), (m) => m.ResponsiblePlayPage);

// The whole Kupondaş area is one module (kupondas-routes.ts).
const kupondas = () => import('../features/kupondas/kupondas-routes');
export const kupondasPage = areaPage(kupondas, (m) => m.KupondasPage);
export const kupondasProfilePage = areaPage(kupondas, (m) => m.ProfilePage);
export const kupondasLeadersPage = areaPage(kupondas, (m) => m.LeadersPage);
export const kupondasUnderConstructionPage = areaPage(kupondas, (m) => m.UnderConstructionPage);
const racing = () => import('../features/racing/racing.routes');
export const racingProgramPage = areaPage(racing, (m) => m.RacingProgramPage);
export const raceCardPage = areaPage(racing, (m) => m.RaceCardPage);
// Spor Toto (issue 14): the pool page.
export const sportotoPage = areaPage(() => import('../features/sportoto/sportoto.routes'), (m) => m.SportotoPage);

// Raffles and winners (issue 14): one module for both pages; the ops page of notices, content and raffles.
const raffles = () => import('../features/raffles/raffles.routes');
export const raffleResultsPage = areaPage(raffles, (m) => m.RaffleResultsPage);
export const winnersPage = areaPage(raffles, (m) => m.WinnersPage);
export const opsContentPage = areaPage(() => import('../features/ops-content/ops-content.routes'), (m) => m.OpsContentPage);
