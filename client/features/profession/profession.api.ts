/** The profession page's calls. Sagas `call` these. */
import { SECURITY_API, type ProfessionsAnswer, type SaveProfessionAnswer } from '@shared/protocol/security-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchProfessions = (): Promise<ApiResult<ProfessionsAnswer>> => apiGet<ProfessionsAnswer>(SECURITY_API.professions);

export const postSaveProfession = (professionId: number): Promise<ApiResult<SaveProfessionAnswer>> =>
  apiPost<SaveProfessionAnswer>(SECURITY_API.saveProfession, { professionId });
