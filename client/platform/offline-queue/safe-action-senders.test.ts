/** The built-in senders against msw: what each answer of the server means for the queued action. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MY_COUPONS_API } from '@shared/protocol/my-coupons-api';
import { SAVED_COUPONS_API } from '@shared/protocol/saved-coupons-api';
import { DIAGNOSTICS_API } from '@shared/protocol/diagnostics-api';
import { server } from '../../../tests/setup/msw-server';
import { BUILT_IN_SENDERS } from './safe-action-senders';
import { SAFE_ACTION } from './safe-actions';

const NAME = { couponId: 5, cType: 1, cDetailType: 1, cName: 'Hafta sonu' };

describe('safe action senders', () => {
  it('sends the coupon name as it was queued; success removes it', async () => {
    let body: unknown = null;
    server.use(
      http.post(MY_COUPONS_API.saveCouponName, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: 'success' });
      }),
    );
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.couponName]!(NAME)).toEqual({ outcome: 'sent' });
    expect(body).toEqual(NAME);
  });

  it('a server error or no answer is tried again; a refusal is dropped with its text', async () => {
    server.use(http.post(MY_COUPONS_API.saveCouponName, () => new HttpResponse(null, { status: 503 })));
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.couponName]!(NAME)).toEqual({ outcome: 'retry' });
    server.use(http.post(MY_COUPONS_API.saveCouponName, () => HttpResponse.error()));
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.couponName]!(NAME)).toEqual({ outcome: 'retry' });
    server.use(http.post(MY_COUPONS_API.saveCouponName, () => HttpResponse.json({ Message: 'Kupon bulunamadı.' })));
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.couponName]!(NAME)).toEqual({ outcome: 'refused', message: 'Kupon bulunamadı.' });
    server.use(http.post(MY_COUPONS_API.saveCouponName, () => HttpResponse.json({ Message: 'NOTAUTHORIZED' })));
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.couponName]!(NAME)).toEqual({ outcome: 'refused', message: 'Lütfen Üye Girişi yapınız.' });
  });

  it('sends a saved coupon through AjaxHandler', async () => {
    server.use(http.post(SAVED_COUPONS_API.ajaxHandler, () => HttpResponse.json({ message: 'success', shareurl: '', title: '' })));
    const req = { action: 'savecoupon', couponname: 'K', coupon: { misli: 1, systemSizes: [], selections: [] } };
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.savedCoupon]!(req)).toEqual({ outcome: 'sent' });
  });

  it('sends an activity report as queued: any answer ends it, no answer or a server error waits', async () => {
    const bodies: unknown[] = [];
    let status = 204;
    server.use(
      http.post(DIAGNOSTICS_API.activityReport, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status });
      }),
    );
    const report = { nid: 'n-1', sid: 's-1' };
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.activityReport]!(report)).toEqual({ outcome: 'sent' });
    expect(bodies).toEqual([report]);
    status = 400;
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.activityReport]!(report)).toEqual({ outcome: 'sent' });
    status = 502;
    expect(await BUILT_IN_SENDERS[SAFE_ACTION.activityReport]!(report)).toEqual({ outcome: 'retry' });
  });
});
