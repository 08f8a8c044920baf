/**
 * The coupon on phone and tablet layouts: a "Kuponum" bar fixed at the bottom of the window (the selection count
 * and the maximum winnings) opens the coupon sheet. The bar is hidden while the sheet is open, and the page keeps
 * a spacer of the bar's height at its end, so the bar never covers the last rows' odds or the footer.
 */
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { ChevronUp, Ticket } from '../components/ui/sprite-icons';
import { COUPON_PANEL_NAME } from '@shared/constants/texts';
import { formatMoney } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from './hooks';
import { viewActions } from '../platform/view/view.slice';
import { selectCouponOpen } from '../platform/view/view.selectors';
import { selectCouponCount, selectCouponSummary } from '../features/coupon/coupon.selectors';
import { usePageIdle } from '../lib/page-idle';
import './coupon-toggle.css';

// The sheet (and its focus trap) loads apart from the entry: mounted (closed) once the page is idle, or at once when
// the bar is pressed before that.
const CouponSheet = lazy(() => import('../features/coupon/coupon-sheet').then((m) => ({ default: m.CouponSheet })));

export const COUPON_TOGGLE_TEXTS = {
  count: (count: number) => `${count} seçim`,
  maxWinnings: 'Maks. Kazanç',
} as const;

/** The bar's accessible name: what it shows, in the order shown (WCAG 2.5.3), with commas for pauses. */
const barName = (count: number, winnings: string | null): string =>
  [COUPON_PANEL_NAME, COUPON_TOGGLE_TEXTS.count(count), winnings && `${COUPON_TOGGLE_TEXTS.maxWinnings} ${winnings}`].filter(Boolean).join(', ');

/** The bar's id: the target of the 'Kupona geç' skip link on phones and tablets. */
export const COUPON_BAR_ID = 'kuponum-cubugu';

export function CouponToggle({ savedCoupons }: { savedCoupons?: ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCouponOpen);
  const count = useAppSelector(selectCouponCount);
  const { maxWinnings } = useAppSelector(selectCouponSummary);
  const winnings = count > 0 ? formatMoney(maxWinnings) : null;
  const bar = useRef<HTMLButtonElement>(null);
  const mounted = usePageIdle(open);
  return (
    <>
      <div className="coupon-bar__spacer" aria-hidden="true" />
      <button
        ref={bar}
        id={COUPON_BAR_ID}
        type="button"
        className="coupon-bar"
        hidden={open}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={barName(count, winnings)}
        onClick={() => dispatch(viewActions.couponToggled())}
      >
        <Ticket className="coupon-bar__icon" aria-hidden="true" />
        {/* Spaces between the parts: a flex row draws none, but the text read out of it needs them. */}
        <span className="coupon-bar__name">{COUPON_PANEL_NAME}</span>{' '}
        <span className="coupon-bar__count">{COUPON_TOGGLE_TEXTS.count(count)}</span>
        {winnings ? ' ' : null}
        {winnings ? (
          <span className="coupon-bar__winnings">
            <span className="coupon-bar__term">{COUPON_TOGGLE_TEXTS.maxWinnings}</span>{' '}
            <span className="coupon-bar__value">{winnings}</span>
          </span>
        ) : null}
        <ChevronUp className="coupon-bar__chevron" aria-hidden="true" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CouponSheet open={open} onClose={() => dispatch(viewActions.couponClosed())} savedCoupons={savedCoupons} returnFocusRef={bar} />
        </Suspense>
      )}
    </>
  );
}
