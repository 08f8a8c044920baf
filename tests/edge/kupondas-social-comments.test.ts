/**
 * Comments on shares ('Kupona yorum yaz'), black-box: members only, length limits with Turkish texts, plain text
 * kept byte for byte (markup is never turned into anything), the author's delete, rate limits, pages, reports and
 * ops' reported list and removal behind OPS_TOKEN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import {
  KUPONDAS_SOCIAL_API as K, type AddCommentAnswer, type CommentsAnswer, type ReportedCommentsAnswer, type ShareAnswer,
} from '@shared/protocol/kupondas-social-api';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playPreMatch, type Member } from './kupondas-fixtures';

const OPS_TOKEN = 'ops-token-for-kupondas-tests-0123456789';
let t: TestEdge;
let owner: Member;
let reader: Member;
let shareId: number;

const add = (m: Member, text: string, id = shareId) => m.browser.post<AddCommentAnswer>(K.addComment, { shareId: id, text });
const list = (m: Member, query = '') => m.browser.get<CommentsAnswer>(`${K.comments}?shareId=${shareId}${query}`);
const ops = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, t.url), { ...init, headers: { Authorization: `Bearer ${OPS_TOKEN}`, ...init.headers } });

beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE, opsToken: OPS_TOKEN });
  [owner, reader] = await Promise.all([newMember(t), newMember(t)]);
  const { played } = await playPreMatch(t, owner, 2, 50);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO coupon_shares (coupon_id, member_id, privacy_level, platform_id, share_all, snapshot, total_odd, is_live, earns_score, status, shared_at)
     SELECT id, member_id, 1, 1, 1, '{}'::jsonb, total_odd, false, true, status, $2 FROM coupons WHERE id = $1 RETURNING id`,
    [played.CouponId, new Date(t.clock.now())],
  );
  shareId = row!.id;
}, 120_000);
afterAll(() => t?.close());

describe('writing', () => {
  it('keeps markup as plain text, byte for byte, in a JSON answer', async () => {
    const text = '<img src=x onerror=alert(1)> & <b>Kazanır</b> "inşallah" 🇹🇷\nİkinci satır';
    const r = await add(reader, `  ${text}  `);
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body.Comment).toMatchObject({ ShareId: shareId, Nickname: reader.nickname, Text: text, IsAuthor: true });
    const [stored] = await t.db.query<{ body: string }>('SELECT body FROM share_comments WHERE id = $1', [r.body.Comment.CommentId]);
    expect(stored!.body).toBe(text);
    const seen = await list(owner);
    expect(seen.body.Comments[0]).toMatchObject({ Text: text, IsAuthor: false });
    const visitor = await openBrowser(t.url);
    expect((await visitor.get<CommentsAnswer>(`${K.comments}?shareId=${shareId}`)).body.Comments[0]!.Text).toBe(text);
    expect((await visitor.post(K.addComment, { shareId, text: 'Ziyaretçi yorumu' })).status).toBe(401);
    expect((await owner.browser.get<ShareAnswer>(`${K.share}?shareId=${shareId}`)).body.Share.CommentCount).toBe(1);
  });

  it('answers the length limits in Turkish; the limit counts characters as people do', async () => {
    expect((await add(reader, ' a ')).body).toEqual({ IsSuccess: false, Code: 'COMMENT_LENGTH', Message: `Yorumunuz en az ${KUPONDAS_SOCIAL.commentMin} karakter olmalıdır.` });
    expect((await add(reader, 'ş'.repeat(KUPONDAS_SOCIAL.commentMax + 1))).body).toEqual({ IsSuccess: false, Code: 'COMMENT_LENGTH', Message: `Yorumunuz en fazla ${KUPONDAS_SOCIAL.commentMax} karakter olabilir.` });
    expect((await add(reader, '😀'.repeat(KUPONDAS_SOCIAL.commentMax))).status).toBe(200);
    expect((await add(reader, 'Olmayan paylaşım', 999_999)).body).toMatchObject({ Code: 'NOT_FOUND', Message: 'Paylaşım bulunamadı.' });
    expect((await add(reader, 'kontrol\u0007karakteri')).status).toBe(400);
  });

  it('rate-limits comments per member, then lets them go on', async () => {
    t.clock.set(t.clock.now() + KUPONDAS_SOCIAL.minuteMs + 1000);
    const m = await newMember(t);
    for (let i = 0; i < KUPONDAS_SOCIAL.commentsPerMinute; i++) expect((await add(m, `Yorum ${i}`)).status).toBe(200);
    const refused = await add(m, 'Bir tane daha');
    expect(refused).toMatchObject({ status: 429, body: { Code: 'RATE_LIMITED', Message: 'Çok kısa sürede çok fazla yorum yazdınız. Lütfen biraz sonra tekrar deneyin.' } });
    t.clock.set(t.clock.now() + KUPONDAS_SOCIAL.minuteMs + 1000);
    expect((await add(m, 'Bir tane daha')).status).toBe(200);
  });
});

describe('reading and deleting', () => {
  it('pages newest first by cursor, every comment once', async () => {
    const all = await t.db.query<{ id: number }>(
      'SELECT id FROM share_comments WHERE share_id = $1 AND deleted_at IS NULL AND removed_at IS NULL ORDER BY created_at DESC, id DESC', [shareId]);
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const r: { body: CommentsAnswer } = await list(reader, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...r.body.Comments.map((c) => c.CommentId));
      cursor = r.body.NextCursor;
    } while (cursor);
    expect(ids).toEqual(all.map((r) => r.id));
    expect(ids.length).toBeGreaterThan(5);
  });

  it('lets the author delete their own comment only', async () => {
    const mine = (await add(reader, 'Silinecek yorum')).body.Comment.CommentId;
    const notMine = await owner.browser.post(K.deleteComment, { commentId: mine });
    expect(notMine).toMatchObject({ status: 403, body: { Code: 'NOT_AUTHOR', Message: 'Yalnızca kendi yorumunuzu silebilirsiniz.' } });
    expect((await reader.browser.post(K.deleteComment, { commentId: mine })).body).toEqual({ IsSuccess: true });
    expect((await list(owner, '&limit=50')).body.Comments.map((c) => c.CommentId)).not.toContain(mine);
    expect((await reader.browser.post(K.deleteComment, { commentId: mine })).status).toBe(404);
  });
});

describe('reports and ops', () => {
  it('lists reported comments to ops only, and ops removes one', async () => {
    const bad = (await add(reader, 'Hakaret içeren yorum')).body.Comment.CommentId;
    expect((await owner.browser.post(K.reportComment, { commentId: bad, reason: 'Hakaret' })).body).toEqual({ IsSuccess: true });
    const third = await newMember(t);
    expect((await third.browser.post(K.reportComment, { commentId: bad })).status).toBe(200);
    expect((await third.browser.post(K.reportComment, { commentId: bad, reason: 'x'.repeat(KUPONDAS_SOCIAL.reportReasonMax + 1) })).body)
      .toMatchObject({ Code: 'REASON_LENGTH', Message: `Bildirim nedeni en fazla ${KUPONDAS_SOCIAL.reportReasonMax} karakter olabilir.` });

    expect((await fetch(new URL(K.opsReportedComments, t.url))).status).toBe(401);
    const reported = (await (await ops(K.opsReportedComments)).json()) as ReportedCommentsAnswer;
    expect(reported.Comments[0]).toMatchObject({ CommentId: bad, Reports: 2, Reasons: ['Hakaret'], Text: 'Hakaret içeren yorum', Nickname: reader.nickname });

    // A POST passes the anti-forgery check like any other: the ops page sends its visitor token.
    const page = await openBrowser(t.url);
    const removed = await page.post(K.opsRemoveComment, { commentId: bad }, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
    expect(removed.body).toEqual({ IsSuccess: true });
    expect((await page.post(K.opsRemoveComment, { commentId: bad }, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await list(owner, '&limit=50')).body.Comments.map((c) => c.CommentId)).not.toContain(bad);
    expect(((await (await ops(K.opsReportedComments)).json()) as ReportedCommentsAnswer).Comments.map((c) => c.CommentId)).not.toContain(bad);
  });
});
