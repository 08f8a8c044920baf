/**
 * Raffles and winners, notices, dynamic content and the data provider (issue 14): paths and answer shapes.
 * Spec section 7 names GET /Site/GetNoticeById (the notice's HTML), the content URL with a cache-busting parameter
 * and GET /forms/dataprovider.aspx?node=; the others follow the site's style and are listed in edge/http/API.md.
 */
import type { RaffleEntry } from '../rules/raffle-draw';

export const CONTENT_API = {
  /** GET: upcoming raffles (with the seed's commitment) and drawn ones (with the seed and the winners). */
  raffles: '/Raffle/GetRaffles',
  /** GET ?raffleId=: the frozen entry list of a drawn raffle, to recompute its winners. */
  raffleEntries: '/Raffle/GetRaffleEntries',
  /** GET: the biggest settled wins of the week and the month, and the published winner stories. */
  winners: '/Raffle/GetWinners',
  /** POST (member): a story about one's own winning coupon, published only with the consent given in the same call. */
  saveStory: '/Raffle/SaveWinnerStory',
  /** POST (member): withdraws the consent; the story is no longer shown. */
  withdrawStory: '/Raffle/WithdrawWinnerStory',
  /** GET (member): the caller's own won coupons a story can be told about, each with its published story or null. */
  storyCoupons: '/Raffle/GetStoryCoupons',
  /** GET ?noticeId= (&step= for a tutorial's step): the notice's sanitised HTML (text/html). */
  noticeById: '/Site/GetNoticeById',
  /** GET: the notices to show to this caller now (targeted, in their period, not dismissed by the member). */
  notices: '/Site/GetNotices',
  /** POST (member): remembers a dismissed notice server-side. Visitors keep a cookie (NOTICE_DISMISS_COOKIE). */
  dismissNotice: '/Site/DismissNotice',
  /** GET /Content/{key}?v={cache-buster}: the published HTML of a content block (text/html). */
  contentPrefix: '/Content/',
  /** GET ?node=: the sport menu tree by node, as JSON for embedding. */
  dataProvider: '/forms/dataprovider.aspx',
  opsRaffles: '/ops/raffles',
  opsRaffleDraw: '/ops/raffles/draw',
  opsNotices: '/ops/notices',
  opsNoticeWithdraw: '/ops/notices/withdraw',
  opsContent: '/ops/content',
  opsContentWithdraw: '/ops/content/withdraw',
} as const;

export const contentUrl = (key: string, cacheBuster: string | number): string =>
  `${CONTENT_API.contentPrefix}${encodeURIComponent(key)}?v=${encodeURIComponent(String(cacheBuster))}`;

export interface RaffleWinner {
  /** 'Ah*** Yı***' */
  Name: string;
  City: string | null;
  EntryRef: string;
}

export interface RaffleView {
  Id: number;
  Title: string;
  Prize: string;
  /** Entry rule: one entry per coupon of at least MinStakeKurus played from PeriodStart to PeriodEnd (epoch ms). */
  MinStakeKurus: number;
  PeriodStart: number;
  PeriodEnd: number;
  DrawAt: number;
  MainCount: number;
  ReserveCount: number;
  /** sha256(seed), published when the raffle is created. */
  SeedHash: string;
  /** Revealed after the draw; null before. */
  Seed: string | null;
  Drawn: boolean;
  EntryCount: number | null;
  Main: RaffleWinner[];
  Reserve: RaffleWinner[];
}

export interface RafflesAnswer {
  Upcoming: RaffleView[];
  Drawn: RaffleView[];
}

export interface RaffleEntriesAnswer {
  RaffleId: number;
  Seed: string;
  SeedHash: string;
  MainCount: number;
  ReserveCount: number;
  Entries: RaffleEntry[];
}

export interface BigWin {
  Name: string;
  City: string | null;
  TotalOdd: number;
  AmountKurus: number;
  WinningsKurus: number;
  SettledAt: number;
}

export interface WinnerStory {
  Id: number;
  Name: string;
  City: string | null;
  Story: string;
  WinningsKurus: number;
  PublishedAt: number;
}

export interface WinnersAnswer {
  Week: BigWin[];
  Month: BigWin[];
  Stories: WinnerStory[];
}

export interface SaveStoryRequest {
  couponNo: string;
  story: string;
  /** Must be true: the member agrees that the story is published with the masked name and city. */
  consent: boolean;
}

/** One of the member's own won coupons on the story form. */
export interface StoryCoupon {
  CouponNo: string;
  TotalOdd: number;
  AmountKurus: number;
  WinningsKurus: number;
  SettledAt: number;
  /** The story published for this coupon (consent given, not withdrawn), or null. */
  Story: string | null;
}

export interface StoryCouponsAnswer {
  Coupons: StoryCoupon[];
}

export interface CreateRaffleRequest {
  title: string;
  prize: string;
  minStakeKurus: number;
  periodStart: number;
  periodEnd: number;
  drawAt: number;
  mainCount: number;
  reserveCount: number;
}

export const NOTICE_KINDS = ['bar', 'popup', 'tutorial'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_TARGETS = ['all', 'visitors', 'members'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];

export interface NoticeSummary {
  Id: number;
  Kind: NoticeKind;
  Title: string;
  /** Titles of a tutorial's steps (its HTML per step from GetNoticeById&step=); empty for other kinds. */
  Steps: string[];
}

export interface NoticesAnswer {
  Notices: NoticeSummary[];
}

export interface CreateNoticeRequest {
  kind: NoticeKind;
  target: NoticeTarget;
  title: string;
  html: string;
  steps?: { title: string; html: string }[];
  startsAt: number;
  endsAt: number;
}

export interface OpsNotice extends NoticeSummary {
  Target: NoticeTarget;
  StartsAt: number;
  EndsAt: number;
  Withdrawn: boolean;
  Html: string;
}

export interface PublishContentRequest {
  key: string;
  html: string;
  /** When the version starts to be served (scheduling); now when absent. */
  startsAt?: number;
}

export interface DataProviderNode {
  Node: string;
  Name: string;
  Count: number;
  Leaf: boolean;
}

export interface DataProviderAnswer {
  Node: string;
  Name: string;
  Children: DataProviderNode[];
}
