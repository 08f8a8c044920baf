/**
 * Bet program snapshots. Answers are revalidated on every load (no-cache) and carry an ETag from the snapshot's
 * room version, so a repeat load of an unchanged program is a 304 without a body. A boot id in the tag keeps a
 * restarted process (whose versions start again) from matching an old tag.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sportById } from '@shared/constants/sports';
import { API } from '@shared/protocol/api';
import type { SportMenuAnswer } from '@shared/protocol/program';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { eventDetailQuery, sportProgramQuery } from './schemas';

const BOOT_ID = randomBytes(6).toString('base64url');

const sendTagged = (req: FastifyRequest, reply: FastifyReply, tag: string, body: () => unknown) => {
  const etag = `"${BOOT_ID}-${tag}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(HTTP.notModified).send();
  return reply.send(body());
};

export const registerProgramRoutes = (app: FastifyInstance, { reader, now }: HttpDeps): void => {
  app.get(API.sportMenu, (req, reply) => {
    const sports = reader.sportMenu();
    // The menu has no room of its own: its tag is the hash of its counts.
    const tag = `m-${createHash('sha1').update(JSON.stringify(sports)).digest('base64url').slice(0, 16)}`;
    return sendTagged(req, reply, tag, (): SportMenuAnswer => ({ sports, asOf: now() }));
  });

  app.get<{ Querystring: { sportId: string } }>(API.sportProgram, { schema: { querystring: sportProgramQuery } }, (req, reply) => {
    const sportId = Number(req.query.sportId);
    if (!sportById(sportId)) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    const snap = reader.sportProgram(sportId);
    return sendTagged(req, reply, `s${sportId}-v${snap.version}`, () => snap);
  });

  app.get(API.liveProgram, (req, reply) => {
    const snap = reader.liveProgram();
    return sendTagged(req, reply, `l-v${snap.version}`, () => snap);
  });

  app.get<{ Querystring: { code: string } }>(API.eventDetail, { schema: { querystring: eventDetailQuery } }, (req, reply) => {
    const code = Number(req.query.code);
    const snap = reader.eventDetail(code);
    if (!snap) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    return sendTagged(req, reply, `e${code}-v${snap.version}`, () => snap);
  });
};
