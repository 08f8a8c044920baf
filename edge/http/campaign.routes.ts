/**
 * Campaign participation (spec section 7): GET /forms/Campaigns/CampaignV2Participate.aspx?REQ=ASNYC&CID={id}.
 * Members only (a visitor gets 401 NOT_AUTHORIZED; the campaign page then shows its login form). It is a GET
 * that records something, so requests another site starts (Sec-Fetch-Site cross-site or same-site) are refused;
 * taking part twice records once.
 */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_API, CAMPAIGN_TEXTS, findCampaign, type CampaignParticipationAnswer } from '@shared/constants/campaigns';
import { MESSAGES } from '@shared/errors/catalogue';
import { campaignParticipationsRepo } from '../storage/campaign-participations.repo';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { loadSession } from './request-guard.hook';

export const participateQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['REQ', 'CID'],
  properties: {
    REQ: { type: 'string', enum: [CAMPAIGN_API.asyncRequest] },
    CID: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
} as const;

const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

export const registerCampaignRoutes = (app: FastifyInstance, { db, sessions, now }: HttpDeps): void => {
  app.get<{ Querystring: { REQ: string; CID: string } }>(
    CAMPAIGN_API.participate,
    { schema: { querystring: participateQuery } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const site = req.headers['sec-fetch-site'];
      if (typeof site === 'string' && FOREIGN_FETCH_SITES.has(site)) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
      const campaign = findCampaign(Number(req.query.CID));
      if (!campaign) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND', CAMPAIGN_TEXTS.notFound));
      const session = await loadSession(req, sessions);
      const memberId = session?.memberId;
      if (!memberId) return reply.code(HTTP.unauthorized).send({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn });
      const added = await campaignParticipationsRepo.add(db, memberId, campaign.id, new Date(now()));
      const answer: CampaignParticipationAnswer = added
        ? { IsSuccess: true, Code: 'PARTICIPATED', Message: CAMPAIGN_TEXTS.joined }
        : { IsSuccess: true, Code: 'ALREADY_PARTICIPATED', Message: CAMPAIGN_TEXTS.alreadyJoined };
      return answer;
    },
  );
};
