/**
 * Campaign participation (spec section 7): GET /forms/Campaigns/CampaignV2Participate.aspx?REQ=ASNYC&CID={id}.
 * Members only (a visitor gets 401 NOT_AUTHORIZED; the campaign page then shows its login form). It is a GET
 * that records something, so requests another site starts (Sec-Fetch-Site cross-site or same-site) are refused;
 * taking part twice records once. The foreign-site and unknown-campaign refusals come before the member check.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAMPAIGN_API, CAMPAIGN_TEXTS } from '@shared/constants/campaigns';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { participateQuery } from './campaign.schemas';
import { memberIdOf, requireMember } from './member-guard';

const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

type ParticipateRequest = { Querystring: { REQ: string; CID: string } };

export const campaignRoutes: AreaPlugin<'sessions' | 'campaigns'> = async (app, { sessions, campaigns }) => {
  const ownSiteKnownCampaign = async (req: FastifyRequest<ParticipateRequest>, reply: FastifyReply) => {
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && FOREIGN_FETCH_SITES.has(site)) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
    if (!campaigns.find(Number(req.query.CID))) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND', CAMPAIGN_TEXTS.notFound));
  };

  app.get<ParticipateRequest>(
    CAMPAIGN_API.participate,
    { schema: { querystring: participateQuery }, preHandler: [ownSiteKnownCampaign, requireMember(sessions)] },
    async (req) => {
      const campaign = campaigns.find(Number(req.query.CID));
      if (!campaign) throw new Error('campaign checked by its preHandler');
      return campaigns.participate(memberIdOf(req), campaign);
    },
  );
};
