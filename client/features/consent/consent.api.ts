/**
 * Consent calls and the member api's contact permissions; sagas `call` these. The member api lives under
 * VITE_MEMBER_API_BASE (build time; the edge's MEMBER_API_BASE must match), the same origin by default.
 */
import {
  CONTRACT_API,
  MEMBER_API,
  type ConsentAnswer,
  type ConsentPayload,
  type ContactPermissions,
  type MemberApiAnswer,
} from '@shared/protocol/contract-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const MEMBER_API_BASE: string = (import.meta.env.VITE_MEMBER_API_BASE as string | undefined) ?? '';

export const postConsent = (p: ConsentPayload): Promise<ApiResult<ConsentAnswer>> => apiPost<ConsentAnswer>(CONTRACT_API.saveConsentV2, p);
export const postKvkPopupLog = (popupPage: string): Promise<ApiResult<unknown>> => apiPost<unknown>(CONTRACT_API.kvkPopupLog, { popupPage });
export const fetchContactPermissions = (): Promise<ApiResult<MemberApiAnswer<ContactPermissions>>> =>
  apiGet<MemberApiAnswer<ContactPermissions>>(`${MEMBER_API_BASE}${MEMBER_API.contactPermissions}`);
export const postContactPermissions = (p: ContactPermissions): Promise<ApiResult<MemberApiAnswer<ContactPermissions>>> =>
  apiPost<MemberApiAnswer<ContactPermissions>>(`${MEMBER_API_BASE}${MEMBER_API.saveContactPermissions}`, p);
