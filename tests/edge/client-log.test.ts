/** POST /Site/LogClient and its settings: enabled switch, anti-forgery, validation, per-session limit, row cap. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LOG } from '@shared/constants/business';
import { CLIENT_LOG_API, CLIENT_LOG_STORE, type ClientLogReport } from '@shared/constants/client-log';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

const report = (over: Partial<ClientLogReport> = {}): ClientLogReport => ({
  message: 'TypeError: a is undefined',
  url: 'http://localhost/iddaa',
  data: '',
  stack: 'at f (http://localhost/assets/index.js:1:2)',
  level: 'error',
  callsite: 'http://localhost/assets/index.js:1:2',
  machineName: 'localhost',
  ...over,
});

const rows = async (t: TestEdge) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_logs'))[0]!.n;

describe('client log, enabled', () => {
  let t: TestEdge;
  beforeAll(async () => {
    t = await startTestEdge({ clientLogEnabled: true });
  });
  afterAll(() => t?.close());

  it('says it is enabled and stores a valid report with its session and agent', async () => {
    const b = await openBrowser(t.url);
    expect((await b.get(CLIENT_LOG_API.settings)).body).toEqual({ Enabled: true });
    const before = await rows(t);
    const r = await b.post(CLIENT_LOG_API.log, report(), { headers: { 'User-Agent': 'test-agent' } });
    expect(r.status).toBe(200);
    const stored = await t.db.query<{ message: string; user_agent: string; level: string }>(
      'SELECT message, user_agent, level FROM client_logs ORDER BY id DESC LIMIT 1',
    );
    expect(stored[0]).toEqual({ message: 'TypeError: a is undefined', user_agent: 'test-agent', level: 'error' });
    expect(await rows(t)).toBe(before + 1);
  });

  it('refuses a POST without the anti-forgery token or from another origin, storing nothing', async () => {
    const b = await openBrowser(t.url);
    const before = await rows(t);
    expect((await b.post(CLIENT_LOG_API.log, report(), { token: null })).status).toBe(403);
    expect((await b.post(CLIENT_LOG_API.log, report(), { token: 'forged' })).status).toBe(403);
    expect((await b.post(CLIENT_LOG_API.log, report(), { origin: 'https://evil.example' })).status).toBe(403);
    expect(await rows(t)).toBe(before);
  });

  it.each([
    ['a message over 1024 characters', report({ message: 'x'.repeat(CLIENT_LOG.maxMessageLength + 1) })],
    ['an empty message', report({ message: '' })],
    ['an unknown level', { ...report(), level: 'fatal' }],
    ['an unknown field', { ...report(), extra: 1 }],
    ['a number for a text', { ...report(), stack: 5 }],
    ['no message', { level: 'error' }],
  ])('refuses %s with 400', async (_name, body) => {
    const b = await openBrowser(t.url);
    const before = await rows(t);
    expect((await b.post(CLIENT_LOG_API.log, body)).status).toBe(400);
    expect(await rows(t)).toBe(before);
  });

  it(`stores at most ${CLIENT_LOG.maxPerSession} reports per session`, async () => {
    const b = await openBrowser(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_LOG.maxPerSession + 3; i++) statuses.push((await b.post(CLIENT_LOG_API.log, report({ message: `E${i}` }))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CLIENT_LOG.maxPerSession);
    expect(statuses.slice(CLIENT_LOG.maxPerSession)).toEqual([429, 429, 429]);
  });

  it(`keeps only the newest ${CLIENT_LOG_STORE.maxRows} rows`, async () => {
    await t.db.query(
      `INSERT INTO client_logs (session_id, level, message, url, data, stack, callsite, machine_name, user_agent, created_at)
       SELECT 'filler', 'error', 'old ' || g, '', '', '', '', '', '', $1 FROM generate_series(1, $2::int) g`,
      [new Date(), CLIENT_LOG_STORE.maxRows + 5],
    );
    const b = await openBrowser(t.url);
    expect((await b.post(CLIENT_LOG_API.log, report({ message: 'newest' }))).status).toBe(200);
    expect(await rows(t)).toBe(CLIENT_LOG_STORE.maxRows);
    const newest = await t.db.query<{ message: string }>('SELECT message FROM client_logs ORDER BY id DESC LIMIT 1');
    expect(newest[0]!.message).toBe('newest');
    const oldest = await t.db.query<{ message: string }>('SELECT message FROM client_logs ORDER BY id LIMIT 1');
    expect(oldest[0]!.message).not.toBe('old 1');
  });
});

describe('client log, disabled (the default)', () => {
  let t: TestEdge;
  beforeAll(async () => {
    t = await startTestEdge();
  });
  afterAll(() => t?.close());

  it('says it is disabled and stores nothing', async () => {
    const b = await openBrowser(t.url);
    expect((await b.get(CLIENT_LOG_API.settings)).body).toEqual({ Enabled: false });
    expect((await b.post(CLIENT_LOG_API.log, report())).status).toBe(404);
    expect(await rows(t)).toBe(0);
  });
});
