/** Contract calls; sagas `call` these. */
import {
  CONTRACT_API,
  type AcceptContractAnswer,
  type ContractSignAnswer,
  type ContractSignPayload,
  type CurrentContractAnswer,
} from '@shared/protocol/contract-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchCurrentContract = (): Promise<ApiResult<CurrentContractAnswer>> => apiGet<CurrentContractAnswer>(CONTRACT_API.current);
export const postContractSign = (p: ContractSignPayload): Promise<ApiResult<ContractSignAnswer>> => apiPost<ContractSignAnswer>(CONTRACT_API.sign, p);
export const postAcceptContract = (contractId: number): Promise<ApiResult<AcceptContractAnswer>> =>
  apiPost<AcceptContractAnswer>(`${CONTRACT_API.accept}?contractId=${contractId}`);
