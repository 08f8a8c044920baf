/** The error answer shape every failed call uses, and the HTTP status of each coupon refusal code. */
import { REQUEST_ERRORS, type RequestErrorCode } from '@shared/errors/catalogue';
import type { ErrorAnswer } from '@shared/protocol/api';

export const errorAnswer = (code: RequestErrorCode, message: string = REQUEST_ERRORS[code]): ErrorAnswer => ({
  IsSuccess: false,
  Code: code,
  Message: message,
});

export const HTTP = {
  ok: 200,
  found: 302,
  noContent: 204,
  notModified: 304,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

/** Refusals of a coupon play: a conflict on the idempotency key, 422 for rules. */
export const playRefusalStatus = (code: string): number => {
  if (code === 'IDEMPOTENCY_CONFLICT') return HTTP.conflict;
  return HTTP.unprocessable;
};
