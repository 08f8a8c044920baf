import { API } from '@shared/protocol/api';
import type { SportMenuAnswer } from '@shared/protocol/program';
import { apiGet, type ApiResult } from '../../platform/api/api-client';

export const fetchSportMenu = (): Promise<ApiResult<SportMenuAnswer>> => apiGet<SportMenuAnswer>(API.sportMenu);
