/**
 * Builds a match's model from its sport's settings and the two sides' strengths (0 weakest .. 1 strongest): the
 * strength gap sets goal means, points, set-win or bout probabilities, and so every price of the match.
 */
import { FightSim } from './fight-model';
import { GoalsSim } from './goals-model';
import type { MatchSim } from './market-spec';
import { PointsSim } from './points-model';
import type { Rng } from '@shared/random/seeded-random';
import { SetsSim } from './sets-model';
import type { ModelSettings } from './sport-plan';

export const createMatchSim = (model: ModelSettings, strengthH: number, strengthA: number, liveShare: number, rng: Rng): MatchSim => {
  const gap = strengthH - strengthA;
  switch (model.kind) {
    case 'goals':
      return new GoalsSim({
        variant: model.variant,
        meanH: model.baseMean * Math.exp((model.spread * gap) / 2 + model.homeAdvantage),
        meanA: model.baseMean * Math.exp((-model.spread * gap) / 2),
        clock: model.clock, periodShare: model.periodShare, dangerPerMinute: model.dangerPerMinute,
      }, rng);
    case 'points':
      return new PointsSim({
        variant: model.variant,
        meanH: model.baseMean + (model.spread * gap) / 2 + model.homeAdvantage,
        meanA: model.baseMean - (model.spread * gap) / 2,
        clock: model.clock, plays: model.plays, dangerPerMinute: model.dangerPerMinute,
      }, rng);
    case 'sets':
      return new SetsSim({
        pSet: 0.5 + (model.spread * gap) / 2, setsToWin: model.setsToWin, setWallMinutes: model.setWallMinutes,
        unit: model.unit, winnerName: model.winnerName, course: model.course, liveCapable: liveShare > 0, dangerPerMinute: model.dangerPerMinute,
      }, rng);
    case 'fight':
      return new FightSim({
        pHome: (1 - model.pDraw) * (0.5 + (model.spread * gap) / 2), pDraw: model.pDraw,
        pDistance: model.pDistance, wallMinutes: model.wallMinutes,
      }, rng);
  }
};
