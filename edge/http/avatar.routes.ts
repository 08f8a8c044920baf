/**
 * The member's avatar: POST /sharing/AjaxAvatarUpload and /sharing/RemoveCurrentAvatar (spec section 7), the
 * member's own avatar state, and the images. The upload has a body limit of its own (the cropped 2 MB as base64) and
 * answers every refusal, an oversized or malformed body too, in the spec's shape {isSuccess 0, errorMessage}.
 * Approved images are cacheable by anyone; a waiting or rejected one only reaches its owner, never a shared cache.
 */
import type { FastifyError } from 'fastify';
import { AVATAR_TEXTS } from '@shared/constants/avatar';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { AVATAR_API as P, type AvatarUploadRequest } from '@shared/protocol/avatar-api';
import { avatarRefused } from '../domain/avatar.service';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, memberOrNull, requireMember } from './member-guard';
import { OWN_CACHE_CONTROL } from './no-store.hook';
import { AVATAR_BODY_LIMIT_BYTES, avatarImageParams, avatarUploadBody, emptyBody } from './avatar.schemas';

const RATE_WINDOW_MS = 60_000;
const UPLOADS_PER_MINUTE = 20;
const APPROVED_MAX_AGE_S = 86_400;

const uploadErrorAnswer = (err: FastifyError): { status: number; text: string } => {
  const status = err.statusCode ?? HTTP.internal;
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === HTTP.payloadTooLarge) return { status: HTTP.payloadTooLarge, text: AVATAR_TEXTS.croppedTooLarge };
  if (status === HTTP.tooManyRequests) return { status, text: REQUEST_ERRORS.RATE_LIMITED };
  if (err.validation || status === HTTP.badRequest) return { status: HTTP.badRequest, text: AVATAR_TEXTS.unreadable };
  if (status >= 400 && status < 500) return { status, text: REQUEST_ERRORS.BAD_REQUEST };
  return { status: HTTP.internal, text: REQUEST_ERRORS.INTERNAL };
};

export const avatarRoutes: AreaPlugin<'sessions' | 'avatars'> = async (app, { sessions, avatars }) => {
  app.post<{ Body: AvatarUploadRequest }>(
    P.upload,
    {
      bodyLimit: AVATAR_BODY_LIMIT_BYTES,
      schema: { body: avatarUploadBody },
      // Per member (the request guard has loaded the session by now): many members may share a carrier's address.
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: RATE_WINDOW_MS, keyGenerator: (req) => (req.session?.memberId ? `m${req.session.memberId}` : req.ip) } },
      preHandler: requireMember(sessions),
      errorHandler: (err: FastifyError, req, reply) => {
        const { status, text } = uploadErrorAnswer(err);
        if (status === HTTP.internal) req.log.error({ err }, 'avatar upload failed');
        return reply.code(status).header('Cache-Control', 'no-store').send(avatarRefused(text));
      },
    },
    async (req) => avatars.upload(memberIdOf(req), req.body),
  );

  app.post(P.remove, { schema: { body: emptyBody }, preHandler: requireMember(sessions) }, async (req) => avatars.remove(memberIdOf(req)));

  app.get(P.state, { preHandler: requireMember(sessions) }, async (req) => avatars.state(memberIdOf(req)));

  app.get<{ Params: { file: string } }>(P.image, { schema: { params: avatarImageParams }, config: OWN_CACHE_CONTROL }, async (req, reply) => {
    const mediaId = Number(req.params.file.slice(0, -'.jpg'.length));
    const image = await avatars.image(await memberOrNull(req, sessions), mediaId);
    if (!image) return reply.code(HTTP.notFound).header('Cache-Control', 'no-store').send({ IsSuccess: false, Code: 'NOT_FOUND', Message: REQUEST_ERRORS.NOT_FOUND });
    const etag = `"avatar-${mediaId}"`;
    reply.header('Content-Type', 'image/jpeg').header('X-Content-Type-Options', 'nosniff');
    // An approved image never changes under its id; one that waits may still be rejected, so it is the owner's only.
    reply.header('Cache-Control', image.approved ? `public, max-age=${APPROVED_MAX_AGE_S}` : 'private, no-store');
    if (image.approved) {
      reply.header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(HTTP.notModified).send();
    }
    return reply.send(Buffer.from(image.jpeg));
  });
};
