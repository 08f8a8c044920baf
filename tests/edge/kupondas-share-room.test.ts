/**
 * A followers-only share's room, Share_<id>_V3: its owner and the owner's followers (no block either way) join it
 * and receive the share's result live; a non-follower, a blocked member and a visitor are refused, and read not
 * even its version. A follow removed or a block made after the join holds from the next message: that socket is
 * taken out of the room with a 4403 error frame and never gets the message, nor can it join again. Same when the
 * socket's session ends. Public shares keep Kupondas_V3 and never use a share room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { KUPONDAS_ROOM, PRIVACY_LEVEL } from '@shared/protocol/kupondas-share-api';
import { KUPONDAS_SOCIAL_API as S } from '@shared/protocol/kupondas-social-api';
import { MT, ROOM_ERROR, shareRoom } from '@shared/protocol/realtime';
import { settledScore } from '@shared/rules/sharing-score';
import { publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playAndShare, type Member } from './kupondas-fixtures';
import { join, settledOf, social, socketOf } from './share-room-fixtures';
import type { TestSocket } from './ws-client';

let t: TestEdge;
let ayse: Member;
let mehmet: Member;
let zeynep: Member;
let can: Member;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  [ayse, mehmet, zeynep, can] = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

/** Lets frames in flight arrive before checking that none did. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('joining a share room', () => {
  it('lets the owner and a follower in; refuses a non-follower, a blocked member and a visitor, version reads too', async () => {
    await social(mehmet, S.follow, ayse.nickname);
    await social(can, S.follow, ayse.nickname);
    await social(ayse, S.block, can.nickname);
    // A follow row that raced the block (reads must check blocks themselves, kupondas-follows.repo.ts).
    await t.db.query('INSERT INTO member_follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3)', [can.id, ayse.id, new Date(t.clock.now())]);
    const { shareId, played, picks } = await playAndShare(t, ayse, PRIVACY_LEVEL.followersOnly);
    const room = shareRoom(shareId);
    const [owner, follower, stranger, blocked, visitor] = await Promise.all(
      [ayse, mehmet, zeynep, can, null].map((m) => socketOf(t.edge.wsPort, m, sockets)),
    );
    expect(await join(owner!, room)).toMatchObject({ event: 'version', v: 0 });
    expect(await join(follower!, room)).toMatchObject({ event: 'version', v: 0 });
    for (const s of [stranger!, blocked!, visitor!]) expect(await join(s, room)).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
    const seen = stranger!.frames.length;
    stranger!.send({ event: 'GetVersion', data: room });
    expect(await stranger!.next((f) => stranger!.frames.indexOf(f) >= seen && f.room === room)).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
    // The public room never carries it.
    expect(await join(stranger!, KUPONDAS_ROOM)).toMatchObject({ event: 'version' });

    await publishResult(t, picks[0]!, 'lost');
    expect(await waitSettled(t.db, played.CouponId)).toBe('lost');
    const body = { shareId, couponNo: played.CouponNo, status: 'lost', score: settledScore('lost', played.TotalOdd), settledAt: expect.any(Number) };
    expect((await owner!.next((f) => f.room === room && f.MT === MT.shareSettled)).M).toEqual(body);
    expect((await follower!.next((f) => f.room === room && f.MT === MT.shareSettled)).M).toEqual(body);
    await settle();
    for (const s of [stranger!, blocked!, visitor!]) {
      expect(settledOf(s, room)).toEqual([]);
      expect(JSON.stringify(s.frames)).not.toContain(played.CouponNo);
    }
  });

  it('refuses a share room that does not exist, and a public share room to anyone but its owner and followers', async () => {
    const s = await socketOf(t.edge.wsPort, zeynep, sockets);
    expect(await join(s, shareRoom(987_654_321))).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
    const { shareId } = await playAndShare(t, ayse, PRIVACY_LEVEL.allMembers);
    expect(await join(s, shareRoom(shareId))).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
  });
});

describe('after the join', () => {
  it('an unfollow or a block stops delivery from the next message: the socket leaves the room (4403), may not rejoin', async () => {
    const emre = await newMember(t);
    await social(mehmet, S.follow, ayse.nickname).catch(() => undefined);
    await social(emre, S.follow, ayse.nickname);
    const { shareId, played, picks } = await playAndShare(t, ayse, PRIVACY_LEVEL.followersOnly);
    const room = shareRoom(shareId);
    const [owner, unfollowed, blockedLater] = await Promise.all([ayse, mehmet, emre].map((m) => socketOf(t.edge.wsPort, m, sockets)));
    for (const s of [owner!, unfollowed!, blockedLater!]) expect(await join(s, room)).toMatchObject({ event: 'version' });

    await social(mehmet, S.unfollow, ayse.nickname);
    await social(ayse, S.block, emre.nickname);
    await publishResult(t, picks[0]!, 'lost');
    expect(await waitSettled(t.db, played.CouponId)).toBe('lost');
    expect((await owner!.next((f) => f.room === room && f.MT === MT.shareSettled)).M).toMatchObject({ shareId, status: 'lost' });
    for (const s of [unfollowed!, blockedLater!]) {
      expect(await s.next((f) => f.room === room && f.event === 'error')).toMatchObject({ code: ROOM_ERROR.forbidden });
      expect(settledOf(s, room)).toEqual([]);
      expect(await join(s, room)).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
    }
    await settle();
    for (const s of [unfollowed!, blockedLater!]) expect(JSON.stringify(s.frames)).not.toContain(played.CouponNo);
    await social(mehmet, S.follow, ayse.nickname);
  });

  it('a logout takes the socket out of its share rooms', async () => {
    const deniz = await newMember(t);
    await social(deniz, S.follow, ayse.nickname);
    const { shareId } = await playAndShare(t, ayse, PRIVACY_LEVEL.followersOnly);
    const room = shareRoom(shareId);
    const s = await socketOf(t.edge.wsPort, deniz, sockets);
    expect(await join(s, room)).toMatchObject({ event: 'version' });
    await deniz.browser.post(API.logout, {});
    expect(await s.next((f) => f.room === room && f.event === 'error')).toMatchObject({ code: ROOM_ERROR.forbidden });
    expect(await join(s, room)).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
  });
});
