/**
 * The safe actions that may wait for the connection (spec: coupon name, saved coupons, screen logs, activity
 * reports) and their senders. Light on purpose: it is reachable from the entry, while IndexedDB and the senders
 * load only when an action is queued or the queue is replayed.
 */
import type { SafeActionSender } from './offline-queue';

export const SAFE_ACTION = {
  /** SaveCouponNameRequest for /Account/SaveCouponName. */
  couponName: 'couponName',
  /** AjaxHandlerRequest with action 'savecoupon'. */
  savedCoupon: 'savedCoupon',
  /** A coupon activity report (CouponActivityReport), posted to its configured URL (coupon-activity.api.ts). */
  activityReport: 'activityReport',
} as const;

const extraSenders = new Map<string, SafeActionSender>();

/**
 * Another feature's safe action (screen logs, activity reports): its sender, under a kind of its own. Queued actions
 * of a kind wait in the queue until a page that registered it replays them.
 */
export const registerSafeActionSender = (kind: string, sender: SafeActionSender): void => {
  extraSenders.set(kind, sender);
};

export const registeredSenders = (): Record<string, SafeActionSender> => Object.fromEntries(extraSenders);

/** Offline as the browser sees it: the action cannot reach the server now. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Keeps a safe action until the connection is back. Resolves false when the browser's storage refused it. */
export const queueSafeAction = async (kind: string, payload: unknown): Promise<boolean> => {
  try {
    const { enqueue } = await import('./offline-queue');
    await enqueue(kind, payload);
    return true;
  } catch {
    return false;
  }
};
