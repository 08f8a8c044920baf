/**
 * Response schema of the ops page's realtime snapshot (OpsSnapshot): Fastify serialises the answer with it instead
 * of JSON.stringify. A response schema drops every property it does not list, so each object lists all of its
 * type's keys (`satisfies Record<keyof …>` makes a key added to the type a compile error here), in the order the
 * sampler builds them (the serializer writes keys in the schema's order). No key is `required` and rates are
 * `number`, never `integer`, so the bytes are exactly JSON.stringify's.
 */
import { OPS_CUT_REASONS, type OpsPoint, type OpsSnapshot } from '@shared/protocol/ops-api';

const NUMBER = { type: 'number' } as const;

const opsPoint = {
  type: 'object',
  properties: {
    t: NUMBER,
    connections: NUMBER,
    subscribers: NUMBER,
    messagesInPerSec: NUMBER,
    messagesOutPerSec: NUMBER,
    bytesOutPerSec: NUMBER,
    busLagMs: NUMBER,
    eventLoopP99Ms: NUMBER,
  } satisfies Record<keyof OpsPoint, unknown>,
} as const;

const snapshotProperties = {
  at: NUMBER,
  uptimeSec: NUMBER,
  connections: NUMBER,
  rooms: NUMBER,
  subscribers: NUMBER,
  messagesInPerSec: NUMBER,
  messagesOutPerSec: NUMBER,
  bytesInPerSec: NUMBER,
  bytesOutPerSec: NUMBER,
  cuts: { type: 'object', properties: Object.fromEntries(OPS_CUT_REASONS.map((reason) => [reason, NUMBER])) },
  busLagMs: NUMBER,
  bus: {
    type: 'object',
    properties: { kind: { type: 'string' }, connected: { type: 'boolean' } } satisfies Record<keyof OpsSnapshot['bus'], unknown>,
  },
  eventLoop: {
    type: 'object',
    properties: { p50Ms: NUMBER, p99Ms: NUMBER, maxMs: NUMBER } satisfies Record<keyof OpsSnapshot['eventLoop'], unknown>,
  },
  memory: {
    type: 'object',
    properties: { rssBytes: NUMBER, heapUsedBytes: NUMBER, heapTotalBytes: NUMBER } satisfies Record<keyof OpsSnapshot['memory'], unknown>,
  },
  history: { type: 'array', items: opsPoint },
} satisfies Record<keyof OpsSnapshot, unknown>;

export const opsSnapshotResponse = { 200: { type: 'object', properties: snapshotProperties } } as const;
