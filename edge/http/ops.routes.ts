/**
 * Ops calls behind OPS_TOKEN (header "Authorization: Bearer <token>"): the outbox of SMS and e-mail messages,
 * newest first, and the realtime snapshot of the ops page. Without OPS_TOKEN configured they do not exist (404);
 * a wrong or missing token answers 401. The Prometheus scrape (/metrics) needs the token only when it is set.
 */
import client from 'prom-client';
import { MEMBERSHIP_API, type OutboxMessage } from '@shared/protocol/membership-api';
import { OPS_API, type OpsSnapshot } from '@shared/protocol/ops-api';
import { registerProcessMetrics } from '../ops/process-metrics';
import type { AreaPlugin } from './http-deps';
import { outboxQuery } from './membership.schemas';
import { opsSnapshotResponse } from './ops.schemas';
import { passOpsGuard } from './ops-guard';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

export const opsRoutes: AreaPlugin<'config' | 'outbox' | 'ops'> = async (app, { config, outbox, ops }) => {
  app.get<{ Querystring: { limit?: string } }>(MEMBERSHIP_API.opsOutbox, { schema: { querystring: outboxQuery } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const limit = Math.min(Number(req.query.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
    const messages: OutboxMessage[] = await outbox.latest(limit);
    return { Messages: messages };
  });

  app.get(OPS_API.realtime, { schema: { response: opsSnapshotResponse } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const snapshot: OpsSnapshot = ops.snapshot();
    return snapshot;
  });

  // prom-client's default registry: the realtime edge registers its metrics there too (realtime-metrics.ts).
  registerProcessMetrics(client.register);
  app.get(OPS_API.metrics, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'optional')) return reply;
    const text = await client.register.metrics();
    return reply.type(client.register.contentType).send(text);
  });
};
