/**
 * The slices that load with their route (client/app/lazy-routes.ts) instead of the entry bundle. Types only: the
 * imports below vanish from the build. Until a route injects its slice, that key is absent from RootState, so each
 * of these features' selectors falls back to the slice's initial state.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import type { campaignSlice } from '../features/campaign/campaign.slice';
import type { captchaSlice } from '../features/captcha/captcha.slice';
import type { securitySlice } from '../features/security/security.slice';
import type { professionSlice } from '../features/profession/profession.slice';
import type { membershipSlice } from '../features/membership/membership.slice';
import type { opsSlice } from '../features/ops/ops.slice';
import type { publicCouponSlice } from '../features/public-coupon/public-coupon.slice';
import type { shareSlice } from '../features/kupondas/share.slice';
import type { feedSlice } from '../features/kupondas/feed.slice';
import type { profileSlice } from '../features/kupondas/profile.slice';
import type { leadersSlice } from '../features/kupondas/leaders.slice';
import type { commentsSlice } from '../features/kupondas/comments.slice';
import type { avatarSlice } from '../features/avatar/avatar.slice';
import type { avatarModerationSlice } from '../features/avatar-moderation/avatar-moderation.slice';
import type { accountSlice } from '../features/account/account.slice';
import type { contactVerificationSlice } from '../features/contact-verification/contact-verification.slice';
import type { responsiblePlaySlice } from '../features/responsible-play/responsible-play.slice';
import type { rafflesSlice } from '../features/raffles/raffles.slice';
import type { winnerStorySlice } from '../features/raffles/story.slice';
import type { noticesSlice } from '../features/notices/notices.slice';
import type { opsContentSlice } from '../features/ops-content/ops-content.slice';
import type { sportotoSlice } from '../features/sportoto/sportoto.slice';

export type LazySlices = WithSlice<typeof campaignSlice> &
  WithSlice<typeof avatarSlice> &
  WithSlice<typeof avatarModerationSlice> &
  WithSlice<typeof captchaSlice> &
  WithSlice<typeof securitySlice> &
  WithSlice<typeof professionSlice> &
  WithSlice<typeof membershipSlice> &
  WithSlice<typeof opsSlice> &
  WithSlice<typeof publicCouponSlice> &
  WithSlice<typeof shareSlice> &
  WithSlice<typeof feedSlice> &
  WithSlice<typeof profileSlice> &
  WithSlice<typeof leadersSlice> &
  WithSlice<typeof commentsSlice> &
  WithSlice<typeof responsiblePlaySlice> &
  WithSlice<typeof accountSlice> &
  WithSlice<typeof contactVerificationSlice> &
  WithSlice<typeof rafflesSlice> &
  WithSlice<typeof winnerStorySlice> &
  WithSlice<typeof noticesSlice> &
  WithSlice<typeof opsContentSlice> &
  WithSlice<typeof sportotoSlice>;
