/** The ops moderation calls of avatars (Bearer OPS_TOKEN); avatar-moderation.sagas.ts `call`s them. */
import {
  AVATAR_API, type AvatarClaimAnswer, type AvatarDecisionAnswer, type AvatarDecisionRequest, type AvatarQueueAnswer,
} from '@shared/protocol/avatar-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const fetchAvatarQueue = (token: string): Promise<ApiResult<AvatarQueueAnswer>> => apiGet<AvatarQueueAnswer>(AVATAR_API.opsQueue, undefined, auth(token));
export const postAvatarClaim = (token: string, moderator: string): Promise<ApiResult<AvatarClaimAnswer>> =>
  apiPost<AvatarClaimAnswer>(AVATAR_API.opsClaim, { moderator }, auth(token));
export const postAvatarDecision = (token: string, body: AvatarDecisionRequest): Promise<ApiResult<AvatarDecisionAnswer>> =>
  apiPost<AvatarDecisionAnswer>(AVATAR_API.opsDecide, body, auth(token));

/** The ops page's own key (client/features/ops/ops.api.ts): one key entered in a tab serves both ops pages. */
const TOKEN_KEY = 'iddaa.ops-token';
const MODERATOR_KEY = 'iddaa.ops-moderator';

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const readOpsToken = (): string | null => read(TOKEN_KEY);

export const writeOpsToken = (token: string | null): void => {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage off (private mode): the key lives as long as the page.
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
