/**
 * Personal-data consent (POST /Account/SavePersonalDataProtection and ...v2, POST /Account/KvkPopupLog) and the
 * member api's contact permissions (GET .../api/v1/GetMemberContactPermissions, POST .../SaveMemberContactPermissions)
 * served under MEMBER_API_BASE.
 */
import type { FastifyInstance } from 'fastify';
import {
  CONTRACT_API,
  MEMBER_API,
  type ConsentPayload,
  type ContactPermissions,
  type KvkPopupLogPayload,
  type MemberApiAnswer,
} from '@shared/protocol/contract-api';
import { createConsentService } from '../domain/consent.service';
import { createContractService } from '../domain/contract.service';
import type { HttpDeps } from './http-deps';
import { HTTP } from './answers';
import { memberIdOr401, notAuthorized } from './member-guard';
import { loadSession } from './request-guard.hook';

const POPUP_PAGE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9/_.?=&-]+$' } as const;

const consentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['allowContact', 'personalDataProtection', 'popupPage'],
  properties: { allowContact: { type: 'boolean' }, personalDataProtection: { type: 'boolean' }, popupPage: POPUP_PAGE },
} as const;

const popupLogBody = { type: 'object', additionalProperties: false, required: ['popupPage'], properties: { popupPage: POPUP_PAGE } } as const;

const permissionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['smsAllowed', 'phoneAllowed', 'emailAllowed'],
  properties: { smsAllowed: { type: 'boolean' }, phoneAllowed: { type: 'boolean' }, emailAllowed: { type: 'boolean' } },
} as const;

const memberApiFault = (): MemberApiAnswer<null> => ({ isFault: true, sc: HTTP.unauthorized, d: null });

export const registerConsentRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const consent = createConsentService({ db: deps.db, now: deps.now, contracts: createContractService({ db: deps.db, now: deps.now }) });

  for (const [path, source] of [
    [CONTRACT_API.saveConsent, 'v1'],
    [CONTRACT_API.saveConsentV2, 'v2'],
  ] as const) {
    app.post<{ Body: ConsentPayload }>(path, { schema: { body: consentBody } }, async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const memberId = memberIdOr401(req, reply);
      if (memberId === null) return reply;
      const answer = await consent.save(memberId, req.body, source, req.ip);
      return answer ?? reply.code(HTTP.unauthorized).send(notAuthorized);
    });
  }

  app.post<{ Body: KvkPopupLogPayload }>(CONTRACT_API.kvkPopupLog, { schema: { body: popupLogBody } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = memberIdOr401(req, reply);
    if (memberId === null) return reply;
    await consent.logPopup(memberId, req.body.popupPage, req.ip);
    return { IsSuccess: true };
  });

  const base = deps.config.memberApiBase;
  app.get(`${base}${MEMBER_API.contactPermissions}`, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = await loadSession(req, deps.sessions);
    if (!session?.memberId) return reply.code(HTTP.unauthorized).send(memberApiFault());
    const answer: MemberApiAnswer<ContactPermissions> = { isFault: false, sc: HTTP.ok, d: await consent.permissions(session.memberId) };
    return answer;
  });

  app.post<{ Body: ContactPermissions }>(`${base}${MEMBER_API.saveContactPermissions}`, { schema: { body: permissionsBody } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = req.session?.memberId;
    if (!memberId) return reply.code(HTTP.unauthorized).send(memberApiFault());
    const { smsAllowed, phoneAllowed, emailAllowed } = req.body;
    await consent.savePermissions(memberId, { smsAllowed, phoneAllowed, emailAllowed }, req.ip);
    const answer: MemberApiAnswer<ContactPermissions> = { isFault: false, sc: HTTP.ok, d: { smsAllowed, phoneAllowed, emailAllowed } };
    return answer;
  });
};
