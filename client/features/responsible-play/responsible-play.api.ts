/** The responsible-play calls. Sagas `call` them. */
import {
  RESPONSIBLE_PLAY_API as P,
  type ExclusionDuration, type LimitKind, type LimitPeriod, type PlaySessionAnswer, type ReminderMinutes,
  type ResponsiblePlayAnswer, type ResponsiblePlayState,
} from '@shared/protocol/responsible-play-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const getResponsiblePlay = (): Promise<ApiResult<ResponsiblePlayState>> => apiGet<ResponsiblePlayState>(P.get);
export const getPlaySession = (): Promise<ApiResult<PlaySessionAnswer>> => apiGet<PlaySessionAnswer>(P.playSession);

export const postSetLimit = (kind: LimitKind, period: LimitPeriod, amount: number | null) =>
  apiPost<ResponsiblePlayAnswer>(P.setLimit, { kind, period, amount });
export const postConfirmLimit = (kind: LimitKind, period: LimitPeriod) => apiPost<ResponsiblePlayAnswer>(P.confirmLimit, { kind, period });
export const postCancelLimitChange = (kind: LimitKind, period: LimitPeriod) => apiPost<ResponsiblePlayAnswer>(P.cancelLimitChange, { kind, period });
export const postSetReminder = (minutes: ReminderMinutes) => apiPost<ResponsiblePlayAnswer>(P.setReminder, { minutes });
export const postSelfExclude = (duration: ExclusionDuration) => apiPost<ResponsiblePlayAnswer>(P.selfExclude, { duration });
