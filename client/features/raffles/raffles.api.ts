/** The raffle pages' calls; sagas `call` these. */
import { CONTENT_API, contentUrl, type RaffleEntriesAnswer, type RafflesAnswer, type WinnersAnswer } from '@shared/protocol/content-api';
import { apiGet, type ApiResult } from '../../platform/api/api-client';

export const fetchRaffles = (): Promise<ApiResult<RafflesAnswer>> => apiGet<RafflesAnswer>(CONTENT_API.raffles);
export const fetchWinners = (): Promise<ApiResult<WinnersAnswer>> => apiGet<WinnersAnswer>(CONTENT_API.winners);
export const fetchRaffleEntries = (raffleId: number): Promise<ApiResult<RaffleEntriesAnswer>> =>
  apiGet<RaffleEntriesAnswer>(CONTENT_API.raffleEntries, { raffleId });
/** A content block's HTML; the cache-busting parameter makes every load reach the edge (ops may have changed it). */
export const fetchContent = (key: string, cacheBuster: number): Promise<ApiResult<string>> => apiGet<string>(contentUrl(key, cacheBuster));
