/**
 * Contract calls: the current contract's text (GET, for the signing page and the update bar), signing on the
 * contract page (POST /Contract/Sign, spec payload, answers the redirect address) and accepting from the update
 * bar (POST /Account/AcceptContract?contractId=).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CONTRACT_API,
  type AcceptContractAnswer,
  type ContractSignAnswer,
  type ContractSignPayload,
  type ContractText,
  type CurrentContractAnswer,
} from '@shared/protocol/contract-api';
import { CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import { createContractService, type SignOutcome } from '../domain/contract.service';
import type { ContractTextRecord } from '../storage/contract-texts.data';
import type { HttpDeps } from './http-deps';
import { HTTP } from './answers';
import { memberIdOr401, refusal } from './member-guard';

const signBody = {
  type: 'object',
  additionalProperties: false,
  required: ['hdnCid', 'hdnReturnUrl', 'checkKVK', 'checkSPD', 'chkV5'],
  properties: {
    hdnCid: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    hdnReturnUrl: { type: 'string', maxLength: 2048 },
    checkKVK: { type: 'boolean' },
    checkSPD: { type: 'boolean' },
    chkV5: { type: 'boolean' },
  },
} as const;

const acceptQuery = {
  type: 'object',
  required: ['contractId'],
  properties: { contractId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

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

export const registerContractRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const contracts = createContractService({ db: deps.db, now: deps.now });

  app.get(CONTRACT_API.current, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const set = await contracts.contracts();
    if (!set.current) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', CONTRACT_MESSAGES.contractNotFound));
    const answer: CurrentContractAnswer = { Contract: textOf(set.current), KvkText: set.kvkText ? textOf(set.kvkText) : null };
    return answer;
  });

  app.post<{ Body: ContractSignPayload }>(CONTRACT_API.sign, { schema: { body: signBody } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = memberIdOr401(req, reply);
    if (memberId === null) return reply;
    const outcome = await contracts.sign(memberId, req.body, req.ip);
    if (!outcome.ok) return refuse(reply, outcome);
    const answer: ContractSignAnswer = { IsSuccess: true, Url: outcome.url };
    return answer;
  });

  app.post<{ Querystring: { contractId: string } }>(CONTRACT_API.accept, { schema: { querystring: acceptQuery } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = memberIdOr401(req, reply);
    if (memberId === null) return reply;
    const contractId = Number(req.query.contractId);
    const outcome = await contracts.accept(memberId, contractId, req.ip);
    if (!outcome.ok) return refuse(reply, outcome);
    const answer: AcceptContractAnswer = { IsSuccess: true, SignedContractId: contractId };
    return answer;
  });
};
