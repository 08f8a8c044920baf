/** GET /forms/Campaigns/CampaignV2Participate.aspx?REQ=ASNYC&CID={id}: members only, recorded once, same-site only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_API, CAMPAIGN_TEXTS, campaignParticipateUrl } from '@shared/constants/campaigns';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const participations = async (campaignId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_participations WHERE campaign_id = $1', [campaignId]))[0]!.n;

describe('campaign participation', () => {
  it('answers a visitor 401 NOT_AUTHORIZED and records nothing', async () => {
    const b = await openBrowser(t.url);
    const r = await b.get<{ Code: string }>(campaignParticipateUrl(1));
    expect(r.status).toBe(401);
    expect(r.body.Code).toBe('NOT_AUTHORIZED');
    expect(await participations(1)).toBe(0);
  });

  it('records a member once and says so in JSON', async () => {
    const b = await openBrowser(t.url);
    expect((await b.login('demo', 'Demo.1234')).IsSuccess).toBe(true);
    const first = await b.get<{ IsSuccess: boolean; Code: string; Message: string }>(campaignParticipateUrl(1));
    expect(first.status).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/application\/json/);
    expect(first.body).toEqual({ IsSuccess: true, Code: 'PARTICIPATED', Message: CAMPAIGN_TEXTS.joined });
    const again = await b.get<{ Code: string }>(campaignParticipateUrl(1));
    expect(again.body.Code).toBe('ALREADY_PARTICIPATED');
    expect(await participations(1)).toBe(1);
  });

  it('refuses unknown campaigns, a wrong REQ and malformed ids', async () => {
    const b = await openBrowser(t.url);
    await b.login('demo', 'Demo.1234');
    expect((await b.get(campaignParticipateUrl(999))).status).toBe(404);
    expect((await b.get(`${CAMPAIGN_API.participate}?REQ=SYNC&CID=1`)).status).toBe(400);
    expect((await b.get(`${CAMPAIGN_API.participate}?REQ=ASNYC&CID=1x`)).status).toBe(400);
    expect((await b.get(`${CAMPAIGN_API.participate}?REQ=ASNYC`)).status).toBe(400);
  });

  it('refuses a participation another site starts', async () => {
    const b = await openBrowser(t.url);
    await b.login('demo', 'Demo.1234');
    const before = await participations(2);
    expect((await b.get(campaignParticipateUrl(2), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await b.get(campaignParticipateUrl(2), { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect(await participations(2)).toBe(before);
    expect((await b.get(campaignParticipateUrl(2), { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });
});
