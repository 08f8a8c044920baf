/** Notice calls; sagas `call` these. */
import { CONTENT_API, type NoticesAnswer } from '@shared/protocol/content-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchNotices = (): Promise<ApiResult<NoticesAnswer>> => apiGet<NoticesAnswer>(CONTENT_API.notices);
/** GET /Site/GetNoticeById: the notice's (or a tutorial step's) HTML. */
export const fetchNoticeHtml = (id: number, step: number | null): Promise<ApiResult<string>> =>
  apiGet<string>(CONTENT_API.noticeById, step === null ? { noticeId: id } : { noticeId: id, step });
export const postDismissNotice = (id: number): Promise<ApiResult<{ IsSuccess: boolean }>> =>
  apiPost<{ IsSuccess: boolean }>(CONTENT_API.dismissNotice, { NoticeId: id });
