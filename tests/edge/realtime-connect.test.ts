/**
 * The realtime connection as the site opens it (spec section 7): the socket URL carries the platform id and the
 * user agent (shared/protocol/realtime-connect.ts); the edge accepts it and serves rooms as on a bare URL, and a
 * malformed or oversized query does not stop the connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ID_WEB, withRealtimeClientInfo } from '@shared/protocol/realtime-connect';
import { startTestEdge, type TestEdge } from './harness';
import { connectWs } from './ws-client';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const pathOf = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('the realtime connection', () => {
  it('opens with the platform id and user agent and serves rooms', async () => {
    const url = withRealtimeClientInfo(`ws://127.0.0.1:${t.edge.wsPort}`, { platformId: PLATFORM_ID_WEB, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' });
    expect(url).toContain('platformId=1&userAgent=Mozilla');
    const s = await connectWs(t.edge.wsPort, { path: pathOf(url) });
    s.send({ event: 'joinroom', data: 'Live_V3' });
    const v = await s.next((f) => f.event === 'version' && f.room === 'Live_V3');
    expect(v.v).toBeGreaterThan(0);
    s.close();
  });

  it('takes a malformed or oversized query as absent, without refusing the socket', async () => {
    const s = await connectWs(t.edge.wsPort, { path: `/?platformId=abc&userAgent=${'x'.repeat(3000)}%00` });
    s.send({ event: 'GetVersion', data: 'Live_V3' });
    expect((await s.next((f) => f.event === 'version')).room).toBe('Live_V3');
    s.close();
  });
});
