/** GET /Member/GetAccountInfo: the Hesap Bilgilerim page's names and numbers, members only (401 NOT_AUTHORIZED). */
import { ACCOUNT_API } from '@shared/protocol/account-api';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, notAuthorized, requireMember } from './member-guard';

export const accountInfoRoutes: AreaPlugin<'sessions' | 'accountInfo'> = async (app, { sessions, accountInfo }) => {
  app.get(ACCOUNT_API.info, { preHandler: requireMember(sessions) }, async (req, reply) => {
    const info = await accountInfo.info(memberIdOf(req));
    return info ?? reply.code(HTTP.unauthorized).send(notAuthorized);
  });
};
