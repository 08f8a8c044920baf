/** The client-support calls of the membership issue: client error logging and campaign participation. */
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from './http-deps';
import { registerCampaignRoutes } from './campaign.routes';
import { registerClientLogRoutes } from './client-log.routes';

export const registerClientPlumbingRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  registerClientLogRoutes(app, deps);
  registerCampaignRoutes(app, deps);
};
