/**
 * Avatar uploads, black-box against a real edge: every kind of file a member may pick (a real JPEG and PNG, a PNG
 * renamed .jpg, an SVG, a text file named .png, a 20000x20000 PNG small in bytes, a 16 MB file, an empty file, a
 * truncated JPEG) gets its answer in the spec's shape and the server stays alive; stored images are re-encoded
 * 256x256 JPEGs without metadata; a waiting image reaches its owner only; the daily cap holds. Moderation is in
 * avatar-moderation.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_LIMITS, AVATAR_TEXTS, avatarImageUrl } from '@shared/constants/avatar';
import { API, type MemberInfo } from '@shared/protocol/api';
import { AVATAR_API, type AvatarStateAnswer, type AvatarUploadAnswer } from '@shared/protocol/avatar-api';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, type Member } from './kupondas-fixtures';
import { SVG, b64, jpegOf, pngBomb, pngOf } from './avatar-images';

let t: TestEdge;
let m: Member;

beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  m = await newMember(t);
}, 60_000);
afterAll(async () => t?.close());

const upload = (member: Member, data: string) => member.browser.post<AvatarUploadAnswer>(AVATAR_API.upload, { data });
const avatarOf = async (member: Member) => (await member.browser.post<MemberInfo>(API.memberInfo)).body.Avatar;

const refused = (text: string) => ({ isSuccess: 0, avatarMediaId: null, errorMessage: text });

describe('AjaxAvatarUpload: each file gets its answer', () => {
  it('stores a real JPEG as a waiting 256x256 JPEG without its metadata, visible to its owner only', async () => {
    const r = await upload(m, b64(await jpegOf(900, 600, true)));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ isSuccess: 1, errorMessage: null });
    const id = r.body.avatarMediaId!;
    expect(await avatarOf(m)).toEqual({ AvatarMediaId: id, Status: 0 });
    const own = await m.browser.fetch(avatarImageUrl(id));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_LIMITS.outputSidePx, height: AVATAR_LIMITS.outputSidePx });
    expect(meta.exif).toBeUndefined();
    const visitor = await openBrowser(t.url);
    expect((await visitor.fetch(avatarImageUrl(id))).status).toBe(404);
  });

  it('stores a real PNG (transparency flattened), and a PNG sent as a .jpg by its bytes', async () => {
    const png = await pngOf(400, 400);
    const a = await upload(m, b64(png, 'image/png'));
    expect(a.body).toMatchObject({ isSuccess: 1, errorMessage: null });
    const renamed = await upload(m, b64(png, 'image/jpeg'));
    expect(renamed.body).toMatchObject({ isSuccess: 1, errorMessage: null });
    expect(renamed.body.avatarMediaId).toBeGreaterThan(a.body.avatarMediaId!);
    const img = await m.browser.fetch(avatarImageUrl(renamed.body.avatarMediaId!));
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('refuses an SVG and a text file named .png by their bytes', async () => {
    expect((await upload(m, b64(SVG, 'image/png'))).body).toEqual(refused(AVATAR_TEXTS.wrongType));
    expect((await upload(m, b64(Buffer.from('bu bir resim değil\n'.repeat(50)), 'image/png'))).body).toEqual(refused(AVATAR_TEXTS.wrongType));
  });

  it('refuses a 20000x20000 PNG of a few KB before decoding it', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(AVATAR_LIMITS.croppedMaxBytes);
    const started = Date.now();
    const r = await upload(m, b64(bomb, 'image/png'));
    expect(r.body).toEqual(refused(AVATAR_TEXTS.unreadable));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a 16 MB file with 413 in the same shape, and a cropped image of 2,000,000 bytes', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 7);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const r = await upload(m, b64(big));
    expect(r.status).toBe(413);
    expect(r.body).toEqual(refused(AVATAR_TEXTS.croppedTooLarge));
    const atLimit = Buffer.alloc(AVATAR_LIMITS.croppedMaxBytes, 7);
    atLimit.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(m, b64(atLimit))).body).toEqual(refused(AVATAR_TEXTS.croppedTooLarge));
  });

  it('refuses an empty file, a truncated JPEG, a tiny picture and text that is not base64', async () => {
    expect((await upload(m, '')).body).toEqual(refused(AVATAR_TEXTS.unreadable));
    expect((await upload(m, b64(Buffer.alloc(0)))).body).toEqual(refused(AVATAR_TEXTS.unreadable));
    const jpeg = await jpegOf(300, 300);
    expect((await upload(m, b64(jpeg.subarray(0, 200)))).body).toEqual(refused(AVATAR_TEXTS.unreadable));
    expect((await upload(m, b64(await jpegOf(20, 20)))).body).toEqual(refused(AVATAR_TEXTS.unreadable));
    expect((await upload(m, 'data:image/jpeg;base64,@@@@')).body).toEqual(refused(AVATAR_TEXTS.unreadable));
  });

  it('is alive after all of it, and the refused files changed nothing', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const state = (await m.browser.get<AvatarStateAnswer>(AVATAR_API.state)).body;
    expect(state.Avatar.Status).toBe(0);
    const [row] = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM avatar_media WHERE member_id = $1', [m.id]);
    expect(row!.n).toBe(3);
  });
});

describe('AjaxAvatarUpload: who may upload, how often', () => {
  it('answers a visitor 401 and a POST without the anti-forgery token 403, storing nothing', async () => {
    const visitor = await openBrowser(t.url);
    const jpeg = b64(await jpegOf(200, 200));
    expect((await visitor.post(AVATAR_API.upload, { data: jpeg })).status).toBe(401);
    expect((await m.browser.post(AVATAR_API.upload, { data: jpeg }, { token: null })).status).toBe(403);
    const [row] = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM avatar_media');
    expect(row!.n).toBe(3);
  });

  it(`caps uploads at ${AVATAR_LIMITS.uploadsPerDay} a day per member, also when they run side by side`, async () => {
    const other = await newMember(t);
    const jpeg = b64(await jpegOf(200, 200));
    const answers = await Promise.all(Array.from({ length: AVATAR_LIMITS.uploadsPerDay + 4 }, () => upload(other, jpeg)));
    expect(answers.filter((a) => a.body.isSuccess === 1)).toHaveLength(AVATAR_LIMITS.uploadsPerDay);
    expect(answers.filter((a) => a.body.isSuccess === 0).map((a) => a.body.errorMessage)).toEqual(Array(4).fill(AVATAR_TEXTS.dailyLimit));
    // Only the newest upload waits; the others were withdrawn by the next one.
    const [row] = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM avatar_media WHERE member_id = $1 AND status = 0', [other.id]);
    expect(row!.n).toBe(1);
    t.clock.set(t.clock.now() + 24 * 60 * 60_000 + 1000);
    // A day later the session has idled out too: log in again.
    await other.browser.open('/');
    expect((await other.browser.login(other.username, 'Guclu.Sifre1')).IsSuccess).toBe(true);
    const later = await upload(other, jpeg);
    expect(later.body, JSON.stringify(later.body)).toMatchObject({ isSuccess: 1 });
    t.clock.reset();
  });
});
