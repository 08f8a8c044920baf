/**
 * The one API client. It adds the anti-forgery header to every POST, reads every answer once, and reports
 * completed requests and the spec's forced answers to subscribers (the keep-alive and interceptor sagas take
 * them in through an eventChannel). Components never call it; sagas do.
 */
import { ANTI_FORGERY, ANTI_FORGERY_ERROR_CODE, API, SW_CACHE_HEADER, type ErrorAnswer } from '@shared/protocol/api';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { forcedAnswerOf, type ForcedAnswer } from '@shared/protocol/forced-answers';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The service worker served this answer from its cache; the value is when it was cached (epoch ms). */
  cachedAt: number | null;
  error: ErrorAnswer | null;
  /** The parsed answer whatever its status: answers that carry their own codes (Kupondaş's ShareCoupon, sc and el). */
  body?: unknown;
}

export type ApiEvent = { type: 'completed'; path: string } | { type: 'forced'; answer: ForcedAnswer; path: string };
type Listener = (e: ApiEvent) => void;
const listeners = new Set<Listener>();

export const subscribeApiEvents = (l: Listener): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const emit = (e: ApiEvent): void => listeners.forEach((l) => l(e));

const tokenInput = (): HTMLInputElement | null =>
  typeof document === 'undefined' ? null : document.querySelector<HTMLInputElement>(`input[name="${ANTI_FORGERY.field}"]`);

export const getAntiForgeryToken = (): string => tokenInput()?.value ?? '';

/** The session rotates at login and logout; the new token replaces the hidden field's value. */
export const setAntiForgeryToken = (token: string): void => {
  let input = tokenInput();
  if (!input && typeof document !== 'undefined') {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = ANTI_FORGERY.field;
    document.body.appendChild(input);
  }
  if (input) input.value = token;
};

const networkError = (): ErrorAnswer => ({ IsSuccess: false, Code: 'NETWORK', Message: REQUEST_ERRORS.INTERNAL });

async function send<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    emit({ type: 'completed', path });
    return { ok: false, status: 0, data: null, cachedAt: null, error: networkError() };
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const cached = res.headers.get(SW_CACHE_HEADER);
  const result: ApiResult<T> = {
    ok: res.ok,
    status: res.status,
    data: res.ok ? (body as T) : null,
    cachedAt: cached ? Number(cached) : null,
    error: res.ok ? null : isErrorAnswer(body) ? body : { IsSuccess: false, Code: String(res.status), Message: REQUEST_ERRORS.INTERNAL },
    body,
  };
  emit({ type: 'completed', path });
  const forced = forcedAnswerOf(res.status, body);
  if (forced) emit({ type: 'forced', answer: forced, path });
  return result;
}

const isErrorAnswer = (b: unknown): b is ErrorAnswer =>
  typeof b === 'object' && b !== null && (b as ErrorAnswer).IsSuccess === false && typeof (b as ErrorAnswer).Message === 'string';

const withQuery = (path: string, query?: Record<string, string | number>): string => {
  if (!query) return path;
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

/** `headers` adds to Accept (the ops page's Authorization). */
export const apiGet = <T>(path: string, query?: Record<string, string | number>, headers?: Record<string, string>): Promise<ApiResult<T>> =>
  send<T>(withQuery(path, query), { method: 'GET', headers: { Accept: 'application/json', ...headers } });

const postOnce = <T>(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiResult<T>> =>
  send<T>(path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...headers,
      [ANTI_FORGERY.header]: getAntiForgeryToken(),
    },
    body: JSON.stringify(body ?? {}),
  });

/**
 * POST with the anti-forgery header; a refused token (the session expired meanwhile) is renewed once. `headers` adds
 * to the request's (the ops pages' Authorization).
 */
export async function apiPost<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResult<T>> {
  const first = await postOnce<T>(path, body, headers);
  if (first.status !== 403 || first.error?.Code !== ANTI_FORGERY_ERROR_CODE) return first;
  const fresh = await apiGet<{ Token: string }>(API.antiForgeryToken);
  if (!fresh.ok || !fresh.data?.Token) return first;
  setAntiForgeryToken(fresh.data.Token);
  return postOnce<T>(path, body, headers);
}
