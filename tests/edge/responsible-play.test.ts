/**
 * Responsible play through the real edge: each stake and loss limit refuses the play that would pass it (Turkish
 * message, nothing written); a new limit or a decrease applies at once, an increase or removal only after 24 hours
 * (the injected clock) and the member's confirmation; self-exclusion refuses play but not login, balance or my
 * coupons, and cannot be shortened; concurrent plays never pass a limit together; every change is an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfo, type PlayCouponAnswer } from '@shared/protocol/api';
import { MY_COUPONS_API, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import {
  RESPONSIBLE_PLAY_API as RP, type LimitKind, type LimitPeriod, type PlaySessionAnswer, type ResponsiblePlayAnswer,
  type ResponsiblePlayState,
} from '@shared/protocol/responsible-play-api';
import { playOk, publishResult, waitSettled } from './coupon-fixtures';
import { moneyState } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, advanceClock, newMember, type Member } from './kupondas-fixtures';
import { loadPicksAcross, playRequest, type Pick } from './program-picks';
import { istanbulPeriodStart } from '@shared/time/istanbul-periods';

let t: TestEdge;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  const m = await newMember(t);
  // 30 one-event picks: football alone has 29 to 57 of them, depending on the hour (CI saw 28).
  picks = await loadPicksAcross(m.browser, 30, t.clock.now());
});
afterAll(() => t?.close());

const TL = 100;
type Ok = Extract<ResponsiblePlayAnswer, { IsSuccess: true }>;

const setLimit = (m: Member, kind: LimitKind, period: LimitPeriod, amount: number | null) =>
  m.browser.post<ResponsiblePlayAnswer>(RP.setLimit, { kind, period, amount });
const limitOf = (s: ResponsiblePlayState, kind: LimitKind, period: LimitPeriod) => s.Limits.find((l) => l.Kind === kind && l.Period === period)!;
const state = async (m: Member) => (await m.browser.get<ResponsiblePlayState>(RP.get)).body;
/** A one-selection coupon of `lira` TL (misli = lira) on the i-th pick. */
const play = (m: Member, lira: number, i = 0) => m.browser.post<PlayCouponAnswer>(API.playCoupon, playRequest([picks[i % picks.length]!], lira));
const auditRows = (id: number) =>
  t.db.query<{ action: string; detail: string; address: string; at: number }>(
    'SELECT action, detail, address, (extract(epoch from created_at) * 1000)::bigint AS at FROM responsible_play_audit WHERE member_id = $1 ORDER BY id', [id]);

