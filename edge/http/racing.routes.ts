/**
 * Horse racing (at yarışı): the day's program, a race card, the results (anyone), Ganyan play and the member's
 * Ganyan coupons (members only; play rate-limited like the iddaa play). A refusal carries the Turkish message.
 */
import { RACING_API as P, type PlayGanyanRequest } from '@shared/protocol/racing-api';
import { RACING_REFUSALS } from '@shared/errors/racing-messages';
import type { AreaPlugin } from './http-deps';
import { HTTP, playRefusalStatus } from './answers';
import { memberIdOf, refusal, requireMember } from './member-guard';
import { playRateLimit } from './play-rate-limit.hook';
import { playGanyanBody, raceIdQuery, racingDayQuery } from './racing.schemas';

export const racingRoutes: AreaPlugin<'sessions' | 'config' | 'racing'> = async (app, { sessions, config, racing }) => {
  const limited = playRateLimit(app, config.playRateLimitPerMember, config.playRateLimitPerIp);

  app.get<{ Querystring: { day?: string } }>(P.program, { schema: { querystring: racingDayQuery } }, async (req) => racing.program.program(req.query.day));

  app.get<{ Querystring: { day?: string } }>(P.results, { schema: { querystring: racingDayQuery } }, async (req) => racing.program.results(req.query.day));

  app.get<{ Querystring: { raceId: string } }>(P.race, { schema: { querystring: raceIdQuery } }, async (req, reply) => {
    const card = await racing.program.race(Number(req.query.raceId));
    return card ?? reply.code(HTTP.notFound).send(refusal('RACE_NOT_FOUND', RACING_REFUSALS.RACE_NOT_FOUND));
  });

  app.post<{ Body: PlayGanyanRequest }>(
    P.play,
    { schema: { body: playGanyanBody }, onRequest: limited, preHandler: requireMember(sessions) },
    async (req, reply) => {
      const result = await racing.play.play(memberIdOf(req), req.body);
      if (result.kind === 'refused') return reply.code(playRefusalStatus(result.answer.Code)).send(result.answer);
      return result.answer;
    },
  );

  app.get(P.myBets, { preHandler: requireMember(sessions) }, async (req) => racing.bets.myBets(memberIdOf(req)));
};
