/**
 * Links that leave the site (coupon mails, saved-coupon mails, share and short links) are built on PUBLIC_ORIGIN:
 * a request with a forged Host (or X-Forwarded-Host) never puts its host into an outbox mail or an answered link.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANTI_FORGERY } from '@shared/protocol/api';
import { SAVED_COUPONS_API, type AjaxHandlerAnswer } from '@shared/protocol/saved-coupons-api';
import { SHARING_API, type SendMailAnswer, type ShortenUrlAnswer } from '@shared/protocol/sharing-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { playOk, type Played } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest, selectionOf, type Pick } from './program-picks';

const C = { ...SAVED_COUPONS_API, ...SHARING_API };

const PUBLIC = 'https://iddaa.example';
const FORGED = 'evil.example';

let t: TestEdge;
let demo: Browser;
let picks: Pick[];
let played: Played;
beforeAll(async () => {
  t = await startTestEdge({ publicOrigin: PUBLIC });
  demo = await openBrowser(t.url);
  await demo.login(DEMO_MEMBERS[0]!.username, DEMO_MEMBERS[0]!.password);
  picks = await loadPicks(demo, 2, t.clock.now());
  played = await playOk(demo, playRequest(picks, 50));
});
afterAll(() => t?.close());

/** The browser's own POST (its session cookie and token), but with a Host header fetch would not let us forge. */
const postWithHost = <T>(b: Browser, path: string, body: unknown): Promise<{ status: number; body: T }> =>
  new Promise((resolve, reject) => {
    const target = new URL(path, b.base);
    const data = JSON.stringify(body);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          Host: FORGED,
          'X-Forwarded-Host': FORGED,
          'X-Forwarded-Proto': 'https',
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          Cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          [ANTI_FORGERY.header]: b.token,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });

const outbox = (purpose: string) =>
  t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE purpose = $1 ORDER BY id', [purpose]);

describe('links that leave the site', () => {
  it('SendMail with a forged Host mails the coupon page on the public origin', async () => {
    const mail = { coupontype: 1, couponno: played.CouponNo, couponDetailType: 1, couponAmount: 50, totalOdd: played.TotalOdd };
    const r = await postWithHost<SendMailAnswer>(demo, C.sendMail, mail);
    expect(r.body.message).toBe('success');
    const [sent, ...more] = await outbox('coupon_mail');
    expect(more).toEqual([]);
    expect(sent!.body).toContain(`${PUBLIC}/kupon/${played.CouponNo}`);
    expect(JSON.stringify(sent)).not.toContain(FORGED);
  });

  it('saving and mailing an unplayed coupon with a forged Host answers and mails a public-origin link', async () => {
    const coupon = { misli: 5, systemSizes: [], selections: picks.map((p) => ({ ...selectionOf(p), banker: false })) };
    const r = await postWithHost<AjaxHandlerAnswer>(demo, C.ajaxHandler, { action: 'saveandsendmail', couponname: 'Cuma kuponu', coupon });
    expect(r.body.message).toBe('success');
    expect(r.body.shareurl).toMatch(new RegExp(`^${PUBLIC}/kayitli-kupon/[A-Za-z0-9]{8}$`));
    const sent = await outbox('saved_coupon');
    expect(sent.map((m) => m.body)).toEqual([r.body.shareurl]);
    expect(JSON.stringify(sent)).not.toContain(FORGED);
  });

  it('a short link asked for with a forged Host is on the public origin; a link on the forged host is not ours', async () => {
    const r = await postWithHost<ShortenUrlAnswer>(demo, C.shortenUrl, { url: `/kupon/${played.CouponNo}` });
    expect(r.body.sc).toBe(200);
    expect(r.body.data).toMatch(new RegExp(`^${PUBLIC}/k/[A-Za-z0-9]{8}$`));
    const forgedLink = await postWithHost<ShortenUrlAnswer>(demo, C.shortenUrl, { url: `http://${FORGED}/kupon/${played.CouponNo}` });
    expect(forgedLink.body.sc).toBe(400);
    const publicLink = await postWithHost<ShortenUrlAnswer>(demo, C.shortenUrl, { url: `${PUBLIC}/kupon/${played.CouponNo}` });
    expect(publicLink.body.data).toBe(r.body.data);
  });
});

describe('PUBLIC_ORIGIN unset', () => {
  it('is http://localhost with the port the edge bound', async () => {
    const other = await startTestEdge();
    try {
      expect(other.edge.config.publicOrigin).toBe(`http://localhost:${other.edge.port}`);
    } finally {
      await other.close();
    }
  });
});
