/** The ops calls of notices, content blocks and raffles (Bearer OPS_TOKEN); ops-content.sagas.ts `call`s them. */
import {
  CONTENT_API as P, type CreateNoticeRequest, type CreateRaffleRequest, type OpsNotice, type PublishContentRequest, type RafflesAnswer, type RaffleView,
} from '@shared/protocol/content-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';
import { opsAuth } from '../../platform/ops/ops-token';


export const fetchOpsNotices = (token: string): Promise<ApiResult<{ Notices: OpsNotice[] }>> => apiGet(P.opsNotices, undefined, opsAuth(token));
export const fetchRaffleList = (): Promise<ApiResult<RafflesAnswer>> => apiGet<RafflesAnswer>(P.raffles);
export const postNotice = (token: string, body: CreateNoticeRequest): Promise<ApiResult<OpsNotice>> => apiPost(P.opsNotices, body, opsAuth(token));
export const postNoticeWithdraw = (token: string, id: number): Promise<ApiResult<unknown>> => apiPost(P.opsNoticeWithdraw, { id }, opsAuth(token));
export const postContent = (token: string, body: PublishContentRequest): Promise<ApiResult<unknown>> => apiPost(P.opsContent, body, opsAuth(token));
export const postContentWithdraw = (token: string, key: string): Promise<ApiResult<unknown>> => apiPost(P.opsContentWithdraw, { key }, opsAuth(token));
export const postRaffle = (token: string, body: CreateRaffleRequest): Promise<ApiResult<RaffleView>> => apiPost(P.opsRaffles, body, opsAuth(token));
export const postDraw = (token: string, raffleId: number): Promise<ApiResult<RaffleView>> => apiPost(P.opsRaffleDraw, { raffleId }, opsAuth(token));

export { readOpsToken, writeOpsToken } from '../../platform/ops/ops-token';
