/**
 * The built SPA's index.html with the session's anti-forgery token injected just after <body>. The file is
 * re-read when it changes (a rebuild while the edge runs) and reported missing when the client is not built.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ANTI_FORGERY } from '@shared/protocol/api';

const BODY_OPEN = /<body\b[^>]*>/i;
const HEAD_CLOSE = /<\/head>/i;

const escapeAttr = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const injectToken = (html: string, token: string): string => {
  const input = `<input type="hidden" name="${ANTI_FORGERY.field}" value="${escapeAttr(token)}">`;
  const m = BODY_OPEN.exec(html);
  if (!m) return `${html}${input}`;
  const at = m.index + m[0].length;
  return `${html.slice(0, at)}${input}${html.slice(at)}`;
};

export interface ShellTemplate {
  /** Whether STATIC_DIR holds a built index.html. */
  available(): boolean;
  /** The page for a token, or null when STATIC_DIR holds no index.html. */
  render(token: string): string | null;
}

/** `<meta name="realtime-port">` tells the client where the socket is (same host, WS_PORT); none while it is 0. */
export const injectRealtimePort = (html: string, port: number): string => {
  const m = HEAD_CLOSE.exec(html);
  if (!m || !Number.isInteger(port) || port <= 0) return html;
  return `${html.slice(0, m.index)}<meta name="realtime-port" content="${port}">${html.slice(m.index)}`;
};

/** `realtimePort` is read at every render: the socket server may bind its port (WS_PORT=0) after this is built. */
export const createShellTemplate = (staticDir: string, realtimePort: () => number = () => 0): ShellTemplate => {
  const file = join(staticDir, 'index.html');
  let cached: { mtimeMs: number; size: number; html: string } | null = null;
  const load = (): string | null => {
    let st;
    try {
      st = statSync(file);
    } catch {
      cached = null;
      return null;
    }
    if (!cached || cached.mtimeMs !== st.mtimeMs || cached.size !== st.size)
      cached = { mtimeMs: st.mtimeMs, size: st.size, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
  return {
    available: () => load() !== null,
    render(token) {
      const html = load();
      return html === null ? null : injectToken(injectRealtimePort(html, realtimePort()), token);
    },
  };
};

/** Said when the client has not been built: in Turkish for people, in English for the operator. */
export const CLIENT_NOT_BUILT =
  'İstemci henüz derlenmedi; lütfen "npm run build" çalıştırın. / The client is not built: run "npm run build".';
