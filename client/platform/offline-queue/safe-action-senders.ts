/** How each built-in safe action is sent when the queue is replayed, and what the server's answer means. */
import { MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import { MY_COUPONS_API, type SaveCouponNameAnswer } from '@shared/protocol/my-coupons-api';
import { SAVED_COUPONS_API, type AjaxHandlerAnswer } from '@shared/protocol/saved-coupons-api';
import type { CouponActivityReport } from '@shared/protocol/diagnostics-api';
import { sendActivityReport } from '../../features/coupon/coupon-activity.api';
import { apiPost, type ApiResult } from '../api/api-client';
import type { SafeActionSender, SendOutcome } from './offline-queue';
import { SAFE_ACTION } from './safe-actions';

/** No answer, or the server failed: try again later. Otherwise the server decided, and its word stands. */
export const outcomeOf = (r: ApiResult<unknown>, accepted: boolean, message: string | undefined): SendOutcome => {
  if (r.status === 0 || r.status >= 500) return { outcome: 'retry' };
  if (accepted) return { outcome: 'sent' };
  const text = message && message !== CEM.notAuthorized ? message : r.status === 401 || message === CEM.notAuthorized ? MESSAGES.notLoggedIn : MESSAGES.technicalError;
  return { outcome: 'refused', message: text };
};

const sendCouponName: SafeActionSender = async (payload) => {
  const r = await apiPost<SaveCouponNameAnswer>(MY_COUPONS_API.saveCouponName, payload);
  const message = r.data?.Message ?? r.error?.Message;
  return outcomeOf(r, r.ok && message === CEM.success, message);
};

const sendSavedCoupon: SafeActionSender = async (payload) => {
  const r = await apiPost<AjaxHandlerAnswer>(SAVED_COUPONS_API.ajaxHandler, payload);
  const message = r.data?.message ?? r.error?.Message;
  return outcomeOf(r, r.ok && message === CEM.success, message);
};

/** Diagnostics: the answer is not read (spec section 7), so any answer ends it; no answer or a server error waits. */
const sendReport: SafeActionSender = async (payload) => {
  const status = await sendActivityReport(payload as CouponActivityReport);
  return status === 0 || status >= 500 ? { outcome: 'retry' } : { outcome: 'sent' };
};

export const BUILT_IN_SENDERS: Record<string, SafeActionSender> = {
  [SAFE_ACTION.couponName]: sendCouponName,
  [SAFE_ACTION.savedCoupon]: sendSavedCoupon,
  [SAFE_ACTION.activityReport]: sendReport,
};
