/** Bet program calls (GET, cached by the service worker); sagas `call` these. */
import { API } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { apiGet, type ApiResult } from '../../app/api-client';

export const fetchSportProgram = (sportId: number): Promise<ApiResult<ProgramSnapshot>> =>
  apiGet<ProgramSnapshot>(API.sportProgram, { sportId });

export const fetchLiveProgram = (): Promise<ApiResult<ProgramSnapshot>> => apiGet<ProgramSnapshot>(API.liveProgram);

export const fetchEventDetail = (code: number): Promise<ApiResult<ProgramSnapshot>> =>
  apiGet<ProgramSnapshot>(API.eventDetail, { code });
