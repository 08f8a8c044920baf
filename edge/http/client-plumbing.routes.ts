/** The client-support calls of the membership issue: client error logging and campaign participation. */
import type { AreaPlugin } from './http-deps';
import { campaignRoutes } from './campaign.routes';
import { clientLogRoutes } from './client-log.routes';

export const clientPlumbingRoutes: AreaPlugin<'config' | 'sessions' | 'campaigns' | 'clientLog'> = async (app, deps) => {
  await app.register(clientLogRoutes, deps);
  await app.register(campaignRoutes, deps);
};
