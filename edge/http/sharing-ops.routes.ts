/**
 * Ops calls of the sharing platform, behind OPS_TOKEN (ops-guard.ts) and, as every POST, the anti-forgery token:
 * the maintenance switch, a member's sharing block and the confirmation of a membership cancellation.
 */
import {
  KUPONDAS_SHARE_API as P, type ConfirmCancellationAnswer, type ConfirmCancellationRequest, type SharingMaintenanceRequest,
  type SharingMemberBlockRequest,
} from '@shared/protocol/kupondas-share-api';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { passOpsGuard } from './ops-guard';
import { confirmCancellationBody, sharingMaintenanceBody, sharingMemberBlockBody } from './sharing.schemas';

export const sharingOpsRoutes: AreaPlugin<'config' | 'sharingOps'> = async (app, { config, sharingOps }) => {
  app.get(P.opsState, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return sharingOps.state();
  });

  app.post<{ Body: SharingMaintenanceRequest }>(P.opsMaintenance, { schema: { body: sharingMaintenanceBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return sharingOps.setMaintenance(req.body.enabled);
  });

  app.post<{ Body: SharingMemberBlockRequest }>(P.opsMemberBlock, { schema: { body: sharingMemberBlockBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const answer = await sharingOps.setBlocked(req.body.memberId, req.body.blocked);
    return answer ?? reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
  });

  app.post<{ Body: ConfirmCancellationRequest }>(P.opsConfirmCancellation, { schema: { body: confirmCancellationBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const answer: ConfirmCancellationAnswer = { Confirmed: await sharingOps.confirmCancellation(req.body.memberId) };
    return answer;
  });
};
