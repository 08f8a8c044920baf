/**
 * Rate limits of coupon play, black-box, with small limits so a test reaches them: per member, per client address
 * (every browser here comes from 127.0.0.1), answered 429 in the error shape with a Turkish text and Retry-After;
 * a limited play writes nothing. And the three play variables of the configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_RULES } from '@shared/constants/business';
import { MESSAGES } from '@shared/errors/catalogue';
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
import { ConfigError, loadConfig } from '../../edge/config';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { moneyState } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest, type Pick } from './program-picks';

const PER_MEMBER = 3;
const PER_IP = 5;

let t: TestEdge;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge({ playRateLimitPerMember: PER_MEMBER, playRateLimitPerIp: PER_IP });
  picks = await loadPicks(await openBrowser(t.url), 1, t.clock.now());
});
afterAll(() => t?.close());

const member = async (i: number): Promise<Browser> => {
  const b = await openBrowser(t.url);
  await b.login(DEMO_MEMBERS[i]!.username, DEMO_MEMBERS[i]!.password);
  return b;
};
const play = (b: Browser) => b.post<PlayCouponAnswer>(API.playCoupon, playRequest(picks, 50));

const expectLimited = (r: Awaited<ReturnType<typeof play>>) => {
  expect(r.status).toBe(429);
  expect(r.body).toEqual({ IsSuccess: false, Code: 'RATE_LIMITED', Message: MESSAGES.playRateLimited });
  const retryAfter = Number(r.res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
};

describe('play rate limits', () => {
  it('lets a member play its limit a minute, then answers 429 and writes nothing', async () => {
    const demo = await member(0);
    for (let i = 0; i < PER_MEMBER; i++) expect((await play(demo)).status).toBe(200);
    const before = await moneyState(t.db, 'demo');
    expectLimited(await play(demo));
    expect(await moneyState(t.db, 'demo')).toEqual(before);
  });

  it('limits the address over all members; the refusals of one member did not count against it', async () => {
    // The address has 3 plays counted (demo's 4th was refused by the member limit first): 2 more pass.
    const mehmet = await member(2);
    for (let i = 0; i < PER_IP - PER_MEMBER; i++) expect((await play(mehmet)).status).toBe(200);
    const before = await moneyState(t.db, 'mehmet');
    expectLimited(await play(mehmet));
    expect(await moneyState(t.db, 'mehmet')).toEqual(before);
    // A visitor from the same address is counted by address too, before being told to log in.
    expectLimited(await play(await openBrowser(t.url)));
  });
});

describe('play configuration', () => {
  it('defaults to the shared column maximum, 30 plays a minute per member and 300 per address', () => {
    expect(loadConfig({})).toMatchObject({ playMaxColumns: COUPON_RULES.maxColumns, playRateLimitPerMember: 30, playRateLimitPerIp: 300 });
    expect(COUPON_RULES.maxColumns).toBe(100_000);
  });

  it('reads PLAY_MAX_COLUMNS, PLAY_RATE_LIMIT_PER_MEMBER and PLAY_RATE_LIMIT_PER_IP, and stops on bad values', () => {
    const env = { PLAY_MAX_COLUMNS: '1000000', PLAY_RATE_LIMIT_PER_MEMBER: '5', PLAY_RATE_LIMIT_PER_IP: '50' };
    expect(loadConfig(env)).toMatchObject({ playMaxColumns: 1_000_000, playRateLimitPerMember: 5, playRateLimitPerIp: 50 });
    for (const bad of [{ PLAY_MAX_COLUMNS: '1000001' }, { PLAY_MAX_COLUMNS: '0' }, { PLAY_RATE_LIMIT_PER_MEMBER: 'many' }, { PLAY_RATE_LIMIT_PER_IP: '-1' }]) {
      expect(() => loadConfig(bad)).toThrow(ConfigError);
      expect(() => loadConfig(bad)).toThrow(Object.keys(bad)[0]!);
    }
  });
});
