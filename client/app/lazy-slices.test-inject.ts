/**
 * Test support: injects every lazily loaded slice into the root reducer (as their routes would), so a test store
 * holds the whole state from the start and its state type has every key.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { campaignSlice } from '../features/campaign/campaign.slice';
import { captchaSlice } from '../features/captcha/captcha.slice';
import { securitySlice } from '../features/security/security.slice';
import { professionSlice } from '../features/profession/profession.slice';
import { membershipSlice } from '../features/membership/membership.slice';
import { opsSlice } from '../features/ops/ops.slice';
import { publicCouponSlice } from '../features/public-coupon/public-coupon.slice';
import { shareSlice } from '../features/kupondas/share.slice';
import { feedSlice } from '../features/kupondas/feed.slice';
import { profileSlice } from '../features/kupondas/profile.slice';
import { leadersSlice } from '../features/kupondas/leaders.slice';
import { commentsSlice } from '../features/kupondas/comments.slice';
import { avatarSlice } from '../features/avatar/avatar.slice';
import { avatarModerationSlice } from '../features/avatar-moderation/avatar-moderation.slice';
import { responsiblePlaySlice } from '../features/responsible-play/responsible-play.slice';
import { accountSlice } from '../features/account/account.slice';
import { contactVerificationSlice } from '../features/contact-verification/contact-verification.slice';
import { rafflesSlice } from '../features/raffles/raffles.slice';
import { winnerStorySlice } from '../features/raffles/story.slice';
import { noticesSlice } from '../features/notices/notices.slice';
import { opsContentSlice } from '../features/ops-content/ops-content.slice';
import { sportotoSlice } from '../features/sportoto/sportoto.slice';
import { rootReducer, type RootState } from './store';
import type { LazySlices } from './lazy-slices';

/** RootState with every lazy slice present. */
export type FullState = RootState & LazySlices;

const LAZY_SLICES = [
  campaignSlice, captchaSlice, securitySlice, professionSlice, membershipSlice, opsSlice, publicCouponSlice,
  shareSlice, feedSlice, profileSlice, leadersSlice, commentsSlice,
  avatarSlice, avatarModerationSlice,
  responsiblePlaySlice,
  accountSlice,
  contactVerificationSlice,
  rafflesSlice, winnerStorySlice, noticesSlice, opsContentSlice,
  sportotoSlice,
];

/** The root reducer with every lazy slice injected. */
export const fullReducer = (): Reducer<FullState> => {
  for (const slice of LAZY_SLICES) rootReducer.inject(slice);
  return rootReducer as unknown as Reducer<FullState>;
};
