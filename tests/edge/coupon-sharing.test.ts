/** Sharing, edge side: saving unplayed coupons, mail through the outbox, short links, share title, tracking, public page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_COUPONS_API, type PublicCouponAnswer } from '@shared/protocol/my-coupons-api';
import { SAVED_COUPONS_API, type AjaxHandlerAnswer, type SavedCouponAnswer, type SavedCouponListAnswer } from '@shared/protocol/saved-coupons-api';
import { SHARING_API, type SendMailAnswer, type ShortenUrlAnswer, type TwitterMessageAnswer } from '@shared/protocol/sharing-api';
import { COUPON_NAME_TEXTS } from '@shared/validation/coupon-name.schema';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { memberIdOf } from './db-checks';
import { playOk, type Played } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest, selectionOf, type Pick } from './program-picks';

const C = { ...MY_COUPONS_API, ...SAVED_COUPONS_API, ...SHARING_API };

let t: TestEdge;
let demo: Browser;
let mehmet: Browser;
let picks: Pick[];
let played: Played;
beforeAll(async () => {
  t = await startTestEdge();
  demo = await openBrowser(t.url);
  await demo.login(DEMO_MEMBERS[0]!.username, DEMO_MEMBERS[0]!.password);
  mehmet = await openBrowser(t.url);
  await mehmet.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password);
  picks = await loadPicks(demo, 3, t.clock.now());
  played = await playOk(demo, playRequest(picks.slice(0, 2), 50));
});
afterAll(() => t?.close());

const outbox = (purpose: string) =>
  t.db.query<{ to: string; subject: string; body: string }>('SELECT "to", subject, body FROM outbox WHERE purpose = $1 ORDER BY id', [purpose]);

describe('saving an unplayed coupon', () => {
  const coupon = () => ({ misli: 7, systemSizes: [2], selections: picks.map((p) => ({ ...selectionOf(p), banker: false })) });

  it('savecoupon stores selections, misli and name; it loads back by id and by the share code', async () => {
    const r = await demo.post<AjaxHandlerAnswer>(C.ajaxHandler, { action: 'savecoupon', couponname: 'Cuma kuponu', coupon: coupon() });
    expect(r.body.message).toBe('success');
    expect(r.body.title).toBe('Cuma kuponu');
    expect(r.body.shareurl).toMatch(new RegExp(`^${t.edge.config.publicOrigin}/kayitli-kupon/[A-Za-z0-9]{8}$`));
    const byId = await demo.get<SavedCouponAnswer>(`${C.savedCoupon}?id=${r.body.savedCouponId}`);
    expect(byId.body).toMatchObject({ IsSuccess: true, Coupon: { name: 'Cuma kuponu', ...coupon() } });
    const code = r.body.shareurl.split('/').pop()!;
    const byCode = await (await openBrowser(t.url)).get<SavedCouponAnswer>(`${C.savedCoupon}?code=${code}`);
    expect(byCode.body).toEqual(byId.body);
    expect((await mehmet.get(`${C.savedCoupon}?id=${r.body.savedCouponId}`)).status).toBe(404);
    const list = await demo.get<SavedCouponListAnswer>(C.savedCoupons);
    expect(list.body.Coupons[0]!.id).toBe(r.body.savedCouponId);
  });

  it('refuses bad names and coupons, and answers NOTAUTHORIZED to a visitor', async () => {
    const ajax = (b: Browser, body: object) => b.post<AjaxHandlerAnswer>(C.ajaxHandler, body);
    expect((await ajax(demo, { action: 'savecoupon', couponname: 'ab', coupon: coupon() })).body.message).toBe(COUPON_NAME_TEXTS.tooShort);
    expect((await ajax(demo, { action: 'savecoupon', couponname: '', coupon: coupon() })).body.message).toBe(COUPON_NAME_TEXTS.empty);
    expect((await ajax(demo, { action: 'savecoupon', couponname: 'Boş kupon', coupon: { ...coupon(), selections: [] } })).body.message).toBe('Kaydedilecek kupon geçersiz.');
    const visitor = await openBrowser(t.url);
    expect((await ajax(visitor, { action: 'savecoupon', couponname: 'Cuma kuponu', coupon: coupon() })).body).toEqual({ message: 'NOTAUTHORIZED', shareurl: '', title: '' });
  });

  it('saveandshare names a default and answers the link; saveandsendmail mails the link through the outbox', async () => {
    const share = await demo.post<AjaxHandlerAnswer>(C.ajaxHandler, { action: 'saveandshare', mediatype: 'twitter', coupon: coupon() });
    expect(share.body).toMatchObject({ message: 'success', title: 'Kuponum' });
    const mail = await demo.post<AjaxHandlerAnswer>(C.ajaxHandler, { action: 'saveandsendmail', couponname: 'Mail kuponu', coupon: coupon() });
    expect(mail.body.message).toBe('success');
    const sent = await outbox('saved_coupon');
    expect(sent.at(-1)).toMatchObject({ to: DEMO_MEMBERS[0]!.email, body: mail.body.shareurl });
  });
});

describe('mail, links, title, tracking and the public page', () => {
  const mailBody = () => ({ coupontype: 1, couponno: played.CouponNo, couponDetailType: 1, couponAmount: 50, totalOdd: played.TotalOdd });

  it('SendMail mails the member their own played coupon; not another member\'s, not a visitor', async () => {
    expect((await demo.post<SendMailAnswer>(C.sendMail, mailBody())).body.message).toBe('success');
    const [m] = await outbox('coupon_mail');
    expect(m?.to).toBe(DEMO_MEMBERS[0]!.email);
    expect(m?.body).toContain(`Kupon No: ${played.CouponNo}`);
    expect(m?.body).toContain('Kupon Tutarı: 50,00 TL');
    expect((await mehmet.post<SendMailAnswer>(C.sendMail, mailBody())).body.message).toBe('Kupon bulunamadı.');
    expect((await (await openBrowser(t.url)).post<SendMailAnswer>(C.sendMail, mailBody())).body.message).toBe('NOTAUTHORIZED');
    expect(await outbox('coupon_mail')).toHaveLength(1);
  });

  it('ShortenUrl makes one short link per coupon that redirects to the public coupon page', async () => {
    const a = await demo.post<ShortenUrlAnswer>(C.shortenUrl, { url: `/kupon/${played.CouponNo}` });
    expect(a.body.sc).toBe(200);
    expect(a.body.data).toMatch(new RegExp(`^${t.edge.config.publicOrigin}/k/[A-Za-z0-9]{8}$`));
    const b = await mehmet.post<ShortenUrlAnswer>(C.shortenUrl, { url: `${t.edge.config.publicOrigin}/kupon/${played.CouponNo}` });
    expect(b.body.data).toBe(a.body.data);
    const res = await demo.fetch(new URL(a.body.data).pathname);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/kupon/${played.CouponNo}`);
    expect((await demo.fetch('/k/Zzzz9999')).status).toBe(404);
    expect((await demo.post<ShortenUrlAnswer>(C.shortenUrl, { url: 'https://example.com/kupon/1' })).body.sc).toBe(400);
    expect((await demo.post<ShortenUrlAnswer>(C.shortenUrl, { url: '/kupon/99999999999999' })).body.sc).toBe(404);
  });

  it('TwitterMessageControl answers the title with the coupon number and total odds', async () => {
    const r = await demo.post<TwitterMessageAnswer>(C.twitterMessage, { couponNo: played.CouponNo });
    expect(r.body.data.TwitterTitle).toContain(played.CouponNo);
    expect(r.body.data.TwitterTitle).toContain((played.TotalOdd / 100).toFixed(2).replace('.', ','));
  });

  it('TrackIddaa records barcode, ready-coupon id and the member', async () => {
    expect((await demo.get(`${C.trackIddaa}?barcode=B123&hazirKuponId=77`)).body).toEqual({ ok: true });
    await (await openBrowser(t.url)).get(`${C.trackIddaa}?barcode=B124&hazirKuponId=78`);
    const rows = await t.db.query<{ barcode: string; hazir: string; memberId: number | null }>(
      'SELECT barcode, hazir_kupon_id AS hazir, member_id AS "memberId" FROM tracking_records ORDER BY id',
    );
    expect(rows).toEqual([
      { barcode: 'B123', hazir: '77', memberId: await memberIdOf(t.db, 'demo') },
      { barcode: 'B124', hazir: '78', memberId: null },
    ]);
  });

  it('the public coupon page data (shared by the short link above) shows the owner flag and rows; coupon-public.test.ts covers privacy', async () => {
    const own = await demo.get<PublicCouponAnswer>(`${C.publicCoupon}?couponNo=${played.CouponNo}`);
    expect(own.body).toMatchObject({ IsSuccess: true, Coupon: { CouponNo: played.CouponNo, IsOwner: true, IsCancelable: false, IsRefunded: false } });
    const other = await (await openBrowser(t.url)).get<PublicCouponAnswer>(`${C.publicCoupon}?couponNo=${played.CouponNo}`);
    expect(other.body).toMatchObject({ IsSuccess: true, Coupon: { IsOwner: false } });
    if (other.body.IsSuccess) expect(other.body.Coupon.Rows).toHaveLength(2);
    expect((await demo.get(`${C.publicCoupon}?couponNo=123`)).status).toBe(404);
  });
});
