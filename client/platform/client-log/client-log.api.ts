/** Client error logging calls; the saga `call`s these. */
import { CLIENT_LOG_API, type ClientLogReport, type ClientLogSettingsAnswer } from '@shared/constants/client-log';
import { apiGet, apiPost, type ApiResult } from '../api/api-client';

export const fetchClientLogSettings = (): Promise<ApiResult<ClientLogSettingsAnswer>> =>
  apiGet<ClientLogSettingsAnswer>(CLIENT_LOG_API.settings);

export const postClientLog = (report: ClientLogReport): Promise<ApiResult<unknown>> => apiPost<unknown>(CLIENT_LOG_API.log, report);
