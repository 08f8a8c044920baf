/**
 * Socket connection caps and the client address behind the TLS proxy: extra upgrades are
 * refused (429 per address, 503 in total) with the connection closed, /healthz keeps answering, a canary keeps
 * receiving; with TRUST_PROXY the address is the one the proxy saw, for the socket and for HTTP's per-IP limits alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { MT } from '@shared/protocol/realtime';
import { refusalsByReason } from '../../edge/realtime/realtime-stats';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { connectWs, roomFrames, type ConnectOptions, type TestSocket } from './ws-client';

const BUSY = 'Event_990600_V3';
const refused = (reason: string): number => refusalsByReason().get(reason as never) ?? 0;

/** Opens `n` sockets; all must be accepted. */
const open = async (t: TestEdge, n: number, opts: ConnectOptions = {}): Promise<TestSocket[]> => {
  const out: TestSocket[] = [];
  for (let i = 0; i < n; i++) out.push(await connectWs(t.edge.wsPort, opts));
  return out;
};

const health = async (t: TestEdge): Promise<number> => (await fetch(`${t.url}${API.healthz}`)).status;

describe('connection caps', () => {
  let t: TestEdge;
  let canary: TestSocket;
  let v = 0;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestEdge({ wsMaxConnectionsPerAddress: 20, wsMaxConnections: 50 });
    canary = await connectWs(t.edge.wsPort, { localAddress: '127.0.0.2' });
    canary.send({ event: 'joinroom', data: BUSY });
    v = (await canary.next((f) => f.event === 'version')).v!;
  }, 60_000);
  afterAll(async () => {
    for (const s of [canary, ...sockets]) s?.close();
    await t?.close();
  });

  const canaryStillReceives = async (): Promise<void> => {
    await t.edge.bus.publish({ room: BUSY, v: ++v, MT: MT.oddsChange, M: { outcomes: [] } });
    await canary.next((f) => f.room === BUSY && f.v === v);
    const vs = roomFrames(canary, BUSY).map((f) => f.v!);
    expect(vs).toEqual(vs.map((_, i) => vs[0]! + i));
  };

  it('refuses one address past its cap with 429, whatever X-Forwarded-For it claims, and others go on', async () => {
    const before = refused('cap_address');
    sockets.push(...(await open(t, 20, { localAddress: '127.0.0.1' })));
    await expect(connectWs(t.edge.wsPort, { localAddress: '127.0.0.1' })).rejects.toThrow(/429/);
    // No proxy is trusted: the header is the client's own claim.
    await expect(connectWs(t.edge.wsPort, { localAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } })).rejects.toThrow(/429/);
    expect(refused('cap_address')).toBe(before + 2);
    sockets.push(...(await open(t, 20, { localAddress: '127.0.0.3' })));
    expect(await health(t)).toBe(200);
    await canaryStillReceives();
  });

  it('refuses every address at the total cap with 503; HTTP answers throughout; a closed socket frees its slot', async () => {
    const before = refused('cap_total');
    sockets.push(...(await open(t, 9, { localAddress: '127.0.0.4' })));
    const attempts = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => connectWs(t.edge.wsPort, { localAddress: `127.0.1.${i + 1}` })));
    expect(attempts.every((a) => a.status === 'rejected' && /503/.test(String(a.reason)))).toBe(true);
    expect(refused('cap_total')).toBe(before + 40);
    for (let i = 0; i < 5; i++) expect(await health(t)).toBe(200);
    await canaryStillReceives();
    const gone = sockets.pop()!;
    gone.close();
    await gone.closed;
    await expect.poll(async () => connectWs(t.edge.wsPort, { localAddress: '127.0.0.5' }).then((s) => (sockets.push(s), true), () => false), { timeout: 2000 }).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  let trusting: TestEdge;
  let plain: TestEdge;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    const limits = { wsMaxConnectionsPerAddress: 2, loginRateLimitPerMinute: 2, captchaForce: 'domestic' as const };
    trusting = await startTestEdge({ ...limits, trustProxy: ['127.0.0.1'] });
    plain = await startTestEdge(limits);
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await trusting?.close();
    await plain?.close();
  });
  const via = (address: string): ConnectOptions => ({ localAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });

  it('counts sockets by the address the trusted proxy saw; without it, by the peer', async () => {
    sockets.push(...(await open(trusting, 2, via('198.51.100.1'))));
    await expect(connectWs(trusting.edge.wsPort, via('198.51.100.1'))).rejects.toThrow(/429/);
    // What the client wrote before the proxy's own entry is not its address.
    await expect(connectWs(trusting.edge.wsPort, via('203.0.113.5, 198.51.100.1'))).rejects.toThrow(/429/);
    sockets.push(...(await open(trusting, 2, via('198.51.100.2'))));
    // A peer that is not the proxy speaks for itself.
    const notProxy = { localAddress: '127.0.0.6', headers: { 'x-forwarded-for': '198.51.100.3' } };
    sockets.push(...(await open(trusting, 2, notProxy)));
    await expect(connectWs(trusting.edge.wsPort, { ...notProxy, headers: { 'x-forwarded-for': '198.51.100.4' } })).rejects.toThrow(/429/);

    sockets.push(...(await open(plain, 2, via('198.51.100.1'))));
    await expect(connectWs(plain.edge.wsPort, via('198.51.100.2'))).rejects.toThrow(/429/);
  });

  it("counts HTTP's per-IP limits (login) by the client's address behind the proxy, and as one without TRUST_PROXY", async () => {
    const attempt = async (t: TestEdge, address: string): Promise<number> => {
      const b = await openBrowser(t.url);
      const r = await b.post(API.login, { username: 'nobody', password: 'Wrong.1234' }, { headers: { 'X-Forwarded-For': address } });
      return r.status;
    };
    expect([await attempt(trusting, '198.51.100.10'), await attempt(trusting, '198.51.100.10')]).toEqual([200, 200]);
    expect(await attempt(trusting, '198.51.100.10')).toBe(429);
    expect(await attempt(trusting, '198.51.100.11')).toBe(200);

    expect([await attempt(plain, '198.51.100.10'), await attempt(plain, '198.51.100.11')]).toEqual([200, 200]);
    expect(await attempt(plain, '198.51.100.12')).toBe(429);
  });
});
