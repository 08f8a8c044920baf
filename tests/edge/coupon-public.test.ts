/**
 * The public coupon page's data (GET /Coupon/GetPublicCoupon) and what makes a coupon public: its owner's short link
 * (POST /Url/ShortenUrl). Unshared and unknown numbers answer alike; a shared coupon shows only the safe fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponPagePath } from '@shared/constants/routes';
import { MY_COUPONS_API, type PublicCoupon, type PublicCouponAnswer } from '@shared/protocol/my-coupons-api';
import { SHARING_API, type ShortenUrlAnswer, type TwitterMessageAnswer } from '@shared/protocol/sharing-api';
import { DEMO_MEMBERS, demoCitizenId } from '../../edge/storage/seed';
import { Browser, openBrowser } from './browser';
import { memberIdOf } from './db-checks';
import { playOk, publishResult, waitSettled, type Played } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest, type Pick } from './program-picks';

const C = { ...MY_COUPONS_API, ...SHARING_API };

/** Exactly the fields the page may show (spec section 3 "coupon sharing display" plus rows and amounts). */
const SAFE_COUPON_FIELDS = [
  'Amount', 'ColumnCount', 'CouponName', 'CouponNo', 'CouponStatus', 'IsCancelable', 'IsOwner', 'IsRefunded', 'MaxWinnings',
  'Misli', 'PlayedAt', 'Rows', 'SystemSizes', 'TotalOdd', 'UserName', 'Winnings',
];
const SAFE_ROW_FIELDS = [
  'bankStatus', 'bid', 'code', 'colorId', 'date', 'day', 'eventStatus', 'logId', 'logName', 'mLink', 'marketId', 'marketName',
  'marketNo', 'odd', 'outcomeId', 'outcomeName', 'outcomeStatus', 'score', 'sportId', 'startsAt', 'status', 'statusId', 'time',
];

const DEMO = DEMO_MEMBERS[0]!;
const MEHMET = DEMO_MEMBERS[2]!;
let t: TestEdge;
let demo: Browser;
let mehmet: Browser;
let picks: Pick[];
let shared: Played;
let unshared: Played;
beforeAll(async () => {
  t = await startTestEdge({ settleEveryMs: 100 });
  demo = await openBrowser(t.url);
  await demo.login(DEMO.username, DEMO.password);
  mehmet = await openBrowser(t.url);
  await mehmet.login(MEHMET.username, MEHMET.password);
  picks = await loadPicks(demo, 4, t.clock.now());
  shared = await playOk(demo, playRequest(picks.slice(0, 2), 50));
  unshared = await playOk(demo, playRequest(picks.slice(2, 4), 50));
});
afterAll(() => t?.close());

const publicOf = (b: Browser, couponNo: string) => b.get<PublicCouponAnswer>(`${C.publicCoupon}?couponNo=${couponNo}`);
const coupon = (a: { body: PublicCouponAnswer }): PublicCoupon => {
  if (!a.body.IsSuccess) throw new Error(`not a coupon: ${JSON.stringify(a.body)}`);
  return a.body.Coupon;
};

