/** The Hesap Bilgilerim page's call; sagas `call` it. */
import { ACCOUNT_API, type AccountInfo } from '@shared/protocol/account-api';
import { apiGet, type ApiResult } from '../../platform/api/api-client';

export const fetchAccountInfo = (): Promise<ApiResult<AccountInfo>> => apiGet<AccountInfo>(ACCOUNT_API.info);
