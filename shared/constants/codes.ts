/** Outcome, event, bank, colour and status codes of spec section 4, message types and dialog titles. */
export const OUTCOME_STATUS = { lockedA: -1, lockedB: -2, disabled: 0, open: 1 } as const;
export type OutcomeStatus = (typeof OUTCOME_STATUS)[keyof typeof OUTCOME_STATUS];

export const EVENT_STATUS = { lockedA: -1, locked: 0, open: 1, finished: 2, cancelled: 3, postponed: 4, abandoned: 5 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

/** 1: banker active; 0: banker disabled for the row; 2: banker possible but not chosen. */
export const BANK_STATUS = { disabled: 0, active: 1, available: 2 } as const;
export type BankStatus = (typeof BANK_STATUS)[keyof typeof BANK_STATUS];

export const COLOR_ID = { none: 1, win: 2, lose: 3 } as const;
export type ColorId = (typeof COLOR_ID)[keyof typeof COLOR_ID];

export const STATUS_ID = { thumbsUp: 1, thumbsDown: 2, check: 3, cross: 4, cancelled: 5, delayed: 6 } as const;
export type StatusId = (typeof STATUS_ID)[keyof typeof STATUS_ID];

export const MESSAGE_TYPE = { error: 0, warning: 1, ok: 2, information: 3 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

export const DIALOG_TITLES = { error: 'Hata', info: 'Bilgi', confirm: 'Onay', warning: 'Uyarı' } as const;

export const DIALOG_TITLE_BY_MESSAGE_TYPE: Record<MessageType, string> = {
  0: DIALOG_TITLES.error,
  1: DIALOG_TITLES.warning,
  2: DIALOG_TITLES.info,
  3: DIALOG_TITLES.info,
};

export const INSUFFICIENT_BALANCE_TITLE = 'Yetersiz Bakiye';

/** Outcome status -1/-2 is locked. */
export const isOutcomeLocked = (status: number): boolean =>
  status === OUTCOME_STATUS.lockedA || status === OUTCOME_STATUS.lockedB;

/** Event status -1/0 on a live event is locked live. */
export const isEventLockedLive = (eventStatus: number, live: boolean): boolean =>
  live && (eventStatus === EVENT_STATUS.lockedA || eventStatus === EVENT_STATUS.locked);

export type RowState = 'open' | 'locked' | 'lockedLive' | 'disabled';

/** The display state of a coupon row (spec section 4, coupon outcome). */
export const couponRowState = (outcomeStatus: number, eventStatus: number, live: boolean): RowState => {
  if (isOutcomeLocked(outcomeStatus)) return live ? 'lockedLive' : 'locked';
  if (isEventLockedLive(eventStatus, live)) return 'lockedLive';
  if (outcomeStatus === OUTCOME_STATUS.disabled) return 'disabled';
  return 'open';
};
