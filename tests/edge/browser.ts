/**
 * A cookie-jar client that behaves like the SPA: it opens a page, reads the anti-forgery token from the hidden
 * input, and sends it as the RequestVerificationToken header on every POST.
 */
import { ANTI_FORGERY, API, SESSION_COOKIE, type LoginAnswer } from '@shared/protocol/api';

export interface PostOptions {
  /** Overrides the token sent (null: send none). */
  token?: string | null;
  origin?: string;
  headers?: Record<string, string>;
  /** Raw body text instead of JSON. */
  raw?: string;
  contentType?: string;
}

const TOKEN_INPUT = new RegExp(`<input type="hidden" name="${ANTI_FORGERY.field}" value="([^"]*)">`);

export class Browser {
  readonly cookies = new Map<string, string>();
  token = '';

  constructor(readonly base: string) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(path, this.base), { redirect: 'manual', ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Loads a page like a browser and keeps the token it carries. */
  async open(path = '/'): Promise<Response> {
    const res = await this.fetch(path, { headers: { Accept: 'text/html' } });
    const html = await res.clone().text();
    const m = TOKEN_INPUT.exec(html);
    if (m?.[1]) this.token = m[1];
    return res;
  }

  async get<T = unknown>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.fetch(path, { headers: { Accept: 'application/json', ...headers } });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  }

  async post<T = unknown>(path: string, body: unknown = {}, opts: PostOptions = {}): Promise<{ status: number; body: T; res: Response }> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': opts.contentType ?? 'application/json', ...opts.headers };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token !== null) headers[ANTI_FORGERY.header] = token;
    if (opts.origin) headers.Origin = opts.origin;
    const res = await this.fetch(path, { method: 'POST', headers, body: opts.raw ?? JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: tests assert on the text
    }
    return { status: res.status, body: parsed as T, res };
  }

  /** Opens the home page (for a session and token) and logs in; keeps the rotated token. */
  async login(username: string, password: string): Promise<LoginAnswer> {
    if (!this.token) await this.open('/');
    const { body } = await this.post<LoginAnswer>(API.login, { username, password });
    if (body.Token) this.token = body.Token;
    return body;
  }
}

export const openBrowser = async (base: string, path = '/'): Promise<Browser> => {
  const b = new Browser(base);
  await b.open(path);
  return b;
};
