/**
 * JSON schemas of the auth calls: login's input (presence and Turkish messages are the shared yup schema's job; this
 * only bounds types and sizes) and member info's answer.
 */
import type { AvatarInfo, MemberInfo } from '@shared/protocol/api';

export const loginBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
    securityCode: { type: 'string', maxLength: 32 },
    skipSecurityCode: { type: 'boolean' },
  },
} as const;

const NUMBER = { type: 'number' } as const;
const NUMBER_OR_NULL = { type: ['number', 'null'] } as const;
const STRING = { type: 'string' } as const;
const STRING_OR_NULL = { type: ['string', 'null'] } as const;
const BOOLEAN = { type: 'boolean' } as const;

const memberInfoProperties = {
  IsLogin: BOOLEAN,
  Id: NUMBER,
  EncryptedId: STRING,
  Name: STRING,
  NickName: STRING,
  Surname: STRING,
  Point: NUMBER,
  Money: NUMBER,
  Balance: NUMBER,
  IddaaCouponCount: NUMBER,
  IddaaContinuedCouponCount: NUMBER,
  StotoCouponCount: NUMBER,
  TjkCouponCount: NUMBER,
  MpiCouponCount: NUMBER,
  WaitingMessages: NUMBER,
  NoticeId: NUMBER_OR_NULL,
  NoticeIdEnc: STRING_OR_NULL,
  HMID: STRING,
  OpenCouponType: NUMBER,
  HasMultipleCouponRight: BOOLEAN,
  IsWinnersClubMember: BOOLEAN,
  IsNickNameChanged: BOOLEAN,
  IsSharingMember: BOOLEAN,
  SignedContractId: NUMBER,
  IsPasswordChanged: BOOLEAN,
  Avatar: {
    type: 'object',
    properties: { AvatarMediaId: NUMBER_OR_NULL, Status: NUMBER_OR_NULL } satisfies Record<keyof AvatarInfo, unknown>,
  },
  ContractList: { type: 'array', items: NUMBER },
  Contracts: {
    type: 'array',
    items: { type: 'object', properties: { Id: NUMBER, Version: NUMBER, Title: STRING } satisfies Record<keyof MemberInfo['Contracts'][number], unknown> },
  },
  CookieBarSignId: NUMBER,
  KvkAllowed: BOOLEAN,
  AllowContact: BOOLEAN,
  Ie: BOOLEAN,
  EmailVerified: BOOLEAN,
  MobilePhoneVerified: BOOLEAN,
  LoginType: NUMBER,
  GroupCode: STRING,
  TrackingCode: STRING,
  ShowingNotice: BOOLEAN,
  RedirectOnLogin: STRING_OR_NULL,
} satisfies Record<keyof MemberInfo, unknown>;

/**
 * Response schema of member info, serialised by Fastify instead of JSON.stringify. A response schema drops what it
 * does not list, so it lists every key of MemberInfo (`satisfies` makes a key added to the type a compile error
 * here), in the order the member-info service builds them (the serializer writes keys in the schema's order).
 * None is `required`, so a visitor's `{ IsLogin: false }` goes out as it is, and numbers are `number`, never
 * `integer` (which would truncate), so the bytes are exactly JSON.stringify's.
 */
export const memberInfoResponse = { 200: { type: 'object', properties: memberInfoProperties } } as const;
