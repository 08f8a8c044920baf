/**
 * The live page over the realtime socket: an odds change pushed by the feed shows with its rise/fall mark; when
 * the socket is cut the page keeps current by polling the HTTP snapshot every 5 s; the socket comes back (the
 * shared-runtime reconnect delay, 15-45 s), rejoins at the version the page holds and the server replays from
 * there: the room versions the page receives go on without a gap and the polling stops.
 * The socket is routed through playwright (routeWebSocket), so the test sees every frame and can cut it.
 */
import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { ROUTES } from '@shared/constants/routes';
import { API } from '@shared/protocol/api';
import { LIVE_ROOM } from '@shared/protocol/realtime';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

/** A free port for the socket: the page learns it from the shell's `<meta name="realtime-port">` (config.wsPort). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const edge: { wsPort?: number } = {};
// Registered before useE2e's own beforeAll, so the site starts with this port.
beforeAll(async () => {
  edge.wsPort = await freePort();
});
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge });

const oddsButtons = (page: Page) => page.getByRole('button', { name: /, oran / });
const oddsLabels = (page: Page): Promise<string[]> =>
  page.$$eval('button.odds, .live-badge', (els) => els.map((e) => `${e.getAttribute('aria-label') ?? ''}|${e.textContent ?? ''}`));

interface Wire {
  /** Live_V3 versions the page received, per connection. */
  versions: number[][];
  /** joinroomVer versions the page sent, per connection. */
  joins: (number | null)[];
  routes: WebSocketRoute[];
  blocked: boolean;
}

const parse = (m: string | Buffer): Record<string, unknown> | null => {
  try {
    return JSON.parse(String(m)) as Record<string, unknown>;
  } catch {
    return null;
  }
};

async function routeSocket(page: Page): Promise<Wire> {
  const wire: Wire = { versions: [], joins: [], routes: [], blocked: false };
  await page.routeWebSocket(/^wss?:\/\//, (ws) => {
    if (wire.blocked) {
      void ws.close({ code: 1011, reason: 'blocked by test' });
      return;
    }
    const n = wire.routes.push(ws) - 1;
    wire.versions[n] = [];
    wire.joins[n] = null;
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      const f = parse(m);
      const data = f?.data as { room?: string; version?: number } | undefined;
      if (f?.event === 'joinroomVer' && data?.room === LIVE_ROOM) wire.joins[n] = data.version ?? null;
      server.send(m);
    });
    server.onMessage((m) => {
      const f = parse(m);
      if (f?.room === LIVE_ROOM && typeof f.v === 'number' && f.event === undefined) wire.versions[n]?.push(f.v);
      ws.send(m);
    });
  });
  return wire;
}

describe('live page', () => {
  it('shows pushed odds changes, polls while the socket is cut and resumes it without a gap', async () => {
    const { page } = e2e;
    const wire = await routeSocket(page);
    const polls: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === API.liveProgram) polls.push(Date.now());
    });

    await e2e.browser.open(ROUTES.live);
    await page.getByRole('heading', { name: 'Canlı Bahis' }).waitFor({ timeout: 20_000 });
    await oddsButtons(page).first().waitFor({ state: 'visible', timeout: 20_000 });

    // 1. The feed moves live odds every second: a cell changes with its rise/fall mark, over the socket alone.
    await page.locator('button.odds .odds__value[data-trend]').first().waitFor({ state: 'attached', timeout: 30_000 });
    expect(wire.routes).toHaveLength(1);
    expect(wire.joins[0]).not.toBeNull();
    expect(wire.versions[0]?.length).toBeGreaterThan(0);
    const loadsBeforeCut = polls.length;

    // 2. Cut the socket and refuse reconnects for 12 s: polling every 5 s keeps the page current.
    wire.blocked = true;
    const cutAt = Date.now();
    await wire.routes[0]?.close({ code: 1006, reason: 'cut by test' });
    const before = await oddsLabels(page);
    await page.waitForFunction(
      (prev) => {
        const now = [...document.querySelectorAll('button.odds, .live-badge')].map((e) => `${e.getAttribute('aria-label') ?? ''}|${e.textContent ?? ''}`);
        return now.join('\n') !== prev.join('\n');
      },
      before,
      { timeout: 12_000, polling: 250 },
    );
    await page.waitForTimeout(Math.max(0, 12_000 - (Date.now() - cutAt)));
    expect(polls.length - loadsBeforeCut).toBeGreaterThanOrEqual(2);
    wire.blocked = false;

    // 3. The socket returns (first reconnect 15-45 s after the cut) and rejoins where the page is.
    await expect.poll(() => wire.routes.length, { timeout: 60_000, interval: 500 }).toBe(2);
    await expect.poll(() => wire.versions[1]?.length ?? 0, { timeout: 15_000, interval: 250 }).toBeGreaterThan(2);
    const joinedAt = wire.joins[1];
    const after = wire.versions[1] ?? [];
    expect(joinedAt).not.toBeNull();
    expect(after[0]).toBe((joinedAt ?? 0) + 1);
    after.forEach((v, i) => expect(v).toBe((joinedAt ?? 0) + 1 + i));
    // Polling stopped with the connection: at most one poll already under way.
    const pollsAtReconnect = polls.length;
    await page.waitForTimeout(6_000);
    expect(polls.length - pollsAtReconnect).toBeLessThanOrEqual(1);
    expect(e2e.browser.errors.filter((e) => !/WebSocket/.test(e))).toEqual([]);
  });
});
