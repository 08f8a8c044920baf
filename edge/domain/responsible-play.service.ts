/**
 * Responsible play (Sorumlu Oyun): the member's stake and loss limits, session reminder and self-exclusion. A new
 * limit or a decrease applies at once; an increase or a removal waits 24 hours and then needs the member's second
 * confirmation. Self-exclusion can only be lengthened. Every change locks the member row (as the play does), so it
 * is ordered against plays, and writes an append-only audit row with the edge clock's time and the client address.
 */
import { fillTemplate } from '@shared/errors/catalogue';
import { RESPONSIBLE_PLAY_ERRORS, RESPONSIBLE_PLAY_MESSAGES as M, type ResponsiblePlayErrorCode } from '@shared/errors/responsible-play-messages';
import {
  EXCLUSION_DURATIONS_MS, LIMIT_KINDS, LIMIT_PERIODS, RESPONSIBLE_PLAY_RULES as RULES,
  type ExclusionDuration, type LimitKind, type LimitPeriod, type PlayLimitView, type PlaySessionAnswer,
  type ReminderMinutes, type ResponsiblePlayAnswer, type ResponsiblePlayState,
} from '@shared/protocol/responsible-play-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import type { Db, Queryable, Tx } from '../storage/db.port';
import { membersRepo } from '../storage/members.repo';
import { responsiblePlayRepo as repo, type LimitRow } from '../storage/responsible-play.repo';
import { isExcluded, periodMoney, usedOf } from './responsible-play.guard';

export interface ResponsiblePlayDeps {
  db: Db;
  now: () => number;
}

type Refused = Extract<ResponsiblePlayAnswer, { IsSuccess: false }>;
const refused = (code: ResponsiblePlayErrorCode, vars: Record<string, string> = {}): Refused => ({
  IsSuccess: false, Code: code, Message: fillTemplate(RESPONSIBLE_PLAY_ERRORS[code], vars),
});

const effectiveAt = (row: LimitRow): number | null => (row.pendingRequestedAt ? row.pendingRequestedAt.getTime() + RULES.increaseDelayMs : null);
const noPending = { pendingAmount: null, pendingRemove: false, pendingRequestedAt: null } as const;

/** The member's whole responsible-play state as the page shows it. */
export const stateOf = async (q: Queryable, memberId: number, at: number): Promise<ResponsiblePlayState> => {
  // One after another: inside a transaction the queries share one connection.
  const rows = await repo.limits(q, memberId);
  const settings = await repo.settings(q, memberId);
  const money = await periodMoney(q, memberId, at);
  const limits: PlayLimitView[] = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const due = row ? effectiveAt(row) : null;
      return {
        Kind: kind, Period: period, Amount: row?.amount ?? null, Used: Math.max(0, usedOf(kind, money[period])),
        PendingAmount: row?.pendingAmount ?? null, PendingRemove: row?.pendingRemove ?? false, PendingEffectiveAt: due,
        CanConfirm: due !== null && due <= at,
      };
    }),
  );
  return {
    Limits: limits,
    ReminderMinutes: settings.reminderMinutes,
    Exclusion: { Until: settings.excludedPermanently ? null : settings.excludedUntil?.getTime() ?? null, Permanent: settings.excludedPermanently, Active: isExcluded(settings, at) },
    Now: at,
  };
};

