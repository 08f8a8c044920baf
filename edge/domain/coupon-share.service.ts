/**
 * Saving unplayed coupons, mailing a coupon through the outbox, our own short links to the public coupon page, the
 * share title and tracking records. Absolute links are built on the origin given (the configured public origin).
 */
import { randomBytes } from 'node:crypto';
import { COUPON_RULES } from '@shared/constants/business';
import { fillTemplate } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as M } from '@shared/errors/my-coupons-messages';
import { formatMoney, formatOdd } from '@shared/format/tr';
import { ROUTES, SHORT_LINK_PREFIX, couponPagePath, savedCouponPath } from '@shared/constants/routes';
import type { AjaxHandlerAnswer, AjaxHandlerRequest, SavedCoupon } from '@shared/protocol/saved-coupons-api';
import type { SendMailRequest, ShortenUrlAnswer } from '@shared/protocol/sharing-api';
import { isValidMisli } from '@shared/rules/coupon-rules';
import { couponNameError } from '@shared/validation/coupon-name.schema';
import type { Db } from '../storage/db.port';
import { couponShareRepo } from '../storage/coupon-share.repo';
import { membersRepo } from '../storage/members.repo';
import { myCouponsRepo } from '../storage/my-coupons.repo';
import { outboxRepo } from '../storage/outbox.repo';

const SAVED_LIST_LIMIT = 50;
const DEFAULT_SAVED_NAME = 'Kuponum';
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const COUPON_PATH = new RegExp(`^${ROUTES.couponPage.replace(':couponNo', '(\\d{1,20})')}$`);

