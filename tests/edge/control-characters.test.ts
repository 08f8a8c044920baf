/**
 * The shared text rule at the edge: a NUL (or another control character) in a text field answers 400 with the
 * Turkish message on every route, and nothing is written. These five routes answered 500 (a database encoding
 * error) before. Names other members see (coupon names, nicknames) also refuse bidi and invisible characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { MY_COUPONS_API } from '@shared/protocol/my-coupons-api';
import { SHARING_API } from '@shared/protocol/sharing-api';
import { MEMBERSHIP_API } from '@shared/protocol/membership-api';
import { COUPON_NAME_TEXTS } from '@shared/validation/coupon-name.schema';
import { SAFE_TEXT_TEXTS } from '@shared/validation/safe-text';
import { SIGNUP_TEXTS } from '@shared/validation/signup.schema';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { playOk, type Played } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { applicant } from './membership-fixtures';
import { loadPicks, playRequest } from './program-picks';

const C = { ...MY_COUPONS_API, ...SHARING_API };

const NUL = '\u0000';
const REFUSED = { IsSuccess: false, Code: 'BAD_REQUEST', Message: SAFE_TEXT_TEXTS.controlChars };
const WRITTEN = ['tracking_records', 'outbox', 'one_time_codes', 'contact_messages', 'member_messages'];
const MESSAGE = 'Merhaba, kuponum hakkında bir sorum var.';

let t: TestEdge;
let visitor: Browser;
let demo: Browser;
let played: Played;
beforeAll(async () => {
  t = await startTestEdge();
  visitor = await openBrowser(t.url);
  demo = await openBrowser(t.url);
  await demo.login(DEMO_MEMBERS[0]!.username, DEMO_MEMBERS[0]!.password);
  played = await playOk(demo, playRequest(await loadPicks(demo, 1, t.clock.now()), 50));
});
afterAll(() => t?.close());

/** Rows of every table these routes write, and the played coupon's name. */
const written = async (): Promise<Record<string, unknown>> => {
  const counts: Record<string, unknown> = {};
  for (const table of WRITTEN) counts[table] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  counts.couponName = (await t.db.query<{ name: string | null }>('SELECT name FROM coupons WHERE id = $1', [played.CouponId]))[0]!.name;
  return counts;
};

describe('control characters', () => {
  it('a NUL answers 400 on the five routes that answered 500, and nothing is written', async () => {
    const before = await written();
    const track = await visitor.get(`${C.trackIddaa}?barcode=a%00b&hazirKuponId=1`);
    expect([track.status, track.body]).toEqual([400, REFUSED]);
    const posts: [Browser, string, object][] = [
      [visitor, MEMBERSHIP_API.forgotPassword, { identifier: `de${NUL}mo`, contact: DEMO_MEMBERS[0]!.email }],
      [visitor, MEMBERSHIP_API.contactUs, { name: 'Ali Veli', email: 'ali@example.com', subject: 'Soru', message: `${MESSAGE}${NUL}` }],
      [demo, MEMBERSHIP_API.sendMessage, { subject: `So${NUL}ru`, message: MESSAGE }],
      [demo, C.saveCouponName, { couponId: played.CouponId, cType: 1, cDetailType: 1, cName: `Cuma${NUL}` }],
      [visitor, API.login, { username: `demo${NUL}`, password: 'Demo.1234' }],
    ];
    for (const [b, path, body] of posts) {
      const r = await b.post(path, body);
      expect([r.status, r.body], path).toEqual([400, REFUSED]);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses other controls anywhere (keys, nested values, C1); line breaks only in body text', async () => {
    for (const query of ['barcode=a%0Ab', 'barcode=a%09b', 'barcode=a%7Fb', 'barcode=x&hazirKuponId=%C2%85']) {
      const r = await visitor.get(`${C.trackIddaa}?${query}`);
      expect([r.status, r.body], query).toEqual([400, REFUSED]);
    }
    for (const body of [{ [`na${NUL}me`]: 'x' }, { name: ['x', { deep: `\u001B[2J` }] }]) {
      const r = await visitor.post(MEMBERSHIP_API.contactUs, body);
      expect([r.status, r.body]).toEqual([400, REFUSED]);
    }
    const lines = { name: 'Ali Veli', email: 'ali@example.com', subject: 'Soru', message: `${MESSAGE}\r\n\tTeşekkürler.` };
    expect((await visitor.post(MEMBERSHIP_API.contactUs, lines)).status).toBe(200);
    const oneLine = await visitor.post<{ Message: string }>(MEMBERSHIP_API.contactUs, { ...lines, subject: 'So\nru' });
    expect([oneLine.status, oneLine.body.Message]).toEqual([400, SAFE_TEXT_TEXTS.controlChars]);
  });

  it('a coupon name with a bidi override or an invisible character is refused with the coupon-name text', async () => {
    for (const name of ['Cuma\u202Eanuc', 'Cu\u200Bma', 'Cu\u2066ma\u2069', 'Cuma\u00ADlar', 'Cu\u034Fma']) {
      const r = await demo.post<{ Message: string }>(C.saveCouponName, { couponId: played.CouponId, cType: 1, cDetailType: 1, cName: name });
      expect(r.body.Message, JSON.stringify(name)).toBe(COUPON_NAME_TEXTS.invalidChars);
    }
    expect((await written()).couponName).toBeNull();
  });

  it('a nickname (the username at sign-up) with a bidi override or an invisible character is refused', async () => {
    const members = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n;
    const before = await members();
    for (const username of ['ali\u202Eveli', 'ali\u200Dveli', 'ali\u061Cveli', 'ali\uFEFFveli']) {
      const r = await visitor.post<{ Message: string }>(MEMBERSHIP_API.register, applicant({ username }));
      expect([r.status, r.body.Message], JSON.stringify(username)).toEqual([400, SIGNUP_TEXTS.usernameChars]);
    }
    expect(await members()).toBe(before);
  });
});
