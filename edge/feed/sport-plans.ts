/**
 * The generator's plan for every sport of SPORTS: match model with the sport's own numbers (goals, points, set
 * lengths, clocks) and its competitions. Weekly counts put football near 300 events over seven days, basketball
 * and tennis near 100, the small sports between 5 and 30.
 */
import { FOOTBALL_COMPETITIONS } from './football-competitions.data';
import {
  AMERICAN_FOOTBALL_COMPETITIONS, BASKETBALL_COMPETITIONS, EBASKETBALL_COMPETITIONS, EFOOTBALL_COMPETITIONS,
  HANDBALL_COMPETITIONS, ICE_HOCKEY_COMPETITIONS, OLYMPIC_COMPETITIONS, VOLLEYBALL_COMPETITIONS,
} from './team-sports.data';
import {
  ARCHERY_COMPETITIONS, ATHLETICS_COMPETITIONS, BOXING_COMPETITIONS, CYCLING_COMPETITIONS, DUEL_COMPETITIONS,
  JUDO_COMPETITIONS, MMA_COMPETITIONS, MOTOR_COMPETITIONS, OTHER_EVENT_COMPETITIONS, SNOOKER_COMPETITIONS,
  TABLE_TENNIS_COMPETITIONS, TENNIS_COMPETITIONS,
} from './player-sports.data';
import {
  COD_COMPETITIONS, CS_COMPETITIONS, DOTA_COMPETITIONS, HEARTHSTONE_COMPETITIONS, LOL_COMPETITIONS,
  OVERWATCH_COMPETITIONS, SC2_COMPETITIONS,
} from './esports.data';
import type { SetCourse } from './set-course';
import { FOOTBALL_CLOCK, type ModelSettings, type SportPlan } from './sport-plan';

const BASKET_PLAYS = [[1, 0.18], [2, 0.55], [3, 0.27]] as const;
/** Four quarters; breaks fill the wall time up to two hours unless given. */
const basketball = (baseMean: number, periodMinutes: number, periodWallMinutes: number, breakWallMinutes?: number): ModelSettings => ({
  kind: 'points', variant: 'basketball', baseMean, spread: baseMean * 0.2, homeAdvantage: 2.5,
  clock: { periods: 4, periodMinutes, periodWallMinutes, breakWallMinutes: breakWallMinutes ?? (120 - 4 * periodWallMinutes) / 3 },
  plays: BASKET_PLAYS, dangerPerMinute: 0.15,
});
const sets = (setsToWin: number, setWallMinutes: number, unit: string, spread: number, dangerPerMinute: number, course: SetCourse = 'units'): ModelSettings => ({
  kind: 'sets', setsToWin, setWallMinutes, unit, winnerName: 'Maç Sonucu', spread, dangerPerMinute, course,
});
const headToHead = (wallMinutes: number, spread: number): ModelSettings => ({
  kind: 'sets', setsToWin: 1, setWallMinutes: wallMinutes, unit: 'Set', winnerName: 'Hangisi Önde Bitirir', spread, dangerPerMinute: 0,
  course: 'units',
});
const single = (wallMinutes: number, spread: number): ModelSettings => sets(1, wallMinutes, 'Set', spread, 0);

const VOLLEY = sets(3, 27, 'Set', 0.34, 0.3, 'volleyball');

const plan = (
  sportId: number, model: ModelSettings, liveShare: number, competitions: SportPlan['competitions'], squads?: readonly string[],
): SportPlan => ({ sportId, model, liveShare, competitions, ...(squads ? { squads } : {}) });

