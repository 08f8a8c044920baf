/** Session calls: the server clock and the keep-alive ping. Sagas `call` these. */
import { API, type ServerEpochAnswer } from '@shared/protocol/api';
import { apiGet, apiPost, type ApiResult } from '../api/api-client';

export const fetchServerEpoch = (): Promise<ApiResult<ServerEpochAnswer>> => apiPost<ServerEpochAnswer>(API.serverEpoch);

/** GET persistme with a cache-busting random number; the answer 'ok' means the server session is alive. */
export const pingKeepAlive = (): Promise<ApiResult<unknown>> =>
  apiGet<unknown>(API.persistMe, { action: 'persistme', rnd: Math.random().toString(36).slice(2) });

export const KEEP_ALIVE_OK = 'ok';
