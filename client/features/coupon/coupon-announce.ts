/**
 * What the coupon's spoken notices say: a watched view of the coupon (its rows' events, picks, odds, live state and
 * score) and the notices between two such views. Pure; CouponAnnouncements feeds them to the announcer.
 */
import { formatOdd } from '@shared/format/tr';
import { ANNOUNCE_TEXTS } from '@shared/constants/a11y-texts';
import type { RootState } from '../../app/store';
import { selectEventByCode } from '../program/program.selectors';
import { selectCouponLines } from './coupon.selectors';

export interface WatchedRow {
  id: number;
  code: number;
  event: string;
  pick: string;
  odd: number;
  live: boolean;
  /** 'home-away' while the event has a score. */
  score: string | null;
}

export interface CouponWatch {
  rows: WatchedRow[];
  /** A play was under way: a coupon emptied now was played, not cleared. */
  playing: boolean;
}

export interface Notice {
  message: string;
  /** What it is about: repeats of one key are held back by the announcer. */
  key: string | null;
}

/** The watched view, one string per row so the selector's result compares cheaply (see sameWatch). */
export const selectCouponWatch = (state: RootState): CouponWatch => ({
  playing: state.coupon.play.inFlight,
  rows: selectCouponLines(state).map((l) => {
    const score = selectEventByCode(state, l.code)?.score ?? null;
    return {
      id: l.outcomeId,
      code: l.code,
      event: l.eventName,
      pick: `${l.marketName} ${l.outcomeName}`,
      odd: l.currentOdd,
      live: l.live,
      score: score ? `${score[0]}-${score[1]}` : null,
    };
  }),
});

export const sameWatch = (a: CouponWatch, b: CouponWatch): boolean =>
  a.playing === b.playing &&
  a.rows.length === b.rows.length &&
  a.rows.every((r, i) => {
    const o = b.rows[i]!;
    return r.id === o.id && r.odd === o.odd && r.live === o.live && r.score === o.score;
  });

/** The notices from one view of the coupon to the next (none for the first view: a page load says nothing). */
export function couponNotices(prev: CouponWatch | null, next: CouponWatch): Notice[] {
  if (!prev) return [];
  const out: Notice[] = [];
  const before = new Map(prev.rows.map((r) => [r.id, r]));
  const now = new Set(next.rows.map((r) => r.id));
  const removed = prev.rows.filter((r) => !now.has(r.id));
  if (next.rows.length === 0 && removed.length > 0) {
    // Emptied: a played coupon is announced by the play itself.
    if (!prev.playing) out.push({ message: ANNOUNCE_TEXTS.cleared, key: 'coupon' });
    return out;
  }
  for (const r of removed) out.push({ message: ANNOUNCE_TEXTS.removed(r.event), key: null });
  for (const r of next.rows) {
    const old = before.get(r.id);
    if (!old) {
      out.push({ message: ANNOUNCE_TEXTS.added(r.event, r.pick, formatOdd(r.odd)), key: null });
      continue;
    }
    if (!old.live && r.live) out.push({ message: ANNOUNCE_TEXTS.liveStarted(r.event), key: `live:${r.code}` });
    if (r.score && r.score !== old.score) {
      const [home, away] = r.score.split('-').map(Number);
      out.push({ message: ANNOUNCE_TEXTS.score(r.event, home ?? 0, away ?? 0), key: `score:${r.code}` });
    }
    if (r.odd !== old.odd) out.push({ message: ANNOUNCE_TEXTS.oddChanged(r.event, formatOdd(old.odd), formatOdd(r.odd)), key: `odd:${r.id}` });
  }
  return out;
}
