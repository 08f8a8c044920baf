/** The ops moderation calls of avatars (Bearer OPS_TOKEN); avatar-moderation.sagas.ts `call`s them. */
import {
  AVATAR_API, type AvatarClaimAnswer, type AvatarDecisionAnswer, type AvatarDecisionRequest, type AvatarQueueAnswer,
} from '@shared/protocol/avatar-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';
import { opsAuth } from '../../platform/ops/ops-token';

export const fetchAvatarQueue = (token: string): Promise<ApiResult<AvatarQueueAnswer>> => apiGet<AvatarQueueAnswer>(AVATAR_API.opsQueue, undefined, opsAuth(token));
export const postAvatarClaim = (token: string, moderator: string): Promise<ApiResult<AvatarClaimAnswer>> =>
  apiPost<AvatarClaimAnswer>(AVATAR_API.opsClaim, { moderator }, opsAuth(token));
export const postAvatarDecision = (token: string, body: AvatarDecisionRequest): Promise<ApiResult<AvatarDecisionAnswer>> =>
  apiPost<AvatarDecisionAnswer>(AVATAR_API.opsDecide, body, opsAuth(token));

export { readOpsToken, writeOpsToken } from '../../platform/ops/ops-token';

const MODERATOR_KEY = 'iddaa.ops-moderator';

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const readModerator = (): string => read(MODERATOR_KEY) ?? '';

export const writeModerator = (name: string): void => {
  try {
    sessionStorage.setItem(MODERATOR_KEY, name);
  } catch {
    // Storage off: the name lives as long as the page.
  }
};
