/**
 * Notices and content, black-box: targeting (everyone, visitors, members), period and scheduling, withdrawal,
 * GET /Site/GetNoticeById (HTML, tutorial steps), member info's NoticeId / NoticeIdEnc / ShowingNotice, a member's
 * dismissal kept on the server, the contract notice as flag 5, sanitising of everything ops write, content blocks,
 * and /forms/dataprovider.aspx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfo } from '@shared/protocol/api';
import {
  CONTENT_API as P, contentUrl, type DataProviderAnswer, type NoticesAnswer, type OpsNotice,
} from '@shared/protocol/content-api';
import { NOTICE_FLAG_ID } from '@shared/constants/notices';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, type Member } from './kupondas-fixtures';

const OPS_TOKEN = 'ops-token-notices-0123456789';
const ops = { headers: { Authorization: `Bearer ${OPS_TOKEN}` } };
const HOUR = 3_600_000;

let t: TestEdge;
let opsBrowser: Browser;
let member: Member;

beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE, opsToken: OPS_TOKEN });
  opsBrowser = await openBrowser(t.url, '/');
  member = await newMember(t);
}, 60_000);
afterAll(async () => t?.close());

const publish = async (over: Record<string, unknown>): Promise<OpsNotice> => {
  const now = Date.now();
  const r = await opsBrowser.post<OpsNotice>(P.opsNotices, {
    kind: 'bar', target: 'all', title: 'Duyuru', html: '<p>Merhaba</p>', startsAt: now - HOUR, endsAt: now + HOUR, ...over,
  }, ops);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const shownTo = async (b: Browser): Promise<number[]> => (await b.get<NoticesAnswer>(P.notices)).body.Notices.map((n) => n.Id);
const memberInfo = async (b: Browser): Promise<MemberInfo> => (await b.post<MemberInfo>(API.memberInfo)).body;
const noticeHtml = (b: Browser, id: number, step?: number) => b.fetch(`${P.noticeById}?noticeId=${id}${step === undefined ? '' : `&step=${step}`}`);

describe('notices', () => {
  it('sanitises what ops write: no script, no event handler, no javascript: URL', async () => {
    const n = await publish({
      kind: 'popup',
      target: 'visitors',
      html: '<p onclick="steal()">Kampanya <a href="javascript:alert(1)">tıkla</a><script>alert(1)</script>' +
        '<img src="https://cdn.example/x.png" onerror="alert(2)"><a href="https://example.com" target="_blank">bilgi</a></p>' +
        '<svg onload="alert(3)"></svg><iframe src="https://evil.example"></iframe>',
    });
    const res = await noticeHtml(await openBrowser(t.url), n.Id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await res.text();
    expect(html).toContain('Kampanya');
    expect(html).not.toMatch(/<script|onclick|onerror|onload|javascript:|<iframe|<svg/i);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">bilgi</a>');
    expect(html).toContain('<img src="https://cdn.example/x.png" />');
    await opsBrowser.post(P.opsNoticeWithdraw, { id: n.Id }, ops);
  });

  it('targets everyone, visitors or members within the period, and honours scheduling and withdrawal', async () => {
    const now = Date.now();
    const all = await publish({ target: 'all' });
    const visitors = await publish({ target: 'visitors', kind: 'popup' });
    const members = await publish({ target: 'members', kind: 'popup' });
    const later = await publish({ target: 'all', startsAt: now + HOUR, endsAt: now + 2 * HOUR });
    const over = await publish({ target: 'all', startsAt: now - 2 * HOUR, endsAt: now - HOUR });
    const visitor = await openBrowser(t.url);
    const vIds = await shownTo(visitor);
    const mIds = await shownTo(member.browser);
    expect(vIds).toEqual(expect.arrayContaining([all.Id, visitors.Id]));
    expect(vIds).not.toContain(members.Id);
    expect(mIds).toEqual(expect.arrayContaining([all.Id, members.Id]));
    expect(mIds).not.toContain(visitors.Id);
    for (const id of [later.Id, over.Id]) {
      expect(vIds).not.toContain(id);
      expect((await noticeHtml(visitor, id)).status).toBe(404);
    }
    // GetNoticeById follows the target too.
    expect((await noticeHtml(visitor, members.Id)).status).toBe(404);
    expect((await noticeHtml(member.browser, members.Id)).status).toBe(200);
    // Withdrawn: gone for everyone; without the ops token nothing changes.
    expect((await opsBrowser.post(P.opsNoticeWithdraw, { id: all.Id })).status).toBe(401);
    expect((await opsBrowser.post(P.opsNoticeWithdraw, { id: all.Id }, ops)).status).toBe(200);
    expect(await shownTo(visitor)).not.toContain(all.Id);
    expect((await noticeHtml(visitor, all.Id)).status).toBe(404);
    for (const n of [visitors, members, later]) await opsBrowser.post(P.opsNoticeWithdraw, { id: n.Id }, ops);
  });

  it('serves a tutorial step by step', async () => {
    const n = await publish({
      kind: 'tutorial', html: '<p>Giriş</p>',
      steps: [{ title: 'Bülten', html: '<p>Adım bir</p>' }, { title: 'Kupon', html: '<p onmouseover="x()">Adım iki</p>' }],
    });
    expect((await shownTo(member.browser))).toContain(n.Id);
    const list = (await member.browser.get<NoticesAnswer>(P.notices)).body.Notices.find((x) => x.Id === n.Id)!;
    expect(list).toMatchObject({ Kind: 'tutorial', Steps: ['Bülten', 'Kupon'] });
    expect(await (await noticeHtml(member.browser, n.Id, 1)).text()).toBe('<p>Adım iki</p>');
    expect((await noticeHtml(member.browser, n.Id, 2)).status).toBe(404);
    expect((await opsBrowser.post(P.opsNotices, { kind: 'tutorial', target: 'all', title: 'T', html: '<p>x</p>', startsAt: 1, endsAt: 2 }, ops)).status).toBe(400);
    await opsBrowser.post(P.opsNoticeWithdraw, { id: n.Id }, ops);
  });

  it('feeds member info and remembers a member\'s dismissal; the contract notice is flag 5', async () => {
    await t.db.query('UPDATE members SET signed_contract_id = 1 WHERE id = $1', [member.id]);
    const n = await publish({ target: 'members', kind: 'popup' });
    const info = await memberInfo(member.browser);
    expect(info).toMatchObject({ NoticeId: n.Id, ShowingNotice: true });
    expect(info.NoticeIdEnc).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect((await (await openBrowser(t.url)).post(P.dismissNotice, { NoticeId: n.Id })).status).toBe(401);
    expect((await member.browser.post(P.dismissNotice, { NoticeId: n.Id })).status).toBe(200);
    expect(await shownTo(member.browser)).not.toContain(n.Id);
    // Dismissal survives a new session of the same member.
    const again = await openBrowser(t.url);
    expect((await again.login(member.username, 'Guclu.Sifre1')).IsSuccess).toBe(true);
    expect(await shownTo(again)).not.toContain(n.Id);
    // The member signed contract 1 while 3 is current: next comes the contract notice, flag 5.
    const contract = await memberInfo(again);
    expect(contract).toMatchObject({ NoticeId: NOTICE_FLAG_ID.contract, ShowingNotice: true });
    expect((await again.post(P.dismissNotice, { NoticeId: NOTICE_FLAG_ID.contract })).status).toBe(200);
    expect(await memberInfo(again)).toMatchObject({ NoticeId: null, NoticeIdEnc: null, ShowingNotice: false });
    expect((await again.post(P.dismissNotice, { NoticeId: 999_999 })).status).toBe(404);
  });
});

describe('content blocks', () => {
  it('publishes sanitised HTML, schedules and withdraws it, fetched with a cache-busting parameter', async () => {
    const visitor = await openBrowser(t.url);
    const none = await visitor.fetch(contentUrl('ana-sayfa-banner', 1));
    expect(none.status).toBe(204);
    expect(none.headers.get('cache-control')).toBe('no-store');
    expect(await none.text()).toBe('');
    const pub = await opsBrowser.post(P.opsContent, { key: 'ana-sayfa-banner', html: '<h2>Hoş geldiniz</h2><script>x()</script><a href="javascript:x()">a</a>' }, ops);
    expect(pub.status).toBe(200);
    const first = await visitor.fetch(contentUrl('ana-sayfa-banner', Date.now()));
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.text()).toBe('<h2>Hoş geldiniz</h2><a>a</a>');
    await opsBrowser.post(P.opsContent, { key: 'ana-sayfa-banner', html: '<p>Yarın</p>', startsAt: Date.now() + HOUR }, ops);
    expect(await (await visitor.fetch(contentUrl('ana-sayfa-banner', 2))).text()).toBe('<h2>Hoş geldiniz</h2><a>a</a>');
    expect((await opsBrowser.post(P.opsContentWithdraw, { key: 'ana-sayfa-banner' })).status).toBe(401);
    expect((await opsBrowser.post(P.opsContentWithdraw, { key: 'ana-sayfa-banner' }, ops)).status).toBe(200);
    expect((await visitor.fetch(contentUrl('ana-sayfa-banner', 3))).status).toBe(204);
  });
});

describe('dataprovider', () => {
  it('serves the sport menu tree by node', async () => {
    const b = await openBrowser(t.url);
    const root = (await b.get<DataProviderAnswer>(`${P.dataProvider}?node=`)).body;
    const football = root.Children.find((c) => c.Node === '1');
    expect(football).toMatchObject({ Name: 'Futbol', Leaf: false });
    const sport = (await b.get<DataProviderAnswer>(`${P.dataProvider}?node=1`)).body;
    expect(sport.Children.length).toBeGreaterThan(0);
    expect(sport.Children.reduce((s, c) => s + c.Count, 0)).toBeGreaterThanOrEqual(football!.Count);
    const league = sport.Children[0]!;
    const events = (await b.get<DataProviderAnswer>(`${P.dataProvider}?node=${encodeURIComponent(league.Node)}`)).body;
    expect(events.Children).toHaveLength(league.Count);
    expect(events.Children.every((e) => e.Leaf && /^\d+$/.test(e.Node))).toBe(true);
    expect((await b.get(`${P.dataProvider}?node=987654`)).status).toBe(404);
    expect((await b.get(`${P.dataProvider}?node=abc`)).status).toBe(404);
  });
});
