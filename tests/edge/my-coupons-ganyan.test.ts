/**
 * Ganyan coupons in Kuponlarım (CType 3) through the real edge: listed with iddaa and Spor Toto coupons in one date
 * order and one paging, with their race, horse, odd at play, stake and state; settled by the racing settlement into
 * the won / lost / cancelled tabs with their winnings, a member-room notice for each (so an open page updates), moved
 * to the folders like the others; never named; a member never sees or moves another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SESSION_COOKIE, type MemberInfo } from '@shared/protocol/api';
import { MESSAGES } from '@shared/errors/catalogue';
import {
  MY_COUPONS_API as C, type MoveCouponAnswer, type MyCoupon, type MyCouponState, type MyCouponsAnswer, type SaveCouponNameAnswer,
} from '@shared/protocol/my-coupons-api';
import { RACING_API as R, RACING_COUPON_TYPE, RACING_RULES, type RaceSummary, type RacingProgramAnswer } from '@shared/protocol/racing-api';
import { memberRoom, MT, type SettlementNoticeBody } from '@shared/protocol/realtime';
import { SPORTOTO_API as P, type StotoPlayAnswer, type StotoPoolAnswer } from '@shared/protocol/sportoto-api';
import { istanbulDayKey, istanbulDayNumber, istanbulTimeOn } from '@shared/time/istanbul';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playPreMatch, type Member } from './kupondas-fixtures';
import { card, playOk, waitAllSettled } from './horse-racing-fixtures';
import { connectWs, type TestSocket } from './ws-client';

let t: TestEdge;
let a: Member;
let b: Member;
let race: RaceSummary;
let hippodrome: string;
const iddaa: number[] = [];
let stotoId = 0;
const bets: { BetId: number; CouponNo: string; Odd: number; Amount: number; MaxWinnings: number; horseNo: number; horseName: string }[] = [];
let otherBet = 0;
const STATES: MyCouponState[] = ['ongoing', 'won', 'lost', 'cancelled', 'old', 'lostFolder'];

const list = async (m: Member, state: MyCouponState, page = 1, pageSize = 50) => {
  const r = await m.browser.get<MyCouponsAnswer>(`${C.myCoupons}?state=${state}&page=${page}&pageSize=${pageSize}`);
  expect(r.status).toBe(200);
  return r.body;
};
const ganyanOf = (answer: MyCouponsAnswer): MyCoupon[] => answer.Coupons.filter((c) => c.CType === RACING_COUPON_TYPE);
const move = (m: Member, couponId: number, target: 'old' | 'lost', cType?: number) =>
  m.browser.post<MoveCouponAnswer>(C.moveCoupon, { couponId, target, ...(cType ? { cType } : {}) });
const folderOf = async (betId: number) => (await t.db.query<{ folder: string | null }>('SELECT folder FROM racing_bets WHERE id = $1', [betId]))[0]!.folder;

beforeAll(async () => {
  // Sessions survive the day's jump to tomorrow's races (the iddaa program runs on real time, untouched by the clock).
  t = await startTestEdge({ ...KUPONDAS_EDGE, sessionIdleMinutes: 4 * 24 * 60 });
  a = await newMember(t);
  b = await newMember(t);
  // Today, real time: two iddaa coupons and a Spor Toto coupon of member a.
  for (let i = 0; i < 2; i++) iddaa.push((await playPreMatch(t, a, 2, 50)).played.CouponId);
  const pool = (await a.browser.get<StotoPoolAnswer>(P.pool)).body;
  if (!pool.IsSuccess) throw new Error(JSON.stringify(pool));
  const stoto = await a.browser.post<StotoPlayAnswer>(P.play, { poolId: pool.Pool.PoolId, picks: Array.from({ length: 15 }, () => '1'), misli: 1, idempotencyKey: `g-stoto-${process.pid}` });
  if (!stoto.body.IsSuccess) throw new Error(JSON.stringify(stoto.body));
  stotoId = stoto.body.CouponId;
  // Tomorrow's first race, open: member a plays every horse that runs (one wins, the others lose or are refunded).
  const day = istanbulDayNumber(Date.now()) + 1;
  const program = (await a.browser.get<RacingProgramAnswer>(`${R.program}?day=${istanbulDayKey(istanbulTimeOn(day, '12:00'))}`)).body;
  const all = program.Hippodromes.flatMap((h) => h.Races.map((r) => ({ r, h: h.Name })));
  const first = all.reduce((x, y) => (y.r.StartsAt < x.r.StartsAt ? y : x));
  race = first.r;
  hippodrome = first.h;
  t.clock.set(race.OpensAt + 60_000);
  for (const runner of (await card(a, race.RaceId)).Runners.filter((x) => !x.Withdrawn)) {
    const p = await playOk(a, race.RaceId, runner.No, 1_000 + runner.No * 100);
    bets.push({ BetId: p.BetId, CouponNo: p.CouponNo, Odd: p.Odd, Amount: p.Amount, MaxWinnings: p.MaxWinnings, horseNo: runner.No, horseName: runner.Name });
  }
  otherBet = (await playOk(b, race.RaceId, bets[0]!.horseNo)).BetId;
}, 60_000);
afterAll(() => t?.close());

describe('Ganyan coupons listed in Kuponlarım', () => {
  it('lists an open Ganyan coupon under ongoing with its race, horse, odd at play, stake and most, no rows, no name', async () => {
    const shown = ganyanOf(await list(a, 'ongoing'));
    expect(shown.map((c) => c.CouponId).sort((x, y) => x - y)).toEqual(bets.map((x) => x.BetId).sort((x, y) => x - y));
    for (const bet of bets) {
      const c = shown.find((x) => x.CouponId === bet.BetId)!;
      expect(c).toMatchObject({
        CouponNo: bet.CouponNo, CouponName: null, CouponStatus: 'open', Amount: bet.Amount, Misli: 1, TotalOdd: bet.Odd,
        MaxWinnings: bet.MaxWinnings, Winnings: 0, SystemSizes: [], ColumnCount: 1, IsCancelable: false, IsRefunded: false,
        Folder: null, SettledAt: null, Rows: [], CType: RACING_COUPON_TYPE,
        Ganyan: { RaceId: race.RaceId, HippodromeName: hippodrome, RaceNo: race.No, StartsAt: race.StartsAt, HorseNo: bet.horseNo, HorseName: bet.horseName, DeductionPercent: 0 },
      });
    }
  });

  it('orders the three types by play time and pages them as one list (Total over all, no coupon twice or missing)', async () => {
    // Interleave: the iddaa and Spor Toto coupons' play times put between the Ganyan coupons' (stored values).
    const times = await t.db.query<{ id: number; at: Date }>('SELECT id, played_at AS at FROM racing_bets WHERE member_id = $1 ORDER BY played_at', [a.id]);
    const slot = (i: number) => new Date(times[Math.min(i, times.length - 1)]!.at.getTime() - 1);
    await t.db.query('UPDATE coupons SET played_at = $2 WHERE id = $1', [iddaa[0], slot(1)]);
    await t.db.query('UPDATE coupons SET played_at = $2 WHERE id = $1', [stotoId, slot(2)]);
    await t.db.query('UPDATE coupons SET played_at = $2 WHERE id = $1', [iddaa[1], new Date(times.at(-1)!.at.getTime() + 1)]);
    const whole = (await list(a, 'ongoing')).Coupons;
    expect(whole.length).toBe(bets.length + 3);
    const played = whole.map((c) => c.PlayedAt);
    expect(played).toEqual([...played].sort((x, y) => y - x));
    expect(whole[0]).toMatchObject({ CouponId: iddaa[1], CType: 1 });
    expect(whole.find((c) => c.CouponId === stotoId && c.CType === 2)).toBeTruthy();
    const types = whole.map((c) => c.CType);
    // A Spor Toto coupon and an iddaa coupon sit between Ganyan coupons: the order is by time, not by type.
    expect(types.indexOf(2)).toBeGreaterThan(types.indexOf(RACING_COUPON_TYPE));
    expect(types.lastIndexOf(RACING_COUPON_TYPE)).toBeGreaterThan(types.indexOf(2));
    const paged: MyCoupon[] = [];
    for (let page = 1; ; page++) {
      const r = await list(a, 'ongoing', page, 3);
      expect(r.Total).toBe(whole.length);
      if (r.Coupons.length === 0) break;
      expect(r.Coupons.length).toBeLessThanOrEqual(3);
      paged.push(...r.Coupons);
    }
    expect(paged.map((c) => `${c.CType}-${c.CouponId}`)).toEqual(whole.map((c) => `${c.CType}-${c.CouponId}`));
  });

  it('a member never sees or moves another member\'s Ganyan coupons', async () => {
    const mine = new Set(bets.map((x) => x.CouponNo));
    for (const state of STATES) {
      const r = await list(b, state);
      expect(r.Coupons.some((c) => mine.has(c.CouponNo))).toBe(false);
      expect(r.Coupons.every((c) => c.CType !== 1 && c.CType !== 2)).toBe(true);
    }
    expect(ganyanOf(await list(b, 'ongoing')).map((c) => c.CouponId)).toEqual([otherBet]);
    expect(ganyanOf(await list(a, 'ongoing')).some((c) => c.CouponId === otherBet)).toBe(false);
  });

  it('refuses naming a Ganyan coupon (cType 3) with the save-failure text, and moving an open one', async () => {
    const r = await a.browser.post<SaveCouponNameAnswer>(C.saveCouponName, { couponId: bets[0]!.BetId, cType: RACING_COUPON_TYPE, cDetailType: 1, cName: 'Şanslı at' });
    expect(r.body.Message).toBe(MESSAGES.couponNameSaveFailed);
    expect(ganyanOf(await list(a, 'ongoing')).every((c) => c.CouponName === null)).toBe(true);
    expect((await move(a, bets[0]!.BetId, 'old', RACING_COUPON_TYPE)).body).toEqual({ IsSuccess: false, Message: MESSAGES.moveCouponFailed });
    expect(await folderOf(bets[0]!.BetId)).toBeNull();
  });
});

describe('settled Ganyan coupons', () => {
  let socket: TestSocket;
  let room: string;
  let settled: Awaited<ReturnType<typeof waitAllSettled>>;

  it('settle into won / lost / cancelled with their winnings, and each sends its member-room notice with cType 3', async () => {
    const info = (await a.browser.post<MemberInfo>(API.memberInfo)).body;
    room = memberRoom(info.EncryptedId);
    socket = await connectWs(t.edge.wsPort, { cookie: `${SESSION_COOKIE}=${encodeURIComponent(a.browser.sessionCookie!)}` });
    socket.send({ event: 'joinroom', data: room });
    await socket.next((f) => f.event === 'version' && f.room === room);
    t.clock.set(race.StartsAt + RACING_RULES.resultAfterStartMs + 30_000);
    settled = (await waitAllSettled(a)).filter((x) => x.RaceId === race.RaceId);
    expect(settled.filter((x) => x.Status === 'won')).toHaveLength(1);
    expect(settled.some((x) => x.Status === 'lost')).toBe(true);
    const tabOf = { won: 'won', lost: 'lost', refunded: 'cancelled' } as const;
    for (const bet of settled) {
      const tab = tabOf[bet.Status as keyof typeof tabOf];
      const c = ganyanOf(await list(a, tab)).find((x) => x.CouponId === bet.BetId);
      expect(c, `${bet.Status} ${bet.BetId}`).toMatchObject({
        CouponStatus: bet.Status, Winnings: bet.Payout, IsRefunded: bet.Status === 'refunded', Folder: null,
        Ganyan: { DeductionPercent: bet.DeductionPercent },
      });
      expect(c!.SettledAt).toBeGreaterThan(0);
      const notice = await socket.next((f) => f.room === room && f.MT === MT.settlementNotice && (f.M as SettlementNoticeBody).couponNo === bet.CouponNo);
      expect(notice.M).toMatchObject({ couponId: bet.BetId, status: bet.Status, payoutKurus: bet.Payout, cType: RACING_COUPON_TYPE });
    }
    expect(ganyanOf(await list(a, 'ongoing'))).toEqual([]);
    const balance = (await t.db.query<{ b: number }>('SELECT balance_kurus AS b FROM members WHERE id = $1', [a.id]))[0]!.b;
    // Payouts only add: the notice settled last carries the balance as it now stands.
    const balances = socket.frames.filter((f) => f.room === room && f.MT === MT.settlementNotice).map((f) => (f.M as SettlementNoticeBody).balanceKurus);
    expect(Math.max(...balances)).toBe(balance);
    socket.close();
  });

  it('moves to the folders like the other coupons: lost to lost coupons, any settled one to old; only its own', async () => {
    const won = settled.find((x) => x.Status === 'won')!;
    const lost = settled.find((x) => x.Status === 'lost')!;
    expect((await move(a, won.BetId, 'lost', RACING_COUPON_TYPE)).body.IsSuccess).toBe(false);
    expect((await move(b, lost.BetId, 'lost', RACING_COUPON_TYPE)).body.IsSuccess).toBe(false);
    expect(await folderOf(lost.BetId)).toBeNull();
    // Without its type the id is an iddaa coupon's: the Ganyan coupon stays where it is.
    await move(a, lost.BetId, 'lost');
    expect(await folderOf(lost.BetId)).toBeNull();
    expect((await move(a, lost.BetId, 'lost', RACING_COUPON_TYPE)).body.IsSuccess).toBe(true);
    expect((await move(a, won.BetId, 'old', RACING_COUPON_TYPE)).body.IsSuccess).toBe(true);
    expect(ganyanOf(await list(a, 'lostFolder')).map((c) => c.CouponId)).toEqual([lost.BetId]);
    expect(ganyanOf(await list(a, 'old')).map((c) => c.CouponId)).toEqual([won.BetId]);
    expect(ganyanOf(await list(a, 'won'))).toEqual([]);
    expect(ganyanOf(await list(a, 'lost')).some((c) => c.CouponId === lost.BetId)).toBe(false);
    expect(ganyanOf(await list(a, 'old'))[0]).toMatchObject({ Folder: 'old', CouponStatus: 'won', Winnings: won.Payout });
  });
});
