/**
 * Captcha calls: POST /Site/GetCaptchaAjax (a new image for the session) and POST /Site/VerifyCaptcha (the
 * verification page of a CaptchaRequired answer). Both are POSTs, so the request guard has already checked the
 * caller's anti-forgery token; images are keyed by the session or, for a visitor, by the visitor cookie. Per-IP
 * rate limits bound how many images and guesses one address gets.
 */
import type { FastifyRequest } from 'fastify';
import { CAPTCHA_ERROR_CODES, CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { CAPTCHA_API, type CaptchaAnswer, type VerifyCaptchaAnswer, type VerifyCaptchaRequest } from '@shared/protocol/captcha-api';
import { SESSION_COOKIE } from '@shared/protocol/api';
import type { SessionKeys } from '../domain/captcha.service';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { verifyBody } from './captcha.schemas';

const RATE_WINDOW_MS = 60_000;
const IMAGES_PER_MINUTE = 30;
const VERIFICATIONS_PER_MINUTE = 20;
/** The caller's keys: a POST that reached a handler has a live session or a visitor cookie (the guard's rule). */
export const sessionKeys = (req: FastifyRequest): SessionKeys | null => {
  const cookie = req.cookies[SESSION_COOKIE];
  return req.session && cookie ? { id: req.session.id, cookie } : req.visitor;
};

export const captchaRoutes: AreaPlugin<'captcha'> = async (app, { captcha }) => {
  app.post(CAPTCHA_API.image, { config: { rateLimit: { max: IMAGES_PER_MINUTE, timeWindow: RATE_WINDOW_MS } } }, async (req, reply) => {
    const keys = sessionKeys(req);
    if (!keys) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
    const answer: CaptchaAnswer = await captcha.issue(keys);
    return answer;
  });

  app.post<{ Body: VerifyCaptchaRequest }>(
    CAPTCHA_API.verify,
    { schema: { body: verifyBody }, config: { rateLimit: { max: VERIFICATIONS_PER_MINUTE, timeWindow: RATE_WINDOW_MS } } },
    async (req, reply) => {
      const keys = sessionKeys(req);
      if (!keys) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
      const { CacheKey, ValueHash, SecurityCode } = req.body;
      const outcome = await captcha.verify(keys, CacheKey, ValueHash, SecurityCode);
      if (outcome === 'ok') return { IsSuccess: true } satisfies VerifyCaptchaAnswer;
      const refused: VerifyCaptchaAnswer =
        outcome === 'wrong'
          ? { IsSuccess: false, Code: CAPTCHA_ERROR_CODES.wrong, Message: CAPTCHA_TEXTS.wrongCode }
          : { IsSuccess: false, Code: CAPTCHA_ERROR_CODES.keyInvalid, Message: CAPTCHA_TEXTS.cacheKeyInvalid };
      return reply.code(HTTP.unprocessable).send(refused);
    },
  );
};