describe('limits', () => {
  it.each([
    ['stake', 'day', 'günlük harcama limitiniz'], ['stake', 'week', 'haftalık harcama limitiniz'], ['stake', 'month', 'aylık harcama limitiniz'],
    ['loss', 'day', 'günlük kayıp limitiniz'], ['loss', 'week', 'haftalık kayıp limitiniz'], ['loss', 'month', 'aylık kayıp limitiniz'],
  ] as const)('a %s limit per %s refuses the play that would pass it', async (kind, period, name) => {
    const m = await newMember(t);
    const set = await setLimit(m, kind, period, 150 * TL);
    expect(set.status).toBe(200);
    expect(limitOf((set.body as Ok).State, kind, period).Amount).toBe(150 * TL);
    await playOk(m.browser, playRequest([picks[0]!], 60));
    const before = await moneyState(t.db, m.username);
    const refused = await play(m, 100, 1);
    expect(refused.status).toBe(422);
    const code = kind === 'stake' ? 'STAKE_LIMIT_EXCEEDED' : 'LOSS_LIMIT_EXCEEDED';
    expect(refused.body).toMatchObject({ IsSuccess: false, Code: code });
    expect((refused.body as { Message: string }).Message).toContain(`Bu kupon ${name} olan 150,00 TL tutarını aşıyor`);
    expect((refused.body as { Message: string }).Message).toContain('kalan limitiniz 90,00 TL');
    expect(await moneyState(t.db, m.username)).toEqual(before);
    await playOk(m.browser, playRequest([picks[2]!], 90)); // exactly up to the limit
    expect(limitOf(await state(m), kind, period).Used).toBe(150 * TL);
  });

  it('a loss limit counts winnings back, a stake limit does not', async () => {
    const m = await newMember(t);
    await setLimit(m, 'loss', 'day', 100 * TL);
    await setLimit(m, 'stake', 'week', 1000 * TL);
    const pick = picks.at(-1)!;
    const won = await playOk(m.browser, playRequest([pick], 100));
    expect((await play(m, 50, 3)).body).toMatchObject({ Code: 'LOSS_LIMIT_EXCEEDED' });
    await publishResult(t, pick, 'won');
    expect(await waitSettled(t.db, won.CouponId)).toBe('won');
    const s = await state(m);
    expect(limitOf(s, 'loss', 'day').Used).toBe(0);
    expect(limitOf(s, 'stake', 'week').Used).toBe(100 * TL);
    await playOk(m.browser, playRequest([picks[3]!], 50));
  });

  it('counts each Istanbul period from its start: a stake of yesterday is outside today', async () => {
    const m = await newMember(t);
    const earlier = await playOk(m.browser, playRequest([picks[28]!], 80));
    const now = t.clock.now();
    const yesterday = istanbulPeriodStart('day', now) - 60_000; // 23:59 of the Istanbul day before
    await t.db.query('UPDATE ledger SET created_at = $1 WHERE coupon_id = $2', [new Date(yesterday), earlier.CouponId]);
    await setLimit(m, 'stake', 'day', 100 * TL);
    const s = await state(m);
    expect(limitOf(s, 'stake', 'day').Used).toBe(0);
    for (const period of ['week', 'month'] as const) {
      expect(limitOf(s, 'stake', period).Used).toBe(yesterday >= istanbulPeriodStart(period, now) ? 80 * TL : 0);
    }
    await playOk(m.browser, playRequest([picks[0]!], 80));
    expect((await play(m, 50, 1)).body).toMatchObject({ Code: 'STAKE_LIMIT_EXCEEDED' });
  });

  it('refuses amounts outside whole liras of 1 TL to 1.000.000 TL and unknown kinds', async () => {
    const m = await newMember(t);
    for (const amount of [0, 150, 100_000_100, -100, '100']) expect((await setLimit(m, 'stake', 'day', amount as number)).status).toBe(400);
    expect((await m.browser.post(RP.setLimit, { kind: 'deposit', period: 'day', amount: 100 })).status).toBe(400);
    expect((await auditRows(m.id)).length).toBe(0);
  });
});

describe('self-exclusion', () => {
  it('refuses play but keeps login, balance and my coupons; it can be lengthened, never shortened', async () => {
    const m = await newMember(t);
    const played = await playOk(m.browser, playRequest([picks[6]!], 50));
    const week = await m.browser.post<ResponsiblePlayAnswer>(RP.selfExclude, { duration: '7d' });
    expect(week.status).toBe(200);
    expect((week.body as Ok).State.Exclusion).toMatchObject({ Active: true, Permanent: false });
    const refused = await play(m, 50, 7);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ Code: 'SELF_EXCLUDED' });
    expect((refused.body as { Message: string }).Message).toMatch(/^Kendinizi oyundan uzaklaştırdığınız için \d\d\.\d\d\.\d{4} \d\d:\d\d tarihine kadar kupon oynayamazsınız/);
    // A coupon breaking the rules hears the exclusion, not the rule.
    expect((await m.browser.post<PlayCouponAnswer>(API.playCoupon, playRequest([picks[7]!], 1))).body).toMatchObject({ Code: 'SELF_EXCLUDED' });

    const out = await m.browser.post<{ Token: string }>(API.logout);
    expect(out.status).toBe(200);
    m.browser.token = out.body.Token;
    const again = await m.browser.login(m.username, 'Guclu.Sifre1');
    expect(again.IsSuccess, JSON.stringify(again)).toBe(true);
    const info = await m.browser.post<MemberInfo>(API.memberInfo);
    expect(info.body.Balance).toBe(1_000_000 - 50 * TL);
    const mine = await m.browser.get<MyCouponsAnswer>(`${MY_COUPONS_API.myCoupons}?state=ongoing`);
    expect(mine.status).toBe(200);
    expect(mine.body.Coupons.map((c) => c.CouponNo)).toContain(played.CouponNo);

    const shorter = await m.browser.post<ResponsiblePlayAnswer>(RP.selfExclude, { duration: '24h' });
    expect(shorter.status).toBe(422);
    expect(shorter.body).toMatchObject({ Code: 'EXCLUSION_CANNOT_SHORTEN' });
    expect((await m.browser.post(RP.selfExclude, { duration: '30d' })).status).toBe(200);
    expect((await m.browser.post(RP.selfExclude, { duration: 'permanent' })).status).toBe(200);
    expect((await m.browser.post(RP.selfExclude, { duration: '30d' })).body).toMatchObject({ Code: 'EXCLUSION_CANNOT_SHORTEN' });
    expect((await state(m)).Exclusion).toEqual({ Until: null, Permanent: true, Active: true });
    expect((await auditRows(m.id)).map((r) => r.action)).toEqual(['self_excluded', 'self_excluded', 'self_excluded']);
  });

});

