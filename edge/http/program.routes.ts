/**
 * Bet program snapshots and the program home's highlights. Answers are revalidated on every load (no-cache) and carry an ETag from the snapshot's
 * room version, so a repeat load of an unchanged program is a 304 without a body. A boot id in the tag keeps a
 * restarted process (whose versions start again) from matching an old tag. Each version is serialised once and
 * compressed once per coding (encoded-cache.ts); every coding of a version shares its tag, since the tag names
 * the program version and these answers take no Range requests.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sportById } from '@shared/constants/sports';
import { API } from '@shared/protocol/api';
import type { SportMenuAnswer } from '@shared/protocol/program';
import type { AreaPlugin } from './http-deps';
import { negotiateEncoding } from './accept-encoding';
import { HTTP, errorAnswer } from './answers';
import { EncodedCache, type EncodedBody, type Variant } from './encoded-cache';
import { createMenuVersions } from './menu-version';
import { OWN_CACHE_CONTROL } from './no-store.hook';
import { eventDetailQuery, sportProgramQuery } from './program.schemas';

const BOOT_ID = randomBytes(6).toString('base64url');
const JSON_TYPE = 'application/json; charset=utf-8';
/** More than every sport and outright id, the live program and the menu. */
const PROGRAM_KEYS = 128;
/** Event details: the most recently asked-for ones stay (about 10 KB each with their compressed forms). */
const EVENT_KEYS = 500;

const sendVariant = (reply: FastifyReply, v: Variant): FastifyReply => {
  if (v.coding !== 'identity') reply.header('Content-Encoding', v.coding);
  return reply.type(JSON_TYPE).send(v.body);
};

const sendTagged = (req: FastifyRequest, reply: FastifyReply, tag: string, body: () => EncodedBody): FastifyReply | Promise<FastifyReply> => {
  const etag = `"${BOOT_ID}-${tag}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding');
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(HTTP.notModified).send();
  const v = body().variant(negotiateEncoding(req.headers['accept-encoding']));
  return v instanceof Promise ? v.then((ready) => sendVariant(reply, ready)) : sendVariant(reply, v);
};

export const programRoutes: AreaPlugin<'reader' | 'now'> = async (app, { reader, now }) => {
  // Snapshots are revalidated (no-cache, set by sendTagged), never no-store.
  const config = OWN_CACHE_CONTROL;
  const programs = new EncodedCache({ maxEntries: PROGRAM_KEYS });
  const events = new EncodedCache({ maxEntries: EVENT_KEYS });
  const menuVersion = createMenuVersions();

  app.get(API.sportMenu, { config }, (req, reply) => {
    const sports = reader.sportMenu();
    const version = menuVersion(sports);
    // asOf: when this menu version was first served, so the bytes stay the same for the version.
    return sendTagged(req, reply, `m-${version}`, () => programs.get('menu', version, (): SportMenuAnswer => ({ sports, asOf: now() })));
  });

  app.get<{ Querystring: { sportId: string } }>(API.sportProgram, { schema: { querystring: sportProgramQuery }, config }, (req, reply) => {
    const sportId = Number(req.query.sportId);
    if (!sportById(sportId)) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    const snap = reader.sportProgram(sportId);
    return sendTagged(req, reply, `s${sportId}-v${snap.version}`, () => programs.get(`s${sportId}`, snap.version, () => snap));
  });

  app.get(API.liveProgram, { config }, (req, reply) => {
    const snap = reader.liveProgram();
    return sendTagged(req, reply, `l-v${snap.version}`, () => programs.get('live', snap.version, () => snap));
  });

  // The home's few events of the leading sports, each part at its sport program's version (program-highlights.ts).
  app.get(API.programHighlights, { config }, (req, reply) => {
    const answer = reader.highlights();
    return sendTagged(req, reply, `h-${answer.version}`, () => programs.get('highlights', answer.version, () => answer));
  });

  app.get<{ Querystring: { code: string } }>(API.eventDetail, { schema: { querystring: eventDetailQuery }, config }, (req, reply) => {
    const code = Number(req.query.code);
    const snap = reader.eventDetail(code);
    if (!snap) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    return sendTagged(req, reply, `e${code}-v${snap.version}`, () => events.get(`e${code}`, snap.version, () => snap));
  });
};
