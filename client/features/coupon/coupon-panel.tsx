/** "Kuponum": the coupon's rows, clear-all, a refused pick's notice and the summary with the play button. */
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import { COUPON_PANEL_NAME } from '@shared/constants/texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { couponActions } from './coupon.slice';
import { selectCouponLines, selectCouponNotice } from './coupon.selectors';
import { CouponRowItem } from './coupon-row-item';
import { CouponSummaryView } from './coupon-summary';
import { COUPON_TEXTS } from './coupon-texts';
import { SavedCouponsBox } from '../saved-coupons/saved-coupons-box';
import './coupon-panel.css';

export function CouponPanel() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCouponLines);
  const notice = useAppSelector(selectCouponNotice);
  return (
    <section className="coupon-panel" aria-label={COUPON_PANEL_NAME}>
      <header className="coupon-panel__header">
        <h2 className="coupon-panel__title">
          {COUPON_PANEL_NAME}
          <span className="coupon-panel__count" aria-label={`${COUPON_TEXTS.count}: ${lines.length}`}>
            {lines.length}
          </span>
        </h2>
        {lines.length > 0 ? (
          <button type="button" className="coupon-panel__clear" onClick={() => dispatch(couponActions.cleared())}>
            {COUPON_TEXTS.clear}
          </button>
        ) : null}
      </header>
      {notice ? (
        <div role="alert" className="coupon-panel__notice">
          <span>{notice}</span>
          <button type="button" aria-label={COUPON_TEXTS.dismiss} onClick={() => dispatch(couponActions.noticeDismissed())}>
            ×
          </button>
        </div>
      ) : null}
      {lines.length === 0 ? (
        <p className="coupon-panel__empty">{COUPON_ERRORS.EMPTY}</p>
      ) : (
        <ul className="coupon-panel__rows" aria-label={COUPON_TEXTS.rows}>
          {lines.map((line) => (
            <CouponRowItem key={line.outcomeId} line={line} />
          ))}
        </ul>
      )}
      <CouponSummaryView />
      <SavedCouponsBox />
    </section>
  );
}