describe('concurrency, session figures, audit', () => {
  it('concurrent plays never pass a limit together, and the ledger matches', async () => {
    const m = await newMember(t);
    await setLimit(m, 'stake', 'day', 500 * TL);
    const before = await moneyState(t.db, m.username);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => play(m, 50, 8 + i)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBe(10);
    expect(answers.filter((a) => a.status === 422).every((a) => (a.body as { Code: string }).Code === 'STAKE_LIMIT_EXCEEDED')).toBe(true);
    const after = await moneyState(t.db, m.username);
    expect(before.balance - after.balance).toBe(500 * TL);
    expect(after.coupons - before.coupons).toBe(10);
    expect(after.ledgerRows - before.ledgerRows).toBe(10);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('the session figures count the stakes since the login; the reminder setting is kept', async () => {
    const m = await newMember(t);
    const off = (await m.browser.get<PlaySessionAnswer>(RP.playSession)).body;
    expect(off).toMatchObject({ ReminderMinutes: 0, Stakes: 0, Winnings: 0, Net: 0 });
    expect((await m.browser.post(RP.setReminder, { minutes: 45 })).status).toBe(400);
    expect((await m.browser.post(RP.setReminder, { minutes: 30 })).status).toBe(200);
    await playOk(m.browser, playRequest([picks[9]!], 70));
    const s = (await m.browser.get<PlaySessionAnswer>(RP.playSession)).body;
    expect(s).toMatchObject({ ReminderMinutes: 30, Stakes: 70 * TL, Winnings: 0, Net: -70 * TL });
    expect(s.Now - s.StartedAt).toBeGreaterThanOrEqual(0);
    expect(s.Now - s.StartedAt).toBeLessThan(60_000);
  });

  it('visitors get 401', async () => {
    const { openBrowser } = await import('./browser');
    const b = await openBrowser(t.url);
    expect((await b.get(RP.get)).status).toBe(401);
    expect((await b.post(RP.selfExclude, { duration: '24h' })).status).toBe(401);
  });
});

// These move the edge's clock forward (the feed follows it), so they run last.
describe('changes over time', () => {
  it('a new limit and a decrease apply at once; an increase and a removal after 24 hours and a confirmation', async () => {
    const m = await newMember(t);
    await setLimit(m, 'stake', 'day', 300 * TL);
    const lower = (await setLimit(m, 'stake', 'day', 100 * TL)).body as Ok;
    expect(limitOf(lower.State, 'stake', 'day')).toMatchObject({ Amount: 100 * TL, PendingAmount: null });
    const asked = t.clock.now();
    const raise = (await setLimit(m, 'stake', 'day', 200 * TL)).body as Ok;
    const pending = limitOf(raise.State, 'stake', 'day');
    expect(pending).toMatchObject({ Amount: 100 * TL, PendingAmount: 200 * TL, CanConfirm: false });
    expect(pending.PendingEffectiveAt! - asked).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(pending.PendingEffectiveAt! - asked).toBeLessThan(24 * 3_600_000 + 5_000);
    await playOk(m.browser, playRequest([picks[4]!], 60));
    expect((await play(m, 50, 5)).body).toMatchObject({ Code: 'STAKE_LIMIT_EXCEEDED' });
    const early = await m.browser.post<ResponsiblePlayAnswer>(RP.confirmLimit, { kind: 'stake', period: 'day' });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ Code: 'CHANGE_NOT_DUE' });

    await advanceClock(t, m, pending.PendingEffectiveAt! - 60_000);
    expect(limitOf(await state(m), 'stake', 'day')).toMatchObject({ Amount: 100 * TL, CanConfirm: false });
    await advanceClock(t, m, pending.PendingEffectiveAt! + 1000);
    // The 24 hours alone change nothing: the old limit holds until the member confirms.
    expect(limitOf(await state(m), 'stake', 'day')).toMatchObject({ Amount: 100 * TL, PendingAmount: 200 * TL, CanConfirm: true });
    const confirmed = await m.browser.post<ResponsiblePlayAnswer>(RP.confirmLimit, { kind: 'stake', period: 'day' });
    expect(confirmed.status).toBe(200);
    expect(limitOf((confirmed.body as Ok).State, 'stake', 'day')).toMatchObject({ Amount: 200 * TL, PendingAmount: null, CanConfirm: false });

    const removal = (await setLimit(m, 'stake', 'day', null)).body as Ok;
    expect(limitOf(removal.State, 'stake', 'day')).toMatchObject({ Amount: 200 * TL, PendingRemove: true });
    const cancelled = (await m.browser.post<ResponsiblePlayAnswer>(RP.cancelLimitChange, { kind: 'stake', period: 'day' })).body as Ok;
    expect(limitOf(cancelled.State, 'stake', 'day')).toMatchObject({ Amount: 200 * TL, PendingRemove: false, PendingEffectiveAt: null });
    t.clock.reset();

    const actions = (await auditRows(m.id)).map((r) => r.action);
    expect(actions).toEqual(['limit_set', 'limit_set', 'limit_increase_requested', 'limit_change_confirmed', 'limit_removal_requested', 'limit_change_cancelled']);
  });

  it('every change is an append-only audit row with the edge clock time and the client address', async () => {
    const m = await newMember(t);
    const at = t.clock.now() + 2 * 3_600_000;
    await advanceClock(t, m, at);
    await m.browser.post(RP.setReminder, { minutes: 60 });
    await setLimit(m, 'loss', 'month', 250 * TL);
    t.clock.reset();
    const rows = await auditRows(m.id);
    expect(rows.map((r) => [r.action, JSON.parse(r.detail)])).toEqual([
      ['reminder_set', { from: 0, to: 60 }],
      ['limit_set', { kind: 'loss', period: 'month', from: null, to: 250 * TL }],
    ]);
    for (const r of rows) {
      expect(r.address).toBe('127.0.0.1');
      expect(Number(r.at) - at).toBeGreaterThanOrEqual(0);
      expect(Number(r.at) - at).toBeLessThan(60_000);
    }
    await expect(t.db.query('UPDATE responsible_play_audit SET address = $1 WHERE member_id = $2', ['x', m.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM responsible_play_audit WHERE member_id = $1', [m.id])).rejects.toThrow(/append-only/);
  });

  it('a 24-hour exclusion ends by itself', async () => {
    const m = await newMember(t);
    await m.browser.post(RP.selfExclude, { duration: '24h' });
    const until = (await state(m)).Exclusion.Until!;
    await advanceClock(t, m, until + 1000);
    expect((await state(m)).Exclusion.Active).toBe(false);
    t.clock.reset();
  });
});