describe('before the owner shares a coupon', () => {
  it('its owner sees it in full; another member and a visitor get the same 404 as for an unknown number', async () => {
    const own = coupon(await publicOf(demo, unshared.CouponNo));
    expect(own).toMatchObject({ CouponNo: unshared.CouponNo, IsOwner: true, UserName: DEMO.username });
    const unknown = await publicOf(demo, '99999999999999');
    expect(unknown.status).toBe(404);
    for (const b of [mehmet, await openBrowser(t.url)]) {
      const r = await publicOf(b, unshared.CouponNo);
      expect(r.status).toBe(404);
      expect(r.body).toEqual(unknown.body);
    }
  });

  it('its page answers 200 to its owner and the 404 shell to anyone else', async () => {
    const page = couponPagePath(unshared.CouponNo);
    expect((await demo.fetch(page)).status).toBe(200);
    for (const b of [mehmet, new Browser(t.url)]) {
      const res = await b.fetch(page);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  it('nobody but the owner can make it public: ShortenUrl by another member or a visitor answers 404', async () => {
    const visitor = await openBrowser(t.url);
    for (const b of [mehmet, visitor]) {
      expect((await b.post<ShortenUrlAnswer>(C.shortenUrl, { url: `/kupon/${unshared.CouponNo}` })).body).toMatchObject({ sc: 404 });
    }
    expect((await publicOf(visitor, unshared.CouponNo)).status).toBe(404);
    const links = await t.db.query('SELECT 1 FROM short_links WHERE coupon_no = $1', [unshared.CouponNo]);
    expect(links).toHaveLength(0);
  });

  it("the share title does not tell a stranger the coupon's odds", async () => {
    const r = await mehmet.post<TwitterMessageAnswer>(C.twitterMessage, { couponNo: unshared.CouponNo, totalOdd: 123 });
    expect(r.body.data.TwitterTitle).toContain('1,23');
    const own = await demo.post<TwitterMessageAnswer>(C.twitterMessage, { couponNo: unshared.CouponNo, totalOdd: 123 });
    expect(own.body.data.TwitterTitle).toContain((unshared.TotalOdd / 100).toFixed(2).replace('.', ','));
  });
});

describe('a shared coupon', () => {
  let link = '';
  beforeAll(async () => {
    const r = await demo.post<ShortenUrlAnswer>(C.shortenUrl, { url: `/kupon/${shared.CouponNo}` });
    expect(r.body.sc).toBe(200);
    link = r.body.data;
  });

  it('opens from its short link to the page route, which the edge serves as the app', async () => {
    const visitor = new Browser(t.url);
    const res = await visitor.fetch(new URL(link).pathname);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/kupon/${shared.CouponNo}`);
    const page = await visitor.open(`/kupon/${shared.CouponNo}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('shows a visitor exactly the safe fields, the nickname masked, and nothing of the member', async () => {
    const r = await publicOf(await openBrowser(t.url), shared.CouponNo);
    expect(r.status).toBe(200);
    expect(r.res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(r.body).sort()).toEqual(['Coupon', 'IsSuccess']);
    const c = coupon(r);
    expect(Object.keys(c).sort()).toEqual(SAFE_COUPON_FIELDS);
    expect(c.Rows).toHaveLength(2);
    for (const row of c.Rows) expect(Object.keys(row).sort()).toEqual(SAFE_ROW_FIELDS);
    expect(c).toMatchObject({
      CouponNo: shared.CouponNo, IsOwner: false, UserName: 'de***', Amount: shared.Amount, TotalOdd: shared.TotalOdd,
      CouponStatus: 'open', IsCancelable: false, IsRefunded: false, Winnings: 0,
    });
    expect(c.Rows.map((row) => row.code)).toEqual(picks.slice(0, 2).map((p) => p.event.code));

    const text = JSON.stringify(r.body);
    const memberId = await memberIdOf(t.db, DEMO.username);
    const [member] = await t.db.query<{ publicId: string }>('SELECT public_id AS "publicId" FROM members WHERE id = $1', [memberId]);
    for (const secret of [DEMO.email, DEMO.name, DEMO.surname, member!.publicId, `"${DEMO.username}"`]) {
      expect(text).not.toContain(secret);
    }
    // Numbers as whole numbers: the member number 10000001 is also the start of market id 1000000109.
    for (const secret of [String(DEMO.memberNo), demoCitizenId(DEMO)]) expect(text).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
    expect(text).not.toMatch(new RegExp(`"(MemberId|memberId|Balance|Email|CouponId|EncryptedId)"`));
    expect(text).not.toContain(`"CouponId":${shared.CouponId}`);
  });

  it('is the same to another member (not the owner), and the owner still sees their own nickname', async () => {
    expect(coupon(await publicOf(mehmet, shared.CouponNo))).toMatchObject({ IsOwner: false, UserName: 'de***' });
    expect(coupon(await publicOf(demo, shared.CouponNo))).toMatchObject({ IsOwner: true, UserName: DEMO.username });
    // Anyone may now get the existing link; nobody makes another one.
    expect((await mehmet.post<ShortenUrlAnswer>(C.shortenUrl, { url: `/kupon/${shared.CouponNo}` })).body).toEqual({ data: link, sc: 200 });
  });

  it('shows the settled state and winnings once its events have results', async () => {
    for (const p of picks.slice(0, 2)) await publishResult(t, p, 'won');
    expect(await waitSettled(t.db, shared.CouponId)).toBe('won');
    const c = coupon(await publicOf(await openBrowser(t.url), shared.CouponNo));
    expect(c.CouponStatus).toBe('won');
    expect(c.Winnings).toBeGreaterThan(shared.Amount);
    expect(c.Rows.map((row) => [row.statusId, row.colorId])).toEqual([[3, 2], [3, 2]]);
  });
});
