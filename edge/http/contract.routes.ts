/**
 * Contract calls: the current contract's text (GET, for the signing page and the update bar), signing on the
 * contract page (POST /Contract/Sign, spec payload, answers the redirect address) and accepting from the update
 * bar (POST /Account/AcceptContract?contractId=).
 */
import type { FastifyReply } from 'fastify';
import {
  CONTRACT_API,
  type AcceptContractAnswer,
  type ContractSignAnswer,
  type ContractSignPayload,
  type ContractText,
  type CurrentContractAnswer,
} from '@shared/protocol/contract-api';
import { CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import type { ContractTextRecord, SignOutcome } from '../domain/contract.service';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { acceptQuery, signBody } from './contract.schemas';
import { memberIdOf, refusal, requireMember } from './member-guard';
import { OWN_CACHE_CONTROL } from './no-store.hook';

const textOf = (c: ContractTextRecord): ContractText => ({ Id: c.id, Version: c.version, Title: c.title, Body: c.body });

const REFUSALS = {
  agreementRequired: { status: HTTP.unprocessable, code: 'AGREEMENT_REQUIRED', message: CONTRACT_MESSAGES.agreementRequired },
  outdated: { status: HTTP.conflict, code: 'CONTRACT_OUTDATED', message: CONTRACT_MESSAGES.contractOutdated },
  notFound: { status: HTTP.notFound, code: 'NOT_FOUND', message: CONTRACT_MESSAGES.contractNotFound },
  noMember: { status: HTTP.unauthorized, code: 'NOT_AUTHORIZED', message: CONTRACT_MESSAGES.contractNotFound },
} as const;

const refuse = (reply: FastifyReply, outcome: Extract<SignOutcome, { ok: false }>) => {
  const r = REFUSALS[outcome.reason];
  return reply.code(r.status).send(refusal(r.code, r.message));
};

export const contractRoutes: AreaPlugin<'sessions' | 'contracts'> = async (app, { sessions, contracts }) => {
  const memberOnly = requireMember(sessions);

  app.get(CONTRACT_API.current, { config: OWN_CACHE_CONTROL }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const set = await contracts.contracts();
    if (!set.current) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', CONTRACT_MESSAGES.contractNotFound));
    const answer: CurrentContractAnswer = { Contract: textOf(set.current), KvkText: set.kvkText ? textOf(set.kvkText) : null };
    return answer;
  });

  app.post<{ Body: ContractSignPayload }>(CONTRACT_API.sign, { schema: { body: signBody }, preHandler: memberOnly }, async (req, reply) => {
    const outcome = await contracts.sign(memberIdOf(req), req.body, req.ip);
    if (!outcome.ok) return refuse(reply, outcome);
    const answer: ContractSignAnswer = { IsSuccess: true, Url: outcome.url };
    return answer;
  });

  app.post<{ Querystring: { contractId: string } }>(
    CONTRACT_API.accept,
    { schema: { querystring: acceptQuery }, preHandler: memberOnly },
    async (req, reply) => {
      const contractId = Number(req.query.contractId);
      const outcome = await contracts.accept(memberIdOf(req), contractId, req.ip);
      if (!outcome.ok) return refuse(reply, outcome);
      const answer: AcceptContractAnswer = { IsSuccess: true, SignedContractId: contractId };
      return answer;
    },
  );
};
