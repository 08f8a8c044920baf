/**
 * Horse racing (Ganyan) through the real edge, on an injected clock: the daily program (hippodromes, 6-9 races,
 * 6-16 horses), the play rules (the 20-minute window, one horse, 10 TL minimum, the odd at play time, idempotency,
 * concurrency, responsible play), the withdrawn horse ('koşmaz': its bets refunded, the others' winnings reduced by
 * the versioned deduction table), settlement through the ledger paying once under concurrent settlers, and a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfo } from '@shared/protocol/api';
import { RACING_API as R, RACING_RULES, type RaceCardAnswer, type RaceLiveBody, type RacingProgramAnswer, type RacingResultsAnswer } from '@shared/protocol/racing-api';
import { MT } from '@shared/protocol/realtime';
import { RESPONSIBLE_PLAY_API as RP } from '@shared/protocol/responsible-play-api';
import { istanbulDayKey, istanbulDayNumber, istanbulTimeOn } from '@shared/time/istanbul';
import { createRacingSettlementService } from '../../edge/racing/racing-settlement.service';
import { RACING_STATISTICS_NOTICE } from '@shared/errors/racing-messages';
import { openBrowser } from './browser';
import { connectWs } from './ws-client';
import { moneyState } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, type Member } from './kupondas-fixtures';
import {
  betLedger, card, deductionV1, expectedPayout, ganyan, myBets, play, playOk, plannedWithdrawals, waitAllSettled,
} from './horse-racing-fixtures';

const MIN = 60_000;
let t: TestEdge;
let m: Member;
let program: RacingProgramAnswer;
// Tomorrow (Istanbul), 10:00: before the day's first race (13:00 at the earliest).
const day = istanbulDayNumber(Date.now()) + 1;
const dayKey = istanbulDayKey(istanbulTimeOn(day, '12:00'));

beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  t.clock.set(istanbulTimeOn(day, '10:00'));
  m = await newMember(t);
  program = (await m.browser.get<RacingProgramAnswer>(`${R.program}?day=${dayKey}`)).body;
});
afterAll(() => t?.close());

const races = () => program.Hippodromes.flatMap((h) => h.Races);

describe('the daily program', () => {
  it('has 3 to 5 Turkish meetings of 6-9 races, 6-16 horses each, with every field, all upcoming before noon', async () => {
    expect(program.Day).toBe(dayKey);
    expect(program.Hippodromes.length).toBeGreaterThanOrEqual(3);
    const names = ['Veliefendi', 'Ankara', 'İzmir', 'Adana', 'Bursa', 'Şanlıurfa', 'Elazığ', 'Kocaeli', 'Diyarbakır'];
    for (const h of program.Hippodromes) {
      expect(names).toContain(h.Name);
      expect(h.Races.length).toBeGreaterThanOrEqual(6);
      expect(h.Races.length).toBeLessThanOrEqual(9);
      for (const r of h.Races) {
        expect(r.Status).toBe('upcoming');
        expect(r.RunnerCount).toBeGreaterThanOrEqual(6);
        expect(r.RunnerCount).toBeLessThanOrEqual(16);
      }
    }
    const c = await card(m, races()[0]!.RaceId);
    expect(c.Runners.map((r) => r.No)).toEqual(c.Runners.map((_, i) => i + 1));
    for (const r of c.Runners) {
      expect(r.Name).not.toBe('');
      expect(r.Jockey).not.toBe('');
      expect(r.WeightTenthKg).toBeGreaterThanOrEqual(500);
      expect(r.Age).toBeGreaterThanOrEqual(2);
      expect(r.Odd).toBeGreaterThan(100);
      expect(r.Withdrawn).toBe(false);
    }
    // The data provider's statistics notice stands in for the last results where statistics are unavailable.
    for (const h of program.Hippodromes) {
      const first = await card(m, h.Races[0]!.RaceId);
      expect(first.StatisticsNotice).toBe(h.StatisticsNotice);
      if (h.StatisticsNotice === null) expect(first.Runners.every((r) => r.LastResults !== null)).toBe(true);
      else {
        expect(h.StatisticsNotice).toBe(RACING_STATISTICS_NOTICE);
        expect(first.Runners.every((r) => r.LastResults === null)).toBe(true);
      }
    }
  });
});

describe('play rules', () => {
  it('opens a race 20 minutes before its start, closes it at the start, and takes one horse from 10 TL at the odd of the moment', async () => {
    const race = races().find((r) => r.No === 2)!;
    const first = await card(m, race.RaceId);
    const horse = first.Runners.find((r) => !r.Withdrawn)!;
    t.clock.set(race.StartsAt - RACING_RULES.openBeforeStartMs - MIN);
    const early = await play(m, ganyan(race.RaceId, horse.No, horse.Odd));
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ IsSuccess: false, Code: 'RACE_NOT_OPEN' });

    t.clock.set(race.StartsAt - 5 * MIN - 10_000);
    const before = await moneyState(t.db, m.username);
    const open = await card(m, race.RaceId);
    expect(open.Status).toBe('open');
    const odd = open.Runners.find((r) => r.No === horse.No)!.Odd;
    const small = await play(m, ganyan(race.RaceId, horse.No, odd, 999));
    expect(small.body).toMatchObject({ Code: 'MIN_STAKE', Message: 'Ganyan kuponu en az 10,00 TL olmalıdır.' });
    const two = await m.browser.post(R.play, { ...ganyan(race.RaceId, horse.No, odd), horseNos: [1, 2] });
    expect(two.status).toBe(400);
    expect((await play(m, ganyan(race.RaceId, 99, odd))).body).toMatchObject({ Code: 'HORSE_NOT_FOUND' });
    const stale = await play(m, ganyan(race.RaceId, horse.No, odd + 5));
    expect(stale.body).toMatchObject({ Code: 'ODDS_CHANGED', Odd: odd });
    expect(await moneyState(t.db, m.username)).toEqual(before);

    const req = ganyan(race.RaceId, horse.No, odd);
    const ok = await play(m, req);
    expect(ok.body).toMatchObject({ IsSuccess: true, Amount: 1_000, Odd: odd, MaxWinnings: Math.floor(10 * odd) });
    const again = await play(m, req);
    expect(again.body).toEqual(ok.body);
    const conflict = await play(m, { ...req, horseNo: horse.No === 1 ? 2 : 1 });
    expect(conflict.status).toBe(409);
    const after = await moneyState(t.db, m.username);
    expect(after.balance).toBe(before.balance - 1_000);
    expect(after.ledgerSum).toBe(after.balance);
    if (!ok.body.IsSuccess) throw new Error('unreachable');
    expect(await betLedger(t.db, ok.body.BetId)).toEqual([{ kind: 'racing_stake', amount: -1_000 }]);

    t.clock.set(race.StartsAt);
    expect((await play(m, ganyan(race.RaceId, horse.No, odd, 1_000, { acceptOddsChanges: true }))).body).toMatchObject({ Code: 'RACE_CLOSED' });
    const info = (await m.browser.post<MemberInfo>(API.memberInfo)).body;
    expect(info.TjkCouponCount).toBe((await myBets(m)).length);
  });

  it('lets only one of two concurrent plays through when the balance covers one', async () => {
    const poor = await newMember(t, 1_500);
    const race = races().find((r) => r.StartsAt - RACING_RULES.openBeforeStartMs > t.clock.now() + MIN)!;
    t.clock.set(race.StartsAt - 10 * MIN);
    const c = await card(poor, race.RaceId);
    const [a, b] = await Promise.all([play(poor, ganyan(race.RaceId, 1, c.Runners[0]!.Odd, 1_000, { acceptOddsChanges: true })),
      play(poor, ganyan(race.RaceId, 2, c.Runners[1]!.Odd, 1_000, { acceptOddsChanges: true }))]);
    expect([a.body.IsSuccess, b.body.IsSuccess].sort()).toEqual([false, true]);
    expect([a.body, b.body].find((x) => !x.IsSuccess)).toMatchObject({ Code: 'INSUFFICIENT_BALANCE' });
    expect((await moneyState(t.db, poor.username)).balance).toBe(500);
  });

  it('counts Ganyan stakes against the responsible-play stake limit', async () => {
    const careful = await newMember(t);
    expect((await careful.browser.post(RP.setLimit, { kind: 'stake', period: 'day', amount: 1_500 })).status).toBe(200);
    const race = races().find((r) => r.StartsAt - RACING_RULES.openBeforeStartMs > t.clock.now() + MIN)!;
    t.clock.set(race.StartsAt - 10 * MIN);
    await playOk(careful, race.RaceId, 1);
    const c = await card(careful, race.RaceId);
    const refused = await play(careful, ganyan(race.RaceId, 2, c.Runners[1]!.Odd, 1_000, { acceptOddsChanges: true }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ IsSuccess: false, Code: 'STAKE_LIMIT_EXCEEDED' });
  });
});

describe('withdrawn horse and settlement', () => {
  it('refunds the withdrawn horse, pays the winner less the deduction of table version 1, once, under concurrent settlers', async () => {
    // The day's last withdrawal of a horse short enough in the odds for the table to take something (up to 8,00).
    const w = (await plannedWithdrawals(t.db, dayKey)).find((x) => x.baseOdd <= 800 && x.startsAt - RACING_RULES.openBeforeStartMs > t.clock.now());
    expect(w, 'the seed plans a withdrawal on the test day').toBeDefined();
    const punter = await newMember(t);
    // Before the withdrawal: a bet on every horse; the withdrawn horse's odd just before it goes is what the table reads.
    t.clock.set(w!.withdrawnAt - 15_000);
    const beforeCard = await card(punter, w!.raceId);
    expect(beforeCard.Runners.find((r) => r.No === w!.horseNo)!.Withdrawn).toBe(false);
    const withdrawnOdd = beforeCard.Runners.find((r) => r.No === w!.horseNo)!.Odd;
    const early = new Map<number, number>();
    for (const r of beforeCard.Runners) early.set(r.No, (await playOk(punter, w!.raceId, r.No, 2_000)).BetId);
    // After the withdrawal: the horse is shown 'Koşmaz', refused, and bets on the others carry no deduction.
    t.clock.set(w!.withdrawnAt + 1_000);
    const afterCard = await card(punter, w!.raceId);
    expect(afterCard.Runners.find((r) => r.No === w!.horseNo)!.Withdrawn).toBe(true);
    expect((await play(punter, ganyan(w!.raceId, w!.horseNo, withdrawnOdd, 1_000, { acceptOddsChanges: true }))).body).toMatchObject({ Code: 'HORSE_WITHDRAWN' });
    const late = new Map<number, number>();
    for (const r of afterCard.Runners.filter((x) => !x.Withdrawn)) late.set(r.No, (await playOk(punter, w!.raceId, r.No, 1_000)).BetId);
    const before = await moneyState(t.db, punter.username);

    // Two more settlers (as two more edges would) run with the edge's own once the result is due.
    t.clock.set(w!.startsAt + RACING_RULES.resultAfterStartMs + 1_000);
    const extra = [0, 1].map(() => createRacingSettlementService({ db: t.db, now: t.clock.now }));
    await Promise.all(extra.map((s) => s.run()));
    const bets = await waitAllSettled(punter);
    await Promise.all(extra.map((s) => s.run()));
    const result = await card(punter, w!.raceId);
    expect(result.Status).toBe('finished');
    const winner = result.Result![0]!;
    expect(result.Result).not.toContain(w!.horseNo);
    const deduction = await deductionV1(t.db, withdrawnOdd);
    expect(deduction).toBeGreaterThan(0);
    let paid = 0;
    for (const b of bets.filter((x) => x.RaceId === w!.raceId)) {
      const ledger = await betLedger(t.db, b.BetId);
      expect(b.DeductionVersion).toBe(1);
      if (b.HorseNo === w!.horseNo) {
        expect(b).toMatchObject({ Status: 'refunded', Payout: b.Amount });
        expect(ledger).toEqual([{ kind: 'racing_stake', amount: -b.Amount }, { kind: 'racing_refund', amount: b.Amount }]);
      } else if (b.HorseNo === winner) {
        const d = early.get(winner) === b.BetId ? deduction : 0;
        expect(b).toMatchObject({ Status: 'won', DeductionPercent: d, Payout: expectedPayout(b.Amount, b.Odd, d) });
        expect(ledger).toEqual([{ kind: 'racing_stake', amount: -b.Amount }, { kind: 'racing_payout', amount: b.Payout }]);
      } else {
        expect(b).toMatchObject({ Status: 'lost', Payout: 0 });
        expect(ledger).toHaveLength(1);
      }
      paid += b.Payout;
    }
    expect(late.size + early.size).toBe(bets.filter((x) => x.RaceId === w!.raceId).length);
    const after = await moneyState(t.db, punter.username);
    expect(after.balance).toBe(before.balance + paid);
    expect(after.ledgerSum).toBe(after.balance);
    const results = (await punter.browser.get<RacingResultsAnswer>(`${R.results}?day=${dayKey}`)).body.Results;
    expect(results.find((r) => r.RaceId === w!.raceId)).toMatchObject({ Order: result.Result, Withdrawn: [w!.horseNo] });
  });

  it('keeps the deduction table written once', async () => {
    await expect(t.db.query('UPDATE racing_deductions SET percent = 0 WHERE version = 1')).rejects.toThrow(/written once/);
    await expect(t.db.query('DELETE FROM racing_deductions WHERE version = 1')).rejects.toThrow(/written once/);
  });

  it('keeps race ids, settled bets and first answers across a restart', async () => {
    const betsBefore = await myBets(m);
    const ids = races().map((r) => r.RaceId);
    await t.restart(KUPONDAS_EDGE);
    const visitor = await openBrowser(t.url);
    const again = (await visitor.get<RacingProgramAnswer>(`${R.program}?day=${dayKey}`)).body;
    expect(again.Hippodromes.flatMap((h) => h.Races).map((r) => r.RaceId)).toEqual(ids);
    const count = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM racing_races WHERE day_key = $1', [dayKey]);
    expect(count[0]!.n).toBe(ids.length);
    expect((await t.db.query('SELECT id FROM racing_bets WHERE member_id = $1', [m.id])).length).toBe(betsBefore.length);
  });

  it('publishes the live odds in the race room until the start, then the closing', async () => {
    const last = races().reduce((a, b) => (b.StartsAt > a.StartsAt ? b : a));
    const room = `Race_${last.RaceId}_V3`;
    t.clock.set(last.StartsAt - 10 * MIN + 5_000);
    const s = await connectWs(t.edge.wsPort);
    try {
      s.send({ event: 'joinroom', data: room });
      const open = await s.next((f) => f.room === room && f.MT === MT.oddsChange, 8_000);
      const body = open.M as RaceLiveBody;
      const visitor = await openBrowser(t.url);
      const now = (await visitor.get<RaceCardAnswer>(`${R.race}?raceId=${last.RaceId}`)).body;
      expect(body).toEqual({ RaceId: last.RaceId, Status: 'open', Runners: now.Runners.map((r) => ({ No: r.No, Odd: r.Odd, Withdrawn: r.Withdrawn })) });
      t.clock.set(last.StartsAt + 1_000);
      const closed = await s.next((f) => f.room === room && (f.M as RaceLiveBody | undefined)?.Status === 'closed', 8_000);
      expect(closed.v).toBeGreaterThan(open.v!);
    } finally {
      s.close();
    }
  });
});
