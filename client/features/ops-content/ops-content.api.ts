/** The ops calls of notices, content blocks and raffles (Bearer OPS_TOKEN); ops-content.sagas.ts `call`s them. */
import {
  CONTENT_API as P, type CreateNoticeRequest, type CreateRaffleRequest, type OpsNotice, type PublishContentRequest, type RafflesAnswer, type RaffleView,
} from '@shared/protocol/content-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const fetchOpsNotices = (token: string): Promise<ApiResult<{ Notices: OpsNotice[] }>> => apiGet(P.opsNotices, undefined, auth(token));
export const fetchRaffleList = (): Promise<ApiResult<RafflesAnswer>> => apiGet<RafflesAnswer>(P.raffles);
export const postNotice = (token: string, body: CreateNoticeRequest): Promise<ApiResult<OpsNotice>> => apiPost(P.opsNotices, body, auth(token));
export const postNoticeWithdraw = (token: string, id: number): Promise<ApiResult<unknown>> => apiPost(P.opsNoticeWithdraw, { id }, auth(token));
export const postContent = (token: string, body: PublishContentRequest): Promise<ApiResult<unknown>> => apiPost(P.opsContent, body, auth(token));
export const postContentWithdraw = (token: string, key: string): Promise<ApiResult<unknown>> => apiPost(P.opsContentWithdraw, { key }, auth(token));
export const postRaffle = (token: string, body: CreateRaffleRequest): Promise<ApiResult<RaffleView>> => apiPost(P.opsRaffles, body, auth(token));
export const postDraw = (token: string, raffleId: number): Promise<ApiResult<RaffleView>> => apiPost(P.opsRaffleDraw, { raffleId }, auth(token));

/** The same tab-scoped key as the other ops pages (client/features/ops/ops.api.ts): one key entered serves them all. */
const TOKEN_KEY = 'iddaa.ops-token';

export const readOpsToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const writeOpsToken = (token: string | null): void => {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage refused (private mode): the key then lasts until the page is left
  }
};
