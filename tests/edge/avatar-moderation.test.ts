/**
 * Avatar states and ops moderation, black-box: a new upload waits (status 0) while others keep seeing the approved
 * picture; approval makes it public (member info, Kupondaş profile, the image with cache headers); rejection needs a
 * reason, gives the member back the last approved picture and shows the reason; an approved archive image is chosen
 * at once (status 1); removal sets none. Two moderators claiming at once never get the same image; a lapsed claim
 * decides nothing. The ops calls need the ops token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_LIMITS, AVATAR_TEXTS, avatarImageUrl } from '@shared/constants/avatar';
import { API, type MemberInfo } from '@shared/protocol/api';
import {
  AVATAR_API, type AvatarClaimAnswer, type AvatarDecisionAnswer, type AvatarQueueAnswer, type AvatarStateAnswer, type AvatarUploadAnswer,
} from '@shared/protocol/avatar-api';
import { KUPONDAS_SOCIAL_API, type ProfileAnswer } from '@shared/protocol/kupondas-social-api';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, type Member } from './kupondas-fixtures';
import { b64, jpegOf } from './avatar-images';

const TOKEN = 'avatar-moderation-token-0123';
const AUTH = { authorization: `Bearer ${TOKEN}` };
let t: TestEdge;
let ops: Browser;
let visitor: Browser;
let m: Member;
let jpeg: string;

beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE, opsToken: TOKEN });
  [ops, visitor, m] = await Promise.all([openBrowser(t.url, '/ops'), openBrowser(t.url), newMember(t)]);
  jpeg = b64(await jpegOf(320, 320));
}, 60_000);
afterAll(async () => t?.close());

const upload = async (member: Member, body: object = { data: jpeg }) => (await member.browser.post<AvatarUploadAnswer>(AVATAR_API.upload, body)).body;
const avatarOf = async (member: Member) => (await member.browser.post<MemberInfo>(API.memberInfo)).body.Avatar;
const claim = async (moderator = 'ayse') => (await ops.post<AvatarClaimAnswer>(AVATAR_API.opsClaim, { moderator }, { headers: AUTH })).body.Item;
const decide = (body: object) => ops.post<AvatarDecisionAnswer>(AVATAR_API.opsDecide, body, { headers: AUTH });
const profileAvatar = async (member: Member) =>
  (await visitor.get<ProfileAnswer>(`${KUPONDAS_SOCIAL_API.profile}?nickname=${encodeURIComponent(member.nickname)}`)).body.AvatarUrl;

describe('approve, reject, archive, remove', () => {
  let first = 0;
  let second = 0;

  it('lists a new upload oldest first and approves it under a claim: then everyone sees it', async () => {
    first = (await upload(m)).avatarMediaId!;
    expect(await profileAvatar(m)).toBeNull();
    const queue = await ops.get<AvatarQueueAnswer>(AVATAR_API.opsQueue, AUTH);
    expect(queue.body.Items.map((i) => i.MediaId)).toEqual([first]);
    const item = await claim();
    expect(item).toMatchObject({ MediaId: first, Nickname: m.nickname });
    expect(item!.Image).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect((await decide({ mediaId: first, claimToken: 'not-the-token', approve: true })).body.Decided).toBe(false);
    expect((await decide({ mediaId: first, claimToken: item!.ClaimToken, approve: true })).body.Decided).toBe(true);
    expect(await avatarOf(m)).toEqual({ AvatarMediaId: first, Status: 1 });
    expect(await profileAvatar(m)).toBe(avatarImageUrl(first));
    const img = await visitor.fetch(avatarImageUrl(first));
    expect(img.status).toBe(200);
    expect(img.headers.get('cache-control')).toBe('public, max-age=86400');
    const again = await visitor.fetch(avatarImageUrl(first), { headers: { 'If-None-Match': img.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('keeps the approved picture for others while a new one waits, and rejects only with a reason', async () => {
    second = (await upload(m)).avatarMediaId!;
    expect(await avatarOf(m)).toEqual({ AvatarMediaId: second, Status: 0 });
    expect(await profileAvatar(m)).toBe(avatarImageUrl(first));
    expect((await visitor.fetch(avatarImageUrl(second))).status).toBe(404);
    const item = await claim();
    expect(item?.MediaId).toBe(second);
    expect((await decide({ mediaId: second, claimToken: item!.ClaimToken, approve: false })).status).toBe(400);
    expect((await decide({ mediaId: second, claimToken: item!.ClaimToken, approve: false, reason: '   ' })).status).toBe(400);
    const reason = 'Yüzünüz net görünmüyor.';
    expect((await decide({ mediaId: second, claimToken: item!.ClaimToken, approve: false, reason })).body.Decided).toBe(true);
    expect(await avatarOf(m)).toEqual({ AvatarMediaId: first, Status: 1 });
    const state = (await m.browser.get<AvatarStateAnswer>(AVATAR_API.state)).body;
    expect(state).toMatchObject({ Avatar: { AvatarMediaId: first, Status: 1 }, Archive: [first], Rejection: { Reason: reason } });
    expect((await visitor.fetch(avatarImageUrl(second))).status).toBe(404);
    expect((await m.browser.fetch(avatarImageUrl(second))).status).toBe(200);
    expect(await claim()).toBeNull();
  });

  it('chooses an approved archive image at once (status 1), never a rejected or another member\'s one', async () => {
    const third = (await upload(m)).avatarMediaId!;
    expect(await upload(m, { avatarMediaId: first })).toEqual({ isSuccess: 1, avatarMediaId: first, errorMessage: null });
    expect(await avatarOf(m)).toEqual({ AvatarMediaId: first, Status: 1 });
    // The waiting upload was withdrawn by the choice: no moderator gets it.
    expect((await ops.get<AvatarQueueAnswer>(AVATAR_API.opsQueue, AUTH)).body.Items.map((i) => i.MediaId)).not.toContain(third);
    const notFound = { isSuccess: 0, avatarMediaId: null, errorMessage: AVATAR_TEXTS.archiveNotFound };
    expect(await upload(m, { avatarMediaId: second })).toEqual(notFound);
    const other = await newMember(t);
    expect(await upload(other, { avatarMediaId: first })).toEqual(notFound);
    expect(await avatarOf(other)).toEqual({ AvatarMediaId: null, Status: null });
  });

  it('RemoveCurrentAvatar sets none, for the member and for others', async () => {
    const r = await m.browser.post<AvatarStateAnswer>(AVATAR_API.remove, {});
    expect(r.status).toBe(200);
    expect(await avatarOf(m)).toEqual({ AvatarMediaId: null, Status: null });
    expect(await profileAvatar(m)).toBeNull();
  });
});

describe('two moderators', () => {
  it('never get the same image when claiming at once, and a lapsed claim frees the image and decides nothing', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember(t)));
    const ids = (await Promise.all(members.map((x) => upload(x)))).map((a) => a.avatarMediaId);
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claim(i % 2 ? 'ayse' : 'mehmet')));
    const got = claims.filter((c) => c !== null).map((c) => c!.MediaId);
    expect(got.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a! - b!));
    expect(claims.filter((c) => c === null)).toHaveLength(6);
    const queue = (await ops.get<AvatarQueueAnswer>(AVATAR_API.opsQueue, AUTH)).body;
    expect(queue.Total).toBe(6);
    expect(queue.Items.every((i) => i.ClaimedUntil !== null)).toBe(true);
    // The uploads ran at once: the queue's oldest is the first by (created_at, id), not the first in `ids`.
    const oldestId = Number((await t.db.query<{ id: number }>('SELECT id FROM avatar_media WHERE id = ANY($1::bigint[]) ORDER BY created_at, id LIMIT 1', [ids]))[0]!.id);
    const oldest = claims.find((c) => c?.MediaId === oldestId)!;
    t.clock.set(t.clock.now() + AVATAR_LIMITS.claimLeaseMs + 1000);
    expect((await decide({ mediaId: oldest.MediaId, claimToken: oldest.ClaimToken, approve: true })).body.Decided).toBe(false);
    const reclaimed = await claim('zeynep');
    expect(reclaimed?.MediaId).toBe(oldestId);
    t.clock.reset();
  });

  it('needs the ops token', async () => {
    expect((await ops.get(AVATAR_API.opsQueue)).status).toBe(401);
    expect((await ops.post(AVATAR_API.opsClaim, { moderator: 'x' })).status).toBe(401);
    expect((await ops.post(AVATAR_API.opsClaim, { moderator: 'x' }, { headers: AUTH, token: null })).status).toBe(403);
  });
});
