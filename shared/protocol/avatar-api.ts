/**
 * Avatar calls (spec sections 3, 7): the upload and removal the spec names, the member's own avatar state, and the
 * ops moderation calls (Bearer OPS_TOKEN, and the anti-forgery token like every POST). Bodies are JSON; times epoch ms.
 */
import type { AvatarInfo } from './api';

export const AVATAR_API = {
  /** POST AvatarUploadRequest -> AvatarUploadAnswer (members). */
  upload: '/sharing/AjaxAvatarUpload',
  /** POST {} -> AvatarStateAnswer (members; the spec shows no answer). */
  remove: '/sharing/RemoveCurrentAvatar',
  /** GET -> AvatarStateAnswer (members): the current avatar, the approved archive, the last rejection. */
  state: '/sharing/AvatarState',
  /** GET the JPEG: `/sharing/avatar/{id}.jpg` (avatarImageUrl in shared/constants/avatar.ts). */
  image: '/sharing/avatar/:file',
  /** Ops: GET -> AvatarQueueAnswer, waiting images oldest first. */
  opsQueue: '/ops/avatars',
  /** Ops: POST AvatarClaimRequest -> AvatarClaimAnswer, the oldest waiting image no one holds. */
  opsClaim: '/ops/avatars/claim',
  /** Ops: POST AvatarDecisionRequest -> AvatarDecisionAnswer. */
  opsDecide: '/ops/avatars/decide',
} as const;

/** Spec section 7: data is a base64 JPEG (a data: URL prefix is accepted), or avatarMediaId an approved archive image. */
export interface AvatarUploadRequest {
  data?: string;
  avatarMediaId?: number;
}

/** Spec section 3 "Avatar upload response": isSuccess 1 on success, 0 otherwise with errorMessage. */
export interface AvatarUploadAnswer {
  isSuccess: number;
  avatarMediaId: number | null;
  errorMessage: string | null;
}

export interface AvatarStateAnswer {
  Avatar: AvatarInfo;
  /** The member's approved images, newest first (choosing one gives status 1 at once). */
  Archive: number[];
  /** The newest upload's rejection, while nothing newer was uploaded. */
  Rejection: { Reason: string; At: number } | null;
}

export interface AvatarQueueItem {
  MediaId: number;
  Nickname: string;
  CreatedAt: number;
  /** Another moderator holds it until this time (epoch ms), or null. */
  ClaimedUntil: number | null;
}

export interface AvatarQueueAnswer {
  Items: AvatarQueueItem[];
  Total: number;
}

export interface AvatarClaimRequest {
  /** Who reviews (shown to other moderators' audit); 1..40 characters. */
  moderator: string;
}

export interface AvatarClaimed {
  MediaId: number;
  Nickname: string;
  CreatedAt: number;
  /** The image as a data: URL (ops pages cannot send the bearer token with an <img>). */
  Image: string;
  ClaimToken: string;
  ClaimedUntil: number;
}

export interface AvatarClaimAnswer {
  Item: AvatarClaimed | null;
}

export interface AvatarDecisionRequest {
  mediaId: number;
  claimToken: string;
  approve: boolean;
  /** Required when rejecting. */
  reason?: string;
}

export interface AvatarDecisionAnswer {
  /** false: the claim ran out or the image was withdrawn meanwhile; nothing changed. */
  Decided: boolean;
}