const newCode = (): string => [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
const fail = (message: string): AjaxHandlerAnswer => ({ message, shareurl: '', title: '' });

/** A saved coupon needs selections of distinct events (at most 30), a valid misli and sizes the count allows. */
const validPayload = (c: AjaxHandlerRequest['coupon']): boolean =>
  c.selections.length > 0 && c.selections.length <= COUPON_RULES.maxSelections && isValidMisli(c.misli) &&
  new Set(c.selections.map((s) => s.eventCode)).size === c.selections.length &&
  c.systemSizes.every((k) => k >= 1 && k <= c.selections.length);

/** The coupon number a link of this site points at ('/kupon/{no}', or absolute on `origin`), or null. */
export const couponNoOfUrl = (url: string, origin: string): string | null => {
  let path = url;
  if (!url.startsWith('/')) {
    try {
      const u = new URL(url);
      if (u.origin !== origin) return null;
      path = u.pathname;
    } catch {
      return null;
    }
  }
  return COUPON_PATH.exec(path)?.[1] ?? null;
};

export const createCouponShareService = ({ db, now }: { db: Db; now: () => number }) => ({
  async ajax(memberId: number | null, req: AjaxHandlerRequest, origin: string): Promise<AjaxHandlerAnswer> {
    if (!memberId) return fail(M.notAuthorized);
    const name = (req.couponname ?? '').trim() || (req.action === 'savecoupon' ? '' : DEFAULT_SAVED_NAME);
    const nameProblem = couponNameError(name);
    if (nameProblem) return fail(nameProblem);
    if (!validPayload(req.coupon)) return fail(M.savedCouponInvalid);
    const code = newCode();
    const payload = { misli: req.coupon.misli, systemSizes: req.coupon.systemSizes, selections: req.coupon.selections };
    const at = new Date(now());
    const id = await couponShareRepo.saveCoupon(db, memberId, code, name, payload, at);
    const shareurl = `${origin}${savedCouponPath(code)}`;
    if (req.action === 'saveandsendmail') {
      const member = await membersRepo.infoRecord(db, memberId);
      if (!member?.email) return { message: M.mailFailed, shareurl, title: name, savedCouponId: id };
      await outboxRepo.insert(db, { channel: 'email', to: member.email, subject: `${M.mailSubject}: ${name}`, body: shareurl, purpose: 'saved_coupon', createdAt: at });
    }
    return { message: M.success, shareurl, title: name, savedCouponId: id };
  },

  saved: (memberId: number, id: number): Promise<SavedCoupon | null> => couponShareRepo.savedById(db, memberId, id),
  savedByCode: (code: string): Promise<SavedCoupon | null> => couponShareRepo.savedByCode(db, code),
  savedList: (memberId: number): Promise<SavedCoupon[]> => couponShareRepo.savedOf(db, memberId, SAVED_LIST_LIMIT),

  /** Mails the member's own played coupon to the member's address; the stored coupon is the truth, not the form. */
  async sendMail(memberId: number | null, req: SendMailRequest, origin: string): Promise<string> {
    if (!memberId) return M.notAuthorized;
    const coupon = await myCouponsRepo.byCouponNo(db, req.couponno);
    if (!coupon || coupon.memberId !== memberId) return M.couponNotFound;
    const member = await membersRepo.infoRecord(db, memberId);
    if (!member?.email) return M.mailFailed;
    const body = [
      `Kupon No: ${coupon.couponNo}`,
      `Kupon Tutarı: ${formatMoney(coupon.amountKurus)}`,
      `Toplam Oran: ${formatOdd(coupon.totalOdd)}`,
      `Maksimum Kazanç: ${formatMoney(coupon.maxWinningsKurus)}`,
      `${origin}${couponPagePath(coupon.couponNo)}`,
    ].join('\n');
    await outboxRepo.insert(db, { channel: 'email', to: member.email, subject: `${M.mailSubject} ${coupon.couponNo}`, body, purpose: 'coupon_mail', createdAt: new Date(now()) });
    return M.success;
  },

  /**
   * Making the short link is what shares a coupon (its public page opens to others only then), so only its owner
   * makes it; anyone may get the link of a coupon already shared. Others get 404 as for an unknown number.
   */
  async shorten(memberId: number | null, url: string, origin: string): Promise<ShortenUrlAnswer> {
    const couponNo = couponNoOfUrl(url, origin);
    if (!couponNo) return { data: M.badUrl, sc: 400 };
    const coupon = await myCouponsRepo.byCouponNo(db, couponNo);
    if (!coupon) return { data: M.couponNotFound, sc: 404 };
    if (coupon.memberId !== memberId) {
      const existing = await couponShareRepo.shortCodeOf(db, couponNo);
      return existing ? { data: `${origin}${SHORT_LINK_PREFIX}${existing}`, sc: 200 } : { data: M.couponNotFound, sc: 404 };
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const code = await couponShareRepo.shortCode(db, couponNo, newCode(), new Date(now()));
        return { data: `${origin}${SHORT_LINK_PREFIX}${code}`, sc: 200 };
      } catch (e) {
        if (attempt >= 2) throw e; // a code collision (one in 10^13) retries with another code
      }
    }
  },

  resolveShort: (code: string): Promise<string | null> => couponShareRepo.resolveShort(db, code),

  /** The stored total odds only of a coupon the caller may see (own or shared); otherwise the odds the form sent. */
  async twitterTitle(memberId: number | null, couponNo: string, totalOdd: number | undefined): Promise<string> {
    const coupon = await myCouponsRepo.byCouponNo(db, couponNo);
    const visible = coupon && (coupon.memberId === memberId || (await couponShareRepo.shortCodeOf(db, couponNo)) !== null);
    const odd = (visible ? coupon.totalOdd : undefined) ?? totalOdd ?? 0;
    return fillTemplate(M.twitterTitle, { couponNo, totalOdd: formatOdd(odd) });
  },

  track: (barcode: string, hazirKuponId: string, memberId: number | null, clientIp: string): Promise<void> =>
    couponShareRepo.track(db, { barcode, hazirKuponId, memberId, clientIp, at: new Date(now()) }),
});

export type CouponShareService = ReturnType<typeof createCouponShareService>;
