/**
 * The skip links, the first things Tab reaches: 'Kupona geç' moves the focus to the coupon panel (on phones and
 * tablets it opens the coupon sheet, which takes the focus), 'İçeriğe geç' to the page's main content. Hidden until
 * focused, then drawn as a yellow tab over the header.
 */
import type { MouseEvent } from 'react';
import { SKIP_LINK_TEXTS } from '@shared/constants/a11y-texts';
import { useAppDispatch, useAppSelector } from './hooks';
import { viewActions } from '../platform/view/view.slice';
import { selectCouponOpen } from '../platform/view/view.selectors';
import { COUPON_PANEL_ID } from '../features/coupon/coupon-panel';
import { COUPON_BAR_ID } from './coupon-toggle';
import './skip-links.css';

export const MAIN_ID = 'main';

const focusById = (id: string) => document.getElementById(id)?.focus();

export function SkipLinks({ sheet }: { sheet: boolean }) {
  const dispatch = useAppDispatch();
  const couponOpen = useAppSelector(selectCouponOpen);
  const toCoupon = (e: MouseEvent) => {
    e.preventDefault();
    if (!sheet) focusById(COUPON_PANEL_ID);
    else if (!couponOpen) dispatch(viewActions.couponToggled());
  };
  const toMain = (e: MouseEvent) => {
    e.preventDefault();
    focusById(MAIN_ID);
  };
  return (
    <nav className="skip-links" aria-label={SKIP_LINK_TEXTS.group}>
      <a className="skip-link" href={`#${sheet ? COUPON_BAR_ID : COUPON_PANEL_ID}`} onClick={toCoupon}>
        {SKIP_LINK_TEXTS.coupon}
      </a>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={toMain}>
        {SKIP_LINK_TEXTS.content}
      </a>
    </nav>
  );
}
