/** Paths and payload/answer shapes of the HTTP API (spec section 7 plus our own calls; see edge/http/API.md). */
import type { ForcedState } from './forced-answers';

export const API = {
  sportMenu: '/Program/GetSportMenu',
  sportProgram: '/Program/GetSportProgram',
  liveProgram: '/Program/GetLiveProgram',
  eventDetail: '/Program/GetEventDetail',
  programHighlights: '/Program/GetHighlights',
  serverEpoch: '/Site/GetServerEpochDate',
  betDetailUrl: '/Site/GetBetDetailUrl',
  matchCenterByBid: '/Site/GetMatchCenterUrlByBid',
  matchCenterByNevId: '/Site/GetMatchCenterUrlByNevId',
  setDefaultView: '/Site/SetDefaultViewCookie',
  antiForgeryToken: '/Site/GetAntiForgeryToken',
  login: '/Auth/Login',
  logout: '/Auth/Logout',
  memberInfo: '/Auth/GetMemberInfo',
  playCoupon: '/Coupon/PlayCoupon',
  persistMe: '/backend/ajaxhandler.ashx',
  healthz: '/healthz',
} as const;

/** Bet program GETs are cached by the service worker (NetworkFirst); this prefix identifies them. */
export const PROGRAM_PATH_PREFIX = '/Program/';

export const ANTI_FORGERY = { field: '__RequestVerificationToken', header: 'RequestVerificationToken' } as const;
export const SESSION_COOKIE = 'iddaa.sid';
/** A visitor's signed id (no stored session); the visitor's anti-forgery token is bound to it. */
export const VISITOR_COOKIE = 'iddaa.vid';
export const VIEW_COOKIE = 'DefaultView';
export type SiteView = 'fixed' | 'mobile';

/** Every failed call answers this shape with a fitting HTTP status. */
export interface ErrorAnswer {
  IsSuccess: false;
  Code: string;
  Message: string;
}

export interface ServerEpochAnswer {
  /** Epoch ms. */
  Epoch: number;
  /** Minutes east of UTC in Europe/Istanbul (180). */
  ZoneOffset: number;
}

export interface BetDetailPayload {
  MatchDate: string;
  CbsProviderId: number;
  Code: number;
  SportId: number;
  Bid: string;
  NevId: number;
}
export interface UrlAnswer {
  Url: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  securityCode?: string;
}
export interface LoginAnswer {
  IsSuccess: boolean;
  Code: number;
  Message: string;
  /** Password reset link, with code 102. */
  ResetLink?: string;
  /** The new anti-forgery token: the session rotates at login and logout. */
  Token?: string;
  /** After a successful login of a member in a forced state: the state, and its page (the client adds ?R=). */
  ForcedState?: ForcedState;
  RedirectUrl?: string;
  /** With ForcedState 'kvk': the consent popup's text (the answer is recognised like any KvkRequired answer). */
  KvkRequired?: boolean;
  Description?: string;
}

export interface AvatarInfo {
  AvatarMediaId: number | null;
  Status: number | null;
}

/** Member info (spec section 3). Money and Balance are integer kuruş. */
export interface MemberInfo {
  IsLogin: true;
  Id: number;
  EncryptedId: string;
  Name: string;
  NickName: string;
  Surname: string;
  Point: number;
  Money: number;
  Balance: number;
  IddaaCouponCount: number;
  IddaaContinuedCouponCount: number;
  StotoCouponCount: number;
  TjkCouponCount: number;
  MpiCouponCount: number;
  WaitingMessages: number;
  NoticeId: number | null;
  NoticeIdEnc: string | null;
  HMID: string;
  OpenCouponType: number;
  HasMultipleCouponRight: boolean;
  IsWinnersClubMember: boolean;
  IsNickNameChanged: boolean;
  IsSharingMember: boolean;
  SignedContractId: number;
  IsPasswordChanged: boolean;
  Avatar: AvatarInfo;
  ContractList: number[];
  Contracts: { Id: number; Version: number; Title: string }[];
  CookieBarSignId: number;
  KvkAllowed: boolean;
  AllowContact: boolean;
  Ie: boolean;
  EmailVerified: boolean;
  MobilePhoneVerified: boolean;
  LoginType: number;
  GroupCode: string;
  TrackingCode: string;
  ShowingNotice: boolean;
  RedirectOnLogin: string | null;
}
export type MemberInfoAnswer = MemberInfo | { IsLogin: false };

export interface PlaySelection {
  eventCode: number;
  marketId: number;
  outcomeId: number;
  /** The odds the member saw, hundredths. */
  odd: number;
  banker: boolean;
}
export interface PlayCouponRequest {
  /** Client-made key (UUID): the same key replays the first answer. */
  idempotencyKey: string;
  misli: number;
  acceptOddsChanges: boolean;
  /** System sizes; empty or absent for a plain coupon. */
  systemSizes?: number[];
  selections: PlaySelection[];
}
export interface OddsChange {
  outcomeId: number;
  odd: number;
  status: number;
}
export type PlayCouponAnswer =
  | {
      IsSuccess: true;
      CouponNo: string;
      CouponId: number;
      Balance: number;
      Amount: number;
      TotalOdd: number;
      MaxWinnings: number;
      PlayedAt: number;
    }
  | {
      IsSuccess: false;
      Code: string;
      Message: string;
      Changes?: OddsChange[];
      SuggestedMisli?: number;
      Balance?: number;
    };

/** Set by the service worker on an answer it served from its cache (offline); the value is the cache time. */
export const SW_CACHE_HEADER = 'X-Served-From-Cache';
/** Error code of a POST refused for a missing or foreign anti-forgery token (HTTP 403). */
export const ANTI_FORGERY_ERROR_CODE = 'FORBIDDEN';
