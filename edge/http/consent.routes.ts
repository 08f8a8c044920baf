/**
 * Personal-data consent (POST /Account/SavePersonalDataProtection and ...v2, POST /Account/KvkPopupLog) and the
 * member api's contact permissions (GET .../api/v1/GetMemberContactPermissions, POST .../SaveMemberContactPermissions)
 * served under MEMBER_API_BASE.
 */
import {
  CONTRACT_API,
  MEMBER_API,
  type ConsentPayload,
  type ContactPermissions,
  type KvkPopupLogPayload,
  type MemberApiAnswer,
} from '@shared/protocol/contract-api';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { consentBody, permissionsBody, popupLogBody } from './consent.schemas';
import { memberIdOf, notAuthorized, requireMember, type MemberRefusal } from './member-guard';

/** The member api's answer to a visitor. */
const MEMBER_API_FAULT: MemberRefusal = { status: HTTP.unauthorized, body: { isFault: true, sc: HTTP.unauthorized, d: null } satisfies MemberApiAnswer<null> };

export const consentRoutes: AreaPlugin<'sessions' | 'consent' | 'config'> = async (app, { sessions, consent, config }) => {
  const memberOnly = requireMember(sessions);

  for (const [path, source] of [
    [CONTRACT_API.saveConsent, 'v1'],
    [CONTRACT_API.saveConsentV2, 'v2'],
  ] as const) {
    app.post<{ Body: ConsentPayload }>(path, { schema: { body: consentBody }, preHandler: memberOnly }, async (req, reply) => {
      const answer = await consent.save(memberIdOf(req), req.body, source, req.ip);
      return answer ?? reply.code(HTTP.unauthorized).send(notAuthorized);
    });
  }

  app.post<{ Body: KvkPopupLogPayload }>(CONTRACT_API.kvkPopupLog, { schema: { body: popupLogBody }, preHandler: memberOnly }, async (req) => {
    await consent.logPopup(memberIdOf(req), req.body.popupPage, req.ip);
    return { IsSuccess: true };
  });

  const base = config.memberApiBase;
  const memberApiOnly = requireMember(sessions, MEMBER_API_FAULT);
  app.get(`${base}${MEMBER_API.contactPermissions}`, { preHandler: memberApiOnly }, async (req) => {
    const answer: MemberApiAnswer<ContactPermissions> = { isFault: false, sc: HTTP.ok, d: await consent.permissions(memberIdOf(req)) };
    return answer;
  });

  app.post<{ Body: ContactPermissions }>(
    `${base}${MEMBER_API.saveContactPermissions}`,
    { schema: { body: permissionsBody }, preHandler: memberApiOnly },
    async (req) => {
      const { smsAllowed, phoneAllowed, emailAllowed } = req.body;
      await consent.savePermissions(memberIdOf(req), { smsAllowed, phoneAllowed, emailAllowed }, req.ip);
      const answer: MemberApiAnswer<ContactPermissions> = { isFault: false, sc: HTTP.ok, d: { smsAllowed, phoneAllowed, emailAllowed } };
      return answer;
    },
  );
};
