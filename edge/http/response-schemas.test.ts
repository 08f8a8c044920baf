/**
 * The response schemas change no byte: each answer, with every field filled (nulls, fractions, nested lists), goes
 * out through Fastify's serializer exactly as JSON.stringify writes it. The fixtures are typed, so a field added to
 * a protocol type must be added here, and then the schema that lacks it fails this test.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '@shared/protocol/api';
import { OPS_CUT_REASONS, type OpsSnapshot } from '@shared/protocol/ops-api';
import type { SavedCouponListAnswer } from '@shared/protocol/saved-coupons-api';
import { memberInfoResponse } from './auth.schemas';
import { opsSnapshotResponse } from './ops.schemas';
import { savedCouponListResponse } from './saved-coupons.schemas';

const memberInfo: MemberInfo = {
  IsLogin: true, Id: 7, EncryptedId: 'pX9-abc', Name: 'Ayşe', NickName: 'ayse"34', Surname: 'Yılmaz', Point: 12,
  Money: 100_050, Balance: 100_050, IddaaCouponCount: 3, IddaaContinuedCouponCount: 1, StotoCouponCount: 0,
  TjkCouponCount: 0, MpiCouponCount: 0, WaitingMessages: 2, NoticeId: 5, NoticeIdEnc: 'aBc_dEf', HMID: 'f'.repeat(32),
  OpenCouponType: 1, HasMultipleCouponRight: false, IsWinnersClubMember: true, IsNickNameChanged: false,
  IsSharingMember: true, SignedContractId: 4, IsPasswordChanged: true, Avatar: { AvatarMediaId: null, Status: 2 },
  ContractList: [1, 4], Contracts: [{ Id: 4, Version: 3, Title: 'Üyelik Sözleşmesi\n<b>' }], CookieBarSignId: 1,
  KvkAllowed: true, AllowContact: false, Ie: false, EmailVerified: true, MobilePhoneVerified: false, LoginType: 2,
  GroupCode: '', TrackingCode: 'tr-1', ShowingNotice: true, RedirectOnLogin: null,
};

const point = (t: number): OpsSnapshot['history'][number] => ({
  t, connections: 3, subscribers: 9, messagesInPerSec: 0.33, messagesOutPerSec: 12.5, bytesOutPerSec: 4096.25, busLagMs: 1.75, eventLoopP99Ms: 10.49,
});
const snapshot: OpsSnapshot = {
  at: 1_750_000_000_123, uptimeSec: 42, connections: 3, rooms: 5, subscribers: 9, messagesInPerSec: 0.2,
  messagesOutPerSec: 7.4, bytesInPerSec: 12.8, bytesOutPerSec: 3210.66,
  cuts: Object.fromEntries(OPS_CUT_REASONS.map((r, i) => [r, i])) as OpsSnapshot['cuts'],
  busLagMs: 0.5, bus: { kind: 'redis', connected: false }, eventLoop: { p50Ms: 10.01, p99Ms: 12.3, maxMs: 40.9 },
  memory: { rssBytes: 123_456_789, heapUsedBytes: 45_678_901, heapTotalBytes: 67_890_123 },
  history: [point(1_750_000_000_000), point(1_750_000_001_000)],
};

/** Payload keys in the stored jsonb's order, as the repository reads them. */
const savedList: SavedCouponListAnswer = {
  IsSuccess: true,
  Coupons: [
    {
      id: 12, code: 'Ab12Cd34', name: 'Hafta sonu "banko"', savedAt: 1_750_000_000_000, misli: 2,
      selections: [
        { odd: 185, banker: true, marketId: 1, eventCode: 4001, outcomeId: 2 },
        { odd: 240, banker: false, marketId: 7, eventCode: 4002, outcomeId: 21 },
      ],
      systemSizes: [2, 3],
    },
    { id: 11, code: 'Zz99Yy88', name: '', savedAt: 1_749_000_000_000, misli: 1, selections: [], systemSizes: [] },
  ],
};

const serialised = async (response: object, answer: unknown): Promise<string> => {
  const app = Fastify();
  app.get('/', { schema: { response } }, async () => answer);
  try {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    return res.body;
  } finally {
    await app.close();
  }
};

describe('response schemas', () => {
  it('member info, and the visitor answer', async () => {
    expect(await serialised(memberInfoResponse, memberInfo)).toBe(JSON.stringify(memberInfo));
    // The nullable fields the other way round.
    const flipped: MemberInfo = {
      ...memberInfo, NoticeId: null, NoticeIdEnc: null, ShowingNotice: false, Avatar: { AvatarMediaId: 9, Status: null }, RedirectOnLogin: '/hesabim',
    };
    expect(await serialised(memberInfoResponse, flipped)).toBe(JSON.stringify(flipped));
    expect(await serialised(memberInfoResponse, { IsLogin: false })).toBe('{"IsLogin":false}');
  });

  it('the ops realtime snapshot', async () => {
    expect(await serialised(opsSnapshotResponse, snapshot)).toBe(JSON.stringify(snapshot));
  });

  it('the saved coupons list, empty too', async () => {
    expect(await serialised(savedCouponListResponse, savedList)).toBe(JSON.stringify(savedList));
    const empty: SavedCouponListAnswer = { IsSuccess: true, Coupons: [] };
    expect(await serialised(savedCouponListResponse, empty)).toBe(JSON.stringify(empty));
  });
});
