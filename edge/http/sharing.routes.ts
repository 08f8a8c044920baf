/**
 * Kupondaş sharing: ShareCoupon under SHARING_API_BASE, the default privacy level, /sharing/{action} and the top-ten
 * mail. A member in a forced state meets the member-state gate first (the contract state answers sc 0 with code
 * 1600, as every POST). HTTP status of ShareCoupon equals its sc.
 */
import {
  KUPONDAS_SHARE_API as P, type SendMailTopTenRequest, type ShareCouponRequest, type SharingAction, type SharingActionRequest,
} from '@shared/protocol/kupondas-share-api';
import type { AreaPlugin } from './http-deps';
import { loadSession } from './request-guard.hook';
import { memberOrNull } from './member-guard';
import { sendMailTopTenBody, shareCouponBody, sharingActionBody, sharingActionParams } from './sharing.schemas';

const RATE_WINDOW_MS = 60_000;
const MAILS_PER_MINUTE = 10;

export const sharingRoutes: AreaPlugin<'sessions' | 'sharing' | 'sharingMail' | 'config'> = async (app, { sessions, sharing, sharingMail, config }) => {
  app.post<{ Body: ShareCouponRequest }>(`${config.sharingApiBase}${P.shareCoupon}`, { schema: { body: shareCouponBody } }, async (req, reply) => {
    const answer = await sharing.share((await loadSession(req, sessions))?.memberId ?? null, req.body);
    return reply.code(answer.sc).send(answer);
  });

  app.get(P.privacyLevel, async (req) => sharing.privacyLevel(await memberOrNull(req, sessions)));

  app.post<{ Params: { action: SharingAction }; Body: SharingActionRequest }>(
    P.sharingAction, { schema: { params: sharingActionParams, body: sharingActionBody } },
    async (req) => sharing.action((await loadSession(req, sessions))?.memberId ?? null, req.params.action),
  );

  app.post<{ Body: SendMailTopTenRequest }>(
    P.sendMailTopTen, { schema: { body: sendMailTopTenBody }, config: { rateLimit: { max: MAILS_PER_MINUTE, timeWindow: RATE_WINDOW_MS } } },
    async (req) => ({ message: await sharingMail.sendTopTen(req.session?.memberId ?? null, req.body, config.publicOrigin) }),
  );
};
