/**
 * What the play transaction asks of responsible play, under the member's row lock (so concurrent plays are judged
 * one after the other against the same sums): self-exclusion, then every stake and loss limit in force over its
 * Istanbul period. A stake limit counts the period's stakes; a loss limit its stakes minus winnings and refunds.
 */
import { formatMoney } from '@shared/format/tr';
import { fillTemplate } from '@shared/errors/catalogue';
import {
  EXCLUDED_PERMANENT_TEXT, EXCLUDED_UNTIL_TEXT, LIMIT_NAMES, RESPONSIBLE_PLAY_REFUSALS,
} from '@shared/errors/responsible-play-messages';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@shared/protocol/responsible-play-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { istanbulPeriodStart } from '@shared/time/istanbul-periods';
import type { Queryable } from '../storage/db.port';
import { responsiblePlayRepo, type MoneySince, type SettingsRow } from '../storage/responsible-play.repo';
import type { PlayRefusal } from './play-coupon.check';

export const isExcluded = (s: SettingsRow, at: number): boolean =>
  s.excludedPermanently || (s.excludedUntil !== null && s.excludedUntil.getTime() > at);

/** The self-exclusion refusal of a play, or null when the member may play. */
export const exclusionRefusal = (s: SettingsRow, at: number): PlayRefusal | null => {
  if (!isExcluded(s, at)) return null;
  const until = s.excludedPermanently ? EXCLUDED_PERMANENT_TEXT : fillTemplate(EXCLUDED_UNTIL_TEXT, { date: formatIstanbulDateTime(s.excludedUntil!.getTime()) });
  return { IsSuccess: false, Code: 'SELF_EXCLUDED', Message: fillTemplate(RESPONSIBLE_PLAY_REFUSALS.SELF_EXCLUDED, { until }) };
};

/** What a limit of this kind has used of its period (a loss may be negative: winnings above stakes). */
export const usedOf = (kind: LimitKind, m: MoneySince): number => (kind === 'stake' ? m.stakes : m.stakes - m.returns);

/** The period sums for each period, read in one query. */
export const periodMoney = async (q: Queryable, memberId: number, at: number): Promise<Record<LimitPeriod, MoneySince>> => {
  const sums = await responsiblePlayRepo.moneySince(q, memberId, LIMIT_PERIODS.map((p) => new Date(istanbulPeriodStart(p, at))));
  return { day: sums[0]!, week: sums[1]!, month: sums[2]! };
};

/** Self-exclusion and the limits against a play of `amount` kuruş; call inside the play transaction after the lock. */
export const responsiblePlayRefusal = async (q: Queryable, memberId: number, amount: number, at: number): Promise<PlayRefusal | null> => {
  const excluded = exclusionRefusal(await responsiblePlayRepo.settings(q, memberId), at);
  if (excluded) return excluded;
  const limits = (await responsiblePlayRepo.limits(q, memberId)).filter((l) => l.amount !== null);
  if (limits.length === 0) return null;
  const money = await periodMoney(q, memberId, at);
  for (const kind of ['loss', 'stake'] as const) {
    for (const period of LIMIT_PERIODS) {
      const limit = limits.find((l) => l.kind === kind && l.period === period)?.amount;
      if (limit == null) continue;
      const used = usedOf(kind, money[period]);
      if (used + amount <= limit) continue;
      const code = kind === 'stake' ? 'STAKE_LIMIT_EXCEEDED' : 'LOSS_LIMIT_EXCEEDED';
      const message = fillTemplate(RESPONSIBLE_PLAY_REFUSALS[code], {
        name: LIMIT_NAMES[kind][period], limit: formatMoney(limit), remaining: formatMoney(Math.max(0, limit - used)),
      });
      return { IsSuccess: false, Code: code, Message: message };
    }
  }
  return null;
};
