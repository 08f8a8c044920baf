/**
 * The course inside the sets of a set sport, for its live state: the games and points of a tennis set, the points
 * of a volleyball or table tennis set, the rounds of a CS-GO map. The set model draws only who wins each set and
 * when it ends; each set's inner course is drawn from the match's course seed and the set's number whenever it is
 * needed, so it is the same after a checkpoint restore and needs no room in the checkpoint.
 */
import { SeededRandom, mixSeed, type Rng } from '@shared/random/seeded-random';

/** How the live state shows a set sport: its inner course, or only which map, frame, leg or game is in play. */
export type SetCourse = 'tennis' | 'volleyball' | 'tableTennis' | 'rounds' | 'units';

/** One set's inner course, from the home side's view: `true` is a point (game, round) won by home. */
export interface SetPlay {
  /** Points (volleyball, table tennis) or rounds (CS-GO) in the order played. */
  points: boolean[];
  /** Tennis: each game's winner and points in order, the last one a tie-break at 6-6. */
  games: { homeWon: boolean; points: boolean[]; tiebreak: boolean }[];
}

/** `won` true and `lost` false in a random order. */
const arrange = (rng: Rng, won: number, lost: number): boolean[] =>
  rng.shuffle([...new Array<boolean>(won).fill(true), ...new Array<boolean>(lost).fill(false)]);

/**
 * A race to `target` that the winner takes with the loser on `lost`, from the winner's view. Level at target - 1,
 * play goes on in blocks of `block` points each side: won by two with block 1 (deuce in a game, volleyball and
 * table tennis), first to four of six with block 3 (CS-GO overtime).
 */
export const raceCourse = (rng: Rng, target: number, lost: number, block: number): boolean[] => {
  if (lost <= target - 2) return [...arrange(rng, target - 1, lost), true];
  const extra = lost - (target - 1);
  const blocks = Math.floor(extra / block);
  const out = arrange(rng, target - 1, target - 1);
  for (let k = 0; k < blocks; k++) out.push(...arrange(rng, block, block));
  out.push(...arrange(rng, block, extra - blocks * block), true);
  return out;
};

/** The loser's points of a race: mostly well short of the target, sometimes level at target - 1 and beyond. */
const loserPoints = (rng: Rng, target: number, low: number, level: number, block: number): number =>
  rng.chance(level) ? target - 1 + rng.int(0, 2 * block) : rng.int(Math.round(target * low), target - 2);

const flip = (points: boolean[], homeWon: boolean): boolean[] => (homeWon ? points : points.map((p) => !p));

/** A tennis game's points: love games are rare, deuce comes one game in five. */
const tennisGame = (rng: Rng, homeWon: boolean): boolean[] => flip(raceCourse(rng, 4, rng.chance(0.2) ? 3 + rng.int(0, 3) : rng.weighted([3, 4, 3]), 1), homeWon);

const tennisSet = (rng: Rng, homeWon: boolean): SetPlay['games'] => {
  const lostGames = rng.weighted([3, 7, 12, 18, 20, 12, 14]);
  // 7-6: level at 6-6, then the tie-break; otherwise a race to six won by two (6-0 ... 6-4, 7-5).
  const order = lostGames === 6 ? [...arrange(rng, 5, 5), ...arrange(rng, 1, 1), true] : raceCourse(rng, 6, lostGames, 1);
  return order.map((setWinnerWon, i) => {
    const won = setWinnerWon === homeWon;
    if (lostGames === 6 && i === order.length - 1) return { homeWon: won, points: flip(raceCourse(rng, 7, loserPoints(rng, 7, 0, 0.25, 1), 1), won), tiebreak: true };
    return { homeWon: won, points: tennisGame(rng, won), tiebreak: false };
  });
};

/** The inner course of set `index` (0-based) of a match, won by home when `homeWon`; `deciding`: the last possible set. */
export const setPlayOf = (course: SetCourse, courseSeed: number, index: number, homeWon: boolean, deciding: boolean): SetPlay => {
  const rng = new SeededRandom(mixSeed(courseSeed, index));
  switch (course) {
    case 'tennis':
      return { points: [], games: tennisSet(rng, homeWon) };
    case 'volleyball': {
      const target = deciding ? 15 : 25;
      return { points: flip(raceCourse(rng, target, loserPoints(rng, target, 0.5, 0.12, 1), 1), homeWon), games: [] };
    }
    case 'tableTennis':
      return { points: flip(raceCourse(rng, 11, loserPoints(rng, 11, 0.2, 0.2, 1), 1), homeWon), games: [] };
    case 'rounds':
      return { points: flip(raceCourse(rng, 13, loserPoints(rng, 13, 0.25, 0.15, 3), 3), homeWon), games: [] };
    case 'units':
      return { points: [], games: [] };
  }
};

/** Home and away counts of the first `n` entries. */
export const tally = (points: readonly boolean[], n: number): [number, number] => {
  let h = 0;
  for (let i = 0; i < n; i++) if (points[i]) h++;
  return [h, n - h];
};

const TENNIS_POINTS = ['0', '15', '30', '40'] as const;

/** The points of a tennis game as shown: 0/15/30/40, 40-40 at deuce, AD for the side ahead after it; tie-break numbers. */
export const tennisPoints = (h: number, a: number, tiebreak: boolean): [string, string] => {
  if (tiebreak) return [String(h), String(a)];
  if (h >= 3 && a >= 3) return h === a ? ['40', '40'] : h > a ? ['AD', '40'] : ['40', 'AD'];
  return [TENNIS_POINTS[h] ?? '40', TENNIS_POINTS[a] ?? '40'];
};

/** Who serves point `point` of a game whose server is `gameServer`: in a tie-break the serve changes every two points. */
export const serverAt = (gameServer: 0 | 1, point: number, tiebreak: boolean): 0 | 1 =>
  (tiebreak ? (gameServer + Math.floor((point + 1) / 2)) % 2 : gameServer) as 0 | 1;
