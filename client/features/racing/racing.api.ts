/** Horse racing's calls; sagas `call` these. */
import {
  RACING_API, type MyGanyanBetsAnswer, type PlayGanyanAnswer, type PlayGanyanRequest, type RaceCardAnswer, type RacingProgramAnswer,
  type RacingResultsAnswer,
} from '@shared/protocol/racing-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchRacingProgram = (): Promise<ApiResult<RacingProgramAnswer>> => apiGet<RacingProgramAnswer>(RACING_API.program);
export const fetchRaceCard = (raceId: number): Promise<ApiResult<RaceCardAnswer>> => apiGet<RaceCardAnswer>(RACING_API.race, { raceId });
export const fetchRacingResults = (): Promise<ApiResult<RacingResultsAnswer>> => apiGet<RacingResultsAnswer>(RACING_API.results);
export const fetchMyGanyanBets = (): Promise<ApiResult<MyGanyanBetsAnswer>> => apiGet<MyGanyanBetsAnswer>(RACING_API.myBets);
export const postGanyan = (req: PlayGanyanRequest): Promise<ApiResult<PlayGanyanAnswer>> => apiPost<PlayGanyanAnswer>(RACING_API.play, req);
