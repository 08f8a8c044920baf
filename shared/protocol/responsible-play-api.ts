/**
 * Responsible play (Sorumlu Oyun): paths, shapes and the fixed choices of the member's stake and loss limits, the
 * session reminder and self-exclusion (see edge/http/API.md "Responsible play"). Money is integer kuruş, times epoch ms.
 */
export const RESPONSIBLE_PLAY_API = {
  get: '/Member/GetResponsiblePlay',
  setLimit: '/Member/SetPlayLimit',
  confirmLimit: '/Member/ConfirmPlayLimit',
  cancelLimitChange: '/Member/CancelPlayLimitChange',
  setReminder: '/Member/SetSessionReminder',
  selfExclude: '/Member/SelfExclude',
  playSession: '/Member/GetPlaySession',
} as const;

export const LIMIT_KINDS = ['stake', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Istanbul calendar periods: the day from 00:00, the week from Monday 00:00, the month from the 1st 00:00. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const RESPONSIBLE_PLAY_RULES = {
  /** An increase or removal waits this long, then needs the member's second confirmation. */
  increaseDelayMs: 24 * 3_600_000,
  /** Limits are whole liras from 1 TL to 1.000.000 TL (kuruş on the wire). */
  minLimitKurus: 100,
  maxLimitKurus: 100_000_000,
  limitStepKurus: 100,
  /** Session reminder choices in minutes; 0 is off. */
  reminderMinutes: [0, 30, 60] as const,
} as const;
export type ReminderMinutes = (typeof RESPONSIBLE_PLAY_RULES.reminderMinutes)[number];

/** Self-exclusion lengths; 'permanent' has none. Cannot be shortened or lifted early. */
export const EXCLUSION_DURATIONS_MS = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  permanent: null,
} as const;
export type ExclusionDuration = keyof typeof EXCLUSION_DURATIONS_MS;
export const EXCLUSION_CHOICES = Object.keys(EXCLUSION_DURATIONS_MS) as ExclusionDuration[];

export interface PlayLimitView {
  Kind: LimitKind;
  Period: LimitPeriod;
  /** The limit in force, or null for none. */
  Amount: number | null;
  /** What the current period has used: stakes (stake limit) or stakes minus winnings and refunds (loss limit, never below 0). */
  Used: number;
  /** A requested increase waiting for its 24 hours and the confirmation; null when none or a removal is asked. */
  PendingAmount: number | null;
  PendingRemove: boolean;
  /** When the waiting change may be confirmed, or null when nothing waits. */
  PendingEffectiveAt: number | null;
  CanConfirm: boolean;
}

export interface ResponsiblePlayState {
  Limits: PlayLimitView[];
  ReminderMinutes: ReminderMinutes;
  /** Self-exclusion: until when (null: none or permanent), permanent, and whether play is refused now. */
  Exclusion: { Until: number | null; Permanent: boolean; Active: boolean };
  Now: number;
}

export interface SetPlayLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  /** The new limit in kuruş, or null to remove it. */
  amount: number | null;
}
export interface PlayLimitKeyRequest {
  kind: LimitKind;
  period: LimitPeriod;
}
export interface SetSessionReminderRequest {
  minutes: ReminderMinutes;
}
export interface SelfExcludeRequest {
  duration: ExclusionDuration;
}

/** Every change answers the new state and a Turkish confirmation; a refusal `{ IsSuccess: false, Code, Message }`. */
export type ResponsiblePlayAnswer =
  | { IsSuccess: true; Message: string; State: ResponsiblePlayState }
  | { IsSuccess: false; Code: string; Message: string };

/** The session's figures for the reminder: since the login, in kuruş; Net = Winnings - Stakes. */
export interface PlaySessionAnswer {
  StartedAt: number;
  Now: number;
  ReminderMinutes: ReminderMinutes;
  Stakes: number;
  Winnings: number;
  Net: number;
}
