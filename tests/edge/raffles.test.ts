/**
 * Raffles and winners, black-box: a raffle's entries come from real plays (period and minimum stake), its draw is
 * recomputed from the seed revealed afterwards (whose hash was published before), winners are masked with their
 * city; the winners page lists real settled wins; stories need the member's consent; ops calls need the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API as P, type RaffleEntriesAnswer, type RafflesAnswer, type RaffleView, type WinnersAnswer } from '@shared/protocol/content-api';
import { drawWinners, seedCommitment } from '@shared/rules/raffle-draw';
import { entryRef } from '../../edge/domain/raffles.service';
import { openBrowser, type Browser } from './browser';
import { publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playPreMatch, type Member } from './kupondas-fixtures';

const OPS_TOKEN = 'ops-token-raffles-0123456789';
const ops = { headers: { Authorization: `Bearer ${OPS_TOKEN}` } };
const MIN = 60_000;

let t: TestEdge;
let opsBrowser: Browser;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE, opsToken: OPS_TOKEN });
  opsBrowser = await openBrowser(t.url, '/');
  [a, b] = [await newMember(t), await newMember(t)];
  await t.db.query(`UPDATE members SET name = 'Ahmet', surname = 'Yılmaz', city = 'İstanbul' WHERE id = $1`, [a.id]);
  await t.db.query(`UPDATE members SET name = 'Ayşe', surname = 'Çelik', city = 'İzmir' WHERE id = $1`, [b.id]);
}, 60_000);
afterAll(async () => t?.close());

const couponNo = async (id: number): Promise<string> =>
  (await t.db.query<{ coupon_no: string }>('SELECT coupon_no FROM coupons WHERE id = $1', [id]))[0]!.coupon_no;

describe('raffles', () => {
  it('draws from real plays in the period, verifiably, with masked winners', async () => {
    const start = t.clock.now() - MIN;
    // Two qualifying coupons of A, one of B, one of B under the minimum stake; one after the period.
    const a1 = (await playPreMatch(t, a, 1, 100)).played;
    const a2 = (await playPreMatch(t, a, 1, 120)).played;
    const b1 = (await playPreMatch(t, b, 1, 100)).played;
    const bSmall = (await playPreMatch(t, b, 1, 50)).played;
    expect(bSmall.Amount).toBeLessThan(a1.Amount);
    const periodEnd = t.clock.now() + 1000;
    const create = await opsBrowser.post<RaffleView>(P.opsRaffles, {
      title: 'Haftalık Çekiliş', prize: 'Akıllı telefon', minStakeKurus: a1.Amount, periodStart: start, periodEnd,
      drawAt: periodEnd + 2 * MIN, mainCount: 1, reserveCount: 1,
    }, ops);
    expect(create.status, JSON.stringify(create.body)).toBe(200);
    const raffle = create.body;
    expect(raffle.Seed).toBeNull();
    expect(raffle.SeedHash).toMatch(/^[0-9a-f]{64}$/);

    // Before the draw: only the commitment is public; the draw is refused until its time.
    const before = (await (await openBrowser(t.url)).get<RafflesAnswer>(P.raffles)).body;
    expect(before.Upcoming.find((r) => r.Id === raffle.Id)?.SeedHash).toBe(raffle.SeedHash);
    expect((await opsBrowser.post(P.opsRaffleDraw, { raffleId: raffle.Id }, ops)).status).toBe(409);
    expect((await opsBrowser.get(`${P.raffleEntries}?raffleId=${raffle.Id}`)).status).toBe(404);

    t.clock.set(periodEnd + MIN);
    const late = (await playPreMatch(t, a, 1, 100)).played;
    t.clock.set(periodEnd + 3 * MIN);
    const noOps = await opsBrowser.post(P.opsRaffleDraw, { raffleId: raffle.Id });
    expect(noOps.status).toBe(401);
    const drawn = await opsBrowser.post<RaffleView>(P.opsRaffleDraw, { raffleId: raffle.Id }, ops);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    expect((await opsBrowser.post(P.opsRaffleDraw, { raffleId: raffle.Id }, ops)).status).toBe(409);

    const entries = (await opsBrowser.get<RaffleEntriesAnswer>(`${P.raffleEntries}?raffleId=${raffle.Id}`)).body;
    const expected = await Promise.all([a1, a2, b1].map(async (c) => entryRef(raffle.Id, await couponNo(c.CouponId))));
    expect(entries.Entries.map((e) => e.ref).sort()).toEqual([...expected].sort());
    const excluded = await Promise.all([bSmall, late].map(async (c) => entryRef(raffle.Id, await couponNo(c.CouponId))));
    for (const ref of excluded) expect(entries.Entries.some((e) => e.ref === ref)).toBe(false);

    // Anyone can check the commitment and recompute the winners from the published seed and entries.
    expect(entries.SeedHash).toBe(raffle.SeedHash);
    expect(seedCommitment(entries.Seed)).toBe(raffle.SeedHash);
    const recomputed = drawWinners(entries.Seed, entries.Entries, entries.MainCount, entries.ReserveCount);
    const list = (await (await openBrowser(t.url)).get<RafflesAnswer>(P.raffles)).body;
    const result = list.Drawn.find((r) => r.Id === raffle.Id)!;
    expect(result.Seed).toBe(entries.Seed);
    expect(result.EntryCount).toBe(3);
    expect(result.Main.map((w) => w.EntryRef)).toEqual(recomputed.main.map((e) => e.ref));
    expect(result.Reserve.map((w) => w.EntryRef)).toEqual(recomputed.reserve.map((e) => e.ref));
    // Two members entered: one main and one reserve winner, each shown masked with the city.
    const shown = [...result.Main, ...result.Reserve].map((w) => `${w.Name}|${w.City}`).sort();
    expect(shown).toEqual(['Ah*** Yı***|İstanbul', 'Ay*** Çe***|İzmir']);
    t.clock.reset();
  }, 60_000);

  it('refuses an invalid raffle and a visitor without the ops token', async () => {
    const now = t.clock.now();
    const body = { title: 'X', prize: 'Y', minStakeKurus: 100, periodStart: now, periodEnd: now - 1, drawAt: now, mainCount: 1, reserveCount: 0 };
    expect((await opsBrowser.post(P.opsRaffles, body, ops)).status).toBe(400);
    expect((await opsBrowser.post(P.opsRaffles, { ...body, periodEnd: now + 1, drawAt: now + 2 })).status).toBe(401);
  });
});

describe('winners', () => {
  it('lists real settled wins masked, and publishes a story only with consent', async () => {
    const { played, picks } = await playPreMatch(t, a, 1, 100);
    await publishResult(t, picks[0]!, 'won');
    expect(await waitSettled(t.db, played.CouponId)).toBe('won');
    const page = (await (await openBrowser(t.url)).get<WinnersAnswer>(P.winners)).body;
    const win = page.Week.find((w) => w.AmountKurus === played.Amount && w.TotalOdd === played.TotalOdd);
    expect(win).toMatchObject({ Name: 'Ah*** Yı***', City: 'İstanbul' });
    expect(win!.WinningsKurus).toBeGreaterThan(played.Amount);
    expect(page.Month.some((w) => w.WinningsKurus === win!.WinningsKurus)).toBe(true);

    const no = await couponNo(played.CouponId);
    const story = 'Hafta sonu oynadığım tek maçlık kupon kazandı, çok mutluyum!';
    expect((await a.browser.post(P.saveStory, { couponNo: no, story, consent: false })).status).toBe(422);
    expect((await b.browser.post(P.saveStory, { couponNo: no, story, consent: true })).status).toBe(422);
    expect((await (await openBrowser(t.url)).post(P.saveStory, { couponNo: no, story, consent: true })).status).toBe(401);
    expect((await (await openBrowser(t.url)).get<WinnersAnswer>(P.winners)).body.Stories).toHaveLength(0);
    expect((await a.browser.post(P.saveStory, { couponNo: no, story, consent: true })).status).toBe(200);
    const stories = (await (await openBrowser(t.url)).get<WinnersAnswer>(P.winners)).body.Stories;
    expect(stories).toEqual([expect.objectContaining({ Name: 'Ah*** Yı***', City: 'İstanbul', Story: story })]);
    expect((await a.browser.post(P.withdrawStory, { couponNo: no })).status).toBe(200);
    expect((await (await openBrowser(t.url)).get<WinnersAnswer>(P.winners)).body.Stories).toHaveLength(0);
  }, 60_000);
});
