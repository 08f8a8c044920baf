/**
 * Intents and events several Kupondaş slices react to: a follow or block changes the cards of every list and the
 * profile that show that member; a settled share changes its card wherever it is shown.
 */
import { createAction } from '@reduxjs/toolkit';
import type { FollowAnswer } from '@shared/protocol/kupondas-social-api';
import type { SocialAction } from './kupondas.api';

export const socialRequested = createAction<{ nickname: string; action: SocialAction }>('kupondas/socialRequested');
export const socialChanged = createAction<{ nickname: string } & Omit<FollowAnswer, 'IsSuccess'>>('kupondas/socialChanged');
export const socialFinished = createAction<{ nickname: string }>('kupondas/socialFinished');
/** 'Hemen Oyna' on a share: its still-playable selections into the member's coupon at today's odds. */
export const playShareRequested = createAction<{ shareId: number }>('kupondas/playShareRequested');
export const playShareFinished = createAction<{ shareId: number }>('kupondas/playShareFinished');
/**
 * A followers-only share's open card came on screen / went off it: its room (Share_<id>_V3, which the edge lets only
 * the owner and followers join) is held meanwhile, so its result and score update live.
 */
export const shareRoomWatched = createAction<{ shareId: number }>('kupondas/shareRoomWatched');
export const shareRoomReleased = createAction<{ shareId: number }>('kupondas/shareRoomReleased');
