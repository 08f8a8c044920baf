/**
 * Raffles and winners: the public raffle list and a drawn raffle's entries (to recompute it), the winners page's
 * data, members' winner stories (with consent), and the ops calls to create a raffle and run its draw (behind
 * OPS_TOKEN and, as every POST, the anti-forgery token).
 */
import { RAFFLE_MESSAGES } from '@shared/constants/raffle-texts';
import { CONTENT_API as P, type CreateRaffleRequest, type SaveStoryRequest } from '@shared/protocol/content-api';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, refusal, requireMember } from './member-guard';
import { passOpsGuard } from './ops-guard';
import { createRaffleBody, drawBody, raffleIdQuery, storyBody, withdrawStoryBody } from './content.schemas';

const DRAW_REFUSALS = {
  notFound: { status: HTTP.notFound, code: 'NOT_FOUND', message: RAFFLE_MESSAGES.notFound },
  tooEarly: { status: HTTP.conflict, code: 'TOO_EARLY', message: RAFFLE_MESSAGES.tooEarly },
  alreadyDrawn: { status: HTTP.conflict, code: 'ALREADY_DRAWN', message: RAFFLE_MESSAGES.alreadyDrawn },
} as const;

const STORY_REFUSALS = {
  notWon: { status: HTTP.unprocessable, code: 'NOT_WON', message: RAFFLE_MESSAGES.storyCouponNotWon },
  noConsent: { status: HTTP.unprocessable, code: 'CONSENT_REQUIRED', message: RAFFLE_MESSAGES.storyConsentRequired },
  length: { status: HTTP.unprocessable, code: 'STORY_LENGTH', message: RAFFLE_MESSAGES.storyLength },
} as const;

export const rafflesRoutes: AreaPlugin<'config' | 'sessions' | 'raffles' | 'winners'> = async (app, { config, sessions, raffles, winners }) => {
  const memberOnly = requireMember(sessions);

  app.get(P.raffles, async () => raffles.list());

  app.get<{ Querystring: { raffleId: string } }>(P.raffleEntries, { schema: { querystring: raffleIdQuery } }, async (req, reply) => {
    const answer = await raffles.entries(Number(req.query.raffleId));
    if (!answer) return reply.code(HTTP.notFound).send(refusal('NOT_DRAWN', RAFFLE_MESSAGES.notDrawn));
    return answer;
  });

  app.get(P.winners, async () => winners.winners());

  app.get(P.storyCoupons, { preHandler: memberOnly }, async (req) => winners.storyCoupons(memberIdOf(req)));

  app.post<{ Body: SaveStoryRequest }>(P.saveStory, { schema: { body: storyBody }, preHandler: memberOnly }, async (req, reply) => {
    const outcome = await winners.saveStory(memberIdOf(req), req.body.couponNo, req.body.story, req.body.consent);
    if (outcome === 'saved') return { IsSuccess: true };
    const r = STORY_REFUSALS[outcome];
    return reply.code(r.status).send(refusal(r.code, r.message));
  });

  app.post<{ Body: { couponNo: string } }>(P.withdrawStory, { schema: { body: withdrawStoryBody }, preHandler: memberOnly }, async (req, reply) => {
    if (await winners.withdrawStory(memberIdOf(req), req.body.couponNo)) return { IsSuccess: true };
    return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', RAFFLE_MESSAGES.storyNotFound));
  });

  app.post<{ Body: CreateRaffleRequest }>(P.opsRaffles, { schema: { body: createRaffleBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const b = req.body;
    const valid = b.periodStart < b.periodEnd && b.periodEnd <= b.drawAt && b.title.trim() !== '' && b.prize.trim() !== '';
    if (!valid) return reply.code(HTTP.badRequest).send(refusal('INVALID_RAFFLE', RAFFLE_MESSAGES.invalid));
    return raffles.create(b);
  });

  app.post<{ Body: { raffleId: number } }>(P.opsRaffleDraw, { schema: { body: drawBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const outcome = await raffles.draw(req.body.raffleId);
    if (outcome.ok) return outcome.raffle;
    const r = DRAW_REFUSALS[outcome.reason];
    return reply.code(r.status).send(refusal(r.code, r.message));
  });
};
