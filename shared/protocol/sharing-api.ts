/**
 * Paths and request/answer shapes of sharing a played coupon: the coupon mail, short links to the coupon page, the
 * Twitter message and the play tracking call, and the coupon page's route that share links name. Bodies are JSON
 * (the spec's "form" fields keep their names). Money is integer kuruş, odds integer hundredths. Every call answers
 * no-store.
 */
import { ROUTES } from '../constants/routes';

export const SHARING_API = {
  /** POST SendMailRequest → SendMailAnswer (mails the played coupon to the member's address, through the outbox). */
  sendMail: '/Bet/SendMail',
  /** POST ShortenUrlRequest → ShortenUrlAnswer. */
  shortenUrl: '/Url/ShortenUrl',
  /** POST TwitterMessageRequest → TwitterMessageAnswer. */
  twitterMessage: '/Url/TwitterMessageControl',
  /** GET ?barcode=&hazirKuponId= → TrackAnswer (recorded for visitors and members). */
  trackIddaa: '/Tracking/TrackIddaa',
} as const;

/** The public coupon page's route (ROUTES.couponPage), as share links name it. */
export const COUPON_PAGE_ROUTE = ROUTES.couponPage;

export interface SendMailRequest {
  coupontype: number;
  couponno: string;
  couponDetailType: number;
  couponAmount: number;
  totalOdd: number;
}
/** message: 'success' or a Turkish text. */
export interface SendMailAnswer {
  message: string;
}

/** url: a path of this site (or absolute on this host) to a coupon page, e.g. /kupon/{couponNo}. */
export interface ShortenUrlRequest {
  url: string;
}
/** data: the absolute short link; sc: 200 ok, 400 bad url, 404 unknown coupon. */
export interface ShortenUrlAnswer {
  data: string;
  sc: number;
}

export interface TwitterMessageRequest {
  couponNo: string;
  totalOdd?: number;
  couponAmount?: number;
}
export interface TwitterMessageAnswer {
  data: { TwitterTitle: string };
}

export interface TrackAnswer {
  ok: true;
}
