/** JSON schemas of the raffle, winners, notice, content and data-provider calls (strict: no extra fields). */
import { CONTENT_KEY_PATTERN, NOTICE_LIMITS, STORY_LIMITS } from '@shared/constants/notices';
import { NOTICE_KINDS, NOTICE_TARGETS } from '@shared/protocol/content-api';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const epochMs = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 } as const;
const idText = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;
const html = { type: 'string', minLength: 1, maxLength: NOTICE_LIMITS.htmlMaxChars } as const;
const title = { type: 'string', minLength: 1, maxLength: NOTICE_LIMITS.titleMax } as const;

export const raffleIdQuery = { type: 'object', required: ['raffleId'], additionalProperties: false, properties: { raffleId: idText } } as const;

export const createRaffleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'prize', 'minStakeKurus', 'periodStart', 'periodEnd', 'drawAt', 'mainCount', 'reserveCount'],
  properties: {
    title,
    prize: title,
    minStakeKurus: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    periodStart: epochMs,
    periodEnd: epochMs,
    drawAt: epochMs,
    mainCount: { type: 'integer', minimum: 1, maximum: 100 },
    reserveCount: { type: 'integer', minimum: 0, maximum: 100 },
  },
} as const;

export const drawBody = { type: 'object', additionalProperties: false, required: ['raffleId'], properties: { raffleId: id } } as const;

export const storyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['couponNo', 'story', 'consent'],
  properties: {
    couponNo: { type: 'string', pattern: '^[0-9A-Za-z-]{1,40}$' },
    story: { type: 'string', maxLength: STORY_LIMITS.maxChars * 2 },
    consent: { type: 'boolean' },
  },
} as const;

export const withdrawStoryBody = {
  type: 'object', additionalProperties: false, required: ['couponNo'], properties: { couponNo: storyBody.properties.couponNo },
} as const;

export const noticeQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['noticeId'],
  properties: { noticeId: idText, step: { type: 'string', pattern: '^[0-9]$' } },
} as const;

export const dismissBody = { type: 'object', additionalProperties: false, required: ['NoticeId'], properties: { NoticeId: id } } as const;

export const createNoticeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'target', 'title', 'html', 'startsAt', 'endsAt'],
  properties: {
    kind: { type: 'string', enum: NOTICE_KINDS },
    target: { type: 'string', enum: NOTICE_TARGETS },
    title,
    html,
    steps: {
      type: 'array',
      maxItems: NOTICE_LIMITS.stepsMax,
      items: { type: 'object', additionalProperties: false, required: ['title', 'html'], properties: { title, html } },
    },
    startsAt: epochMs,
    endsAt: epochMs,
  },
} as const;

export const withdrawNoticeBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;

const contentKey = { type: 'string', pattern: CONTENT_KEY_PATTERN } as const;
export const contentParams = { type: 'object', required: ['key'], properties: { key: contentKey } } as const;
export const contentQuery = { type: 'object', properties: { v: { type: 'string', maxLength: 40 } } } as const;
export const publishContentBody = {
  type: 'object', additionalProperties: false, required: ['key', 'html'], properties: { key: contentKey, html, startsAt: epochMs },
} as const;
export const withdrawContentBody = { type: 'object', additionalProperties: false, required: ['key'], properties: { key: contentKey } } as const;

export const dataProviderQuery = {
  type: 'object', additionalProperties: false, properties: { node: { type: 'string', maxLength: 200 } },
} as const;