export const createResponsiblePlayService = ({ db, now }: ResponsiblePlayDeps) => {
  /** One change: lock the member row, apply, audit, answer the new state (or the refusal, writing nothing). */
  const change = (memberId: number, fn: (tx: Tx, at: number) => Promise<{ message: string; audit?: { action: string; detail: Record<string, unknown> } } | Refused>, address: string) =>
    db.transaction(async (tx): Promise<ResponsiblePlayAnswer> => {
      if ((await membersRepo.lockBalance(tx, memberId)) === null) throw new Error(`member ${memberId} not found`);
      const at = now();
      const done = await fn(tx, at);
      if ('IsSuccess' in done) return done;
      if (done.audit) await repo.audit(tx, { memberId, ...done.audit, address, at: new Date(at) });
      return { IsSuccess: true, Message: done.message, State: await stateOf(tx, memberId, at) };
    });

  const limitRow = async (tx: Tx, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<LimitRow> =>
    (await repo.limits(tx, memberId)).find((r) => r.kind === kind && r.period === period) ?? { kind, period, amount: null, ...noPending };

  return {
    state: (memberId: number): Promise<ResponsiblePlayState> => stateOf(db, memberId, now()),

    setLimit: (memberId: number, kind: LimitKind, period: LimitPeriod, amount: number | null, address: string) =>
      change(memberId, async (tx, at) => {
        const row = await limitRow(tx, memberId, kind, period);
        const from = row.amount;
        if (amount === null && from === null) return { message: M.limitRemovedNone };
        const looser = amount === null || (from !== null && amount > from);
        if (!looser) {
          // A new limit, a decrease or the same amount: in force at once, and any waiting loosening is dropped.
          await repo.saveLimit(tx, memberId, { kind, period, amount, ...noPending }, new Date(at));
          return { message: M.limitApplied, audit: { action: 'limit_set', detail: { kind, period, from, to: amount } } };
        }
        const pending = { pendingAmount: amount, pendingRemove: amount === null, pendingRequestedAt: new Date(at) };
        await repo.saveLimit(tx, memberId, { ...row, ...pending }, new Date(at));
        return {
          message: amount === null ? M.removalRequested : M.increaseRequested,
          audit: { action: amount === null ? 'limit_removal_requested' : 'limit_increase_requested', detail: { kind, period, from, to: amount } },
        };
      }, address),

    confirmLimit: (memberId: number, kind: LimitKind, period: LimitPeriod, address: string) =>
      change(memberId, async (tx, at) => {
        const row = await limitRow(tx, memberId, kind, period);
        const due = effectiveAt(row);
        if (due === null) return refused('NO_PENDING_CHANGE');
        if (due > at) return refused('CHANGE_NOT_DUE', { date: formatIstanbulDateTime(due) });
        const to = row.pendingRemove ? null : row.pendingAmount;
        await repo.saveLimit(tx, memberId, { kind, period, amount: to, ...noPending }, new Date(at));
        return { message: M.changeConfirmed, audit: { action: 'limit_change_confirmed', detail: { kind, period, from: row.amount, to } } };
      }, address),

    cancelLimitChange: (memberId: number, kind: LimitKind, period: LimitPeriod, address: string) =>
      change(memberId, async (tx, at) => {
        const row = await limitRow(tx, memberId, kind, period);
        if (effectiveAt(row) === null) return refused('NO_PENDING_CHANGE');
        await repo.saveLimit(tx, memberId, { ...row, ...noPending }, new Date(at));
        const asked = row.pendingRemove ? null : row.pendingAmount;
        return { message: M.changeCancelled, audit: { action: 'limit_change_cancelled', detail: { kind, period, amount: row.amount, asked } } };
      }, address),

    setReminder: (memberId: number, minutes: ReminderMinutes, address: string) =>
      change(memberId, async (tx, at) => {
        const s = await repo.settings(tx, memberId);
        await repo.saveSettings(tx, memberId, { ...s, reminderMinutes: minutes }, new Date(at));
        return { message: M.reminderSaved, audit: { action: 'reminder_set', detail: { from: s.reminderMinutes, to: minutes } } };
      }, address),

    selfExclude: (memberId: number, duration: ExclusionDuration, address: string) =>
      change(memberId, async (tx, at) => {
        const s = await repo.settings(tx, memberId);
        const length = EXCLUSION_DURATIONS_MS[duration];
        const until = length === null ? null : new Date(at + length);
        // Never shorter: a permanent exclusion stays, a running one only gives way to a later end.
        if (isExcluded(s, at) && (s.excludedPermanently || (until !== null && until.getTime() <= s.excludedUntil!.getTime()))) {
          return refused('EXCLUSION_CANNOT_SHORTEN');
        }
        await repo.saveSettings(tx, memberId, { ...s, excludedUntil: until, excludedPermanently: length === null }, new Date(at));
        return { message: M.excluded, audit: { action: 'self_excluded', detail: { duration, until: until?.getTime() ?? null } } };
      }, address),

    /** The session's figures for the reminder: time since the login, stakes and winnings since then. */
    async playSession(memberId: number, sessionStartedAt: number): Promise<PlaySessionAnswer> {
      const at = now();
      const settings = await repo.settings(db, memberId);
      const [{ stakes, returns }] = (await repo.moneySince(db, memberId, [new Date(sessionStartedAt)])) as [{ stakes: number; returns: number }];
      return { StartedAt: sessionStartedAt, Now: at, ReminderMinutes: settings.reminderMinutes, Stakes: stakes, Winnings: returns, Net: returns - stakes };
    },
  };
};

export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;
