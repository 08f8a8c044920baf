/** The avatar calls (shared/protocol/avatar-api.ts); avatar.sagas.ts `call`s them. */
import { AVATAR_API, type AvatarStateAnswer, type AvatarUploadAnswer, type AvatarUploadRequest } from '@shared/protocol/avatar-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchAvatarState = (): Promise<ApiResult<AvatarStateAnswer>> => apiGet<AvatarStateAnswer>(AVATAR_API.state);
export const postAvatarUpload = (body: AvatarUploadRequest): Promise<ApiResult<AvatarUploadAnswer>> => apiPost<AvatarUploadAnswer>(AVATAR_API.upload, body);
export const postRemoveAvatar = (): Promise<ApiResult<AvatarStateAnswer>> => apiPost<AvatarStateAnswer>(AVATAR_API.remove, {});
