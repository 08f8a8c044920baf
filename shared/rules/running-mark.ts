/**
 * The running mark of a selection on a live match (spec section 4: status id 1 thumbs-up, 2 thumbs-down): whether
 * it would win were the match to end at the current score. Defined only where the score alone decides the market:
 * the match result (1/X/2, or 1/2 where a level score is no result), double chance, both teams score and the full
 * time over/under lines; any other market (first half, handicap, exact score, set or game totals, outrights) has no
 * running mark. Markets are known by the names the program gives them. Pure.
 */
import { STATUS_ID } from '../constants/codes';
import type { LiveState } from '../protocol/program';

export type RunningMark = typeof STATUS_ID.thumbsUp | typeof STATUS_ID.thumbsDown;

export interface RunningPick {
  marketName: string;
  outcomeName: string;
}

const MATCH_RESULT = 'Maç Sonucu';
/** Two-way: overtime decides a level match, so a level score is no result yet. */
const MATCH_RESULT_WITH_OVERTIME = 'Maç Sonucu (Uzatmalar Dahil)';
const DOUBLE_CHANCE = 'Çifte Şans';
const BOTH_SCORE = 'Karşılıklı Gol';
/** '2,5 Alt/Üst' (football's fixed lines) and 'Alt/Üst (150,5)' (the other sports' lines): full-time totals. */
const TOTAL_LINE = [/^(\d+(?:,\d+)?) Alt\/Üst$/, /^Alt\/Üst \((\d+(?:,\d+)?)\)$/];

/** Live states whose matches cannot end level: set and map sports play to a winner. */
const NO_DRAW: ReadonlySet<LiveState['kind']> = new Set(['sets', 'maps']);

const mark = (wins: boolean): RunningMark => (wins ? STATUS_ID.thumbsUp : STATUS_ID.thumbsDown);

const lineOf = (marketName: string): number | null => {
  for (const re of TOTAL_LINE) {
    const m = re.exec(marketName);
    if (m) return Number(m[1]!.replace(',', '.'));
  }
  return null;
};

const matchResult = (outcome: string, h: number, a: number, draws: boolean): RunningMark | null => {
  if (h === a && !draws) return null;
  const result = h > a ? '1' : h < a ? '2' : 'X';
  return outcome === '1' || outcome === 'X' || outcome === '2' ? mark(outcome === result) : null;
};

const doubleChance = (outcome: string, h: number, a: number): RunningMark | null => {
  if (outcome === '1-X') return mark(h >= a);
  if (outcome === '1-2') return mark(h !== a);
  if (outcome === 'X-2') return mark(h <= a);
  return null;
};

/**
 * Thumbs-up or thumbs-down for the current score, or null where the market has no running mark (or no score yet).
 * `liveKind`: the match's live-state kind, which tells whether a level score is a result.
 */
export const runningMark = (pick: RunningPick, score: readonly [number, number] | null | undefined, liveKind?: LiveState['kind'] | null): RunningMark | null => {
  if (!score) return null;
  const [h, a] = score;
  const { marketName, outcomeName } = pick;
  if (marketName === MATCH_RESULT) return matchResult(outcomeName, h, a, !(liveKind && NO_DRAW.has(liveKind)));
  if (marketName === MATCH_RESULT_WITH_OVERTIME) return matchResult(outcomeName, h, a, false);
  if (marketName === DOUBLE_CHANCE) return doubleChance(outcomeName, h, a);
  if (marketName === BOTH_SCORE) {
    if (outcomeName === 'Var') return mark(h > 0 && a > 0);
    if (outcomeName === 'Yok') return mark(!(h > 0 && a > 0));
    return null;
  }
  const line = lineOf(marketName);
  if (line === null) return null;
  if (outcomeName === 'Üst') return mark(h + a > line);
  if (outcomeName === 'Alt') return mark(h + a < line);
  return null;
};