export const SPORT_PLANS: readonly SportPlan[] = [
  plan(1, {
    kind: 'goals', variant: 'football', baseMean: 1.35, spread: 1.2, homeAdvantage: 0.12, clock: FOOTBALL_CLOCK,
    periodShare: [0.45, 0.55], dangerPerMinute: 0.08,
  }, 0.9, FOOTBALL_COMPETITIONS, ['U21', 'U19', 'Kadınlar']),
  plan(2, basketball(81, 10, 25), 0.9, BASKETBALL_COMPETITIONS(basketball(114, 12, 25))),
  plan(3, VOLLEY, 0.8, VOLLEYBALL_COMPETITIONS),
  plan(4, {
    kind: 'goals', variant: 'hockey', baseMean: 3, spread: 0.5, homeAdvantage: 0.08,
    clock: { periods: 3, periodMinutes: 20, periodWallMinutes: 38, breakWallMinutes: 18 },
    periodShare: [0.32, 0.33, 0.35], dangerPerMinute: 0.1,
  }, 0.8, ICE_HOCKEY_COMPETITIONS),
  plan(5, sets(2, 45, 'Set', 0.5, 0.4, 'tennis'), 0.9, TENNIS_COMPETITIONS),
  plan(6, {
    kind: 'points', variant: 'handball', baseMean: 29, spread: 7, homeAdvantage: 1.2,
    clock: { periods: 2, periodMinutes: 30, periodWallMinutes: 37, breakWallMinutes: 15 },
    plays: [[1, 1]], dangerPerMinute: 0.15,
  }, 0.7, HANDBALL_COMPETITIONS),
  plan(16, {
    kind: 'points', variant: 'americanFootball', baseMean: 23, spread: 12, homeAdvantage: 1.5,
    clock: { periods: 4, periodMinutes: 15, periodWallMinutes: 45, breakWallMinutes: 8 },
    plays: [[3, 0.35], [7, 0.55], [6, 0.05], [2, 0.05]], dangerPerMinute: 0.05,
  }, 0.7, AMERICAN_FOOTBALL_COMPETITIONS),
  plan(17, headToHead(270, 0.5), 0, CYCLING_COMPETITIONS),
  plan(19, sets(4, 17, 'Frame', 0.3, 0.3), 0.6, SNOOKER_COMPETITIONS),
  plan(20, sets(3, 9, 'Set', 0.3, 0.5, 'tableTennis'), 0.85, TABLE_TENNIS_COMPETITIONS),
  plan(11, headToHead(110, 0.5), 0, MOTOR_COMPETITIONS),
  plan(26, VOLLEY, 0.5, OLYMPIC_COMPETITIONS(basketball(80, 10, 25), VOLLEY)),
  plan(543, { kind: 'fight', pDraw: 0.03, pDistance: 0.45, wallMinutes: 60, spread: 0.6 }, 0, BOXING_COMPETITIONS),
  plan(561, headToHead(15, 0.5), 0, ATHLETICS_COMPETITIONS),
  plan(583, single(8, 0.4), 0, JUDO_COMPETITIONS),
  plan(681, single(14, 0.3), 0, ARCHERY_COMPETITIONS),
  plan(117, { kind: 'fight', pDraw: 0.01, pDistance: 0.4, wallMinutes: 45, spread: 0.6 }, 0, MMA_COMPETITIONS),
  plan(137, {
    kind: 'goals', variant: 'efootball', baseMean: 2.3, spread: 0.6, homeAdvantage: 0.05,
    clock: { periods: 2, periodMinutes: 45, periodWallMinutes: 6, breakWallMinutes: 2 },
    periodShare: [0.5, 0.5], dangerPerMinute: 0.05,
  }, 1, EFOOTBALL_COMPETITIONS),
  plan(153, basketball(60, 5, 6, 2), 1, EBASKETBALL_COMPETITIONS),
  plan(109, sets(2, 45, 'Harita', 0.36, 0.3, 'rounds'), 0.6, CS_COMPETITIONS),
  plan(110, sets(2, 33, 'Harita', 0.36, 0.3), 0.6, LOL_COMPETITIONS),
  plan(111, sets(2, 42, 'Harita', 0.36, 0.3), 0.6, DOTA_COMPETITIONS),
  plan(112, sets(3, 14, 'Harita', 0.4, 0.3), 0.6, SC2_COMPETITIONS),
  plan(113, sets(3, 10, 'Oyun', 0.2, 0.3), 0.6, HEARTHSTONE_COMPETITIONS),
  plan(118, sets(3, 12, 'Harita', 0.3, 0.3), 0.6, COD_COMPETITIONS),
  plan(121, sets(3, 14, 'Harita', 0.3, 0.3), 0.6, OVERWATCH_COMPETITIONS),
  plan(98, sets(3, 18, 'Set', 0.3, 0.3), 0.5, DUEL_COMPETITIONS),
  plan(99, sets(5, 3.5, 'Leg', 0.24, 0.5), 0.6, OTHER_EVENT_COMPETITIONS(sets(2, 20, 'Oyun', 0.3, 0.2))),
];

export const planFor = (sportId: number): SportPlan | undefined => SPORT_PLANS.find((p) => p.sportId === sportId);
