/** Misli, totals, rule problems, the accept-odds-changes flag and the play button. */
import { COUPON_RULES } from '@shared/constants/business';
import { PLAY_BUTTON } from '@shared/constants/texts';
import { formatMoney, formatOdd } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { couponActions } from './coupon.slice';
import { selectAcceptOddsChanges, selectCouponSummary, selectPlayInFlight } from './coupon.selectors';
import { COUPON_TEXTS } from './coupon-texts';
import './coupon-summary.css';
import { MisliInput } from './misli-input';
import { SystemChoice } from './system-choice';

export function CouponSummaryView() {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectCouponSummary);
  const accept = useAppSelector(selectAcceptOddsChanges);
  const inFlight = useAppSelector(selectPlayInFlight);
  // An empty coupon says so above; its "empty" problem is not repeated here.
  const problems = summary.count > 0 ? summary.problems : [];
  return (
    <div className="coupon-summary">
      <SystemChoice allowed={summary.allowedSizes} chosen={summary.systemSizes} />
      <MisliInput />
      <dl className="coupon-summary__totals">
        <div>
          <dt>{COUPON_TEXTS.columns}</dt>
          <dd>{summary.columns}</dd>
        </div>
        <div>
          <dt>{COUPON_TEXTS.totalOdds}</dt>
          <dd>{summary.count > 0 ? formatOdd(summary.totalOdds) : '–'}</dd>
        </div>
        <div>
          <dt>{COUPON_TEXTS.amount}</dt>
          <dd>{formatMoney(summary.amount)}</dd>
        </div>
        <div>
          <dt>{COUPON_TEXTS.maxWinnings}</dt>
          <dd>
            {formatMoney(summary.maxWinnings)}
            {summary.capped ? (
              <span className="coupon-summary__cap">
                {' '}
                <abbr className="coupon-summary__cap-mark" title={COUPON_TEXTS.capMark} aria-label={COUPON_TEXTS.capMark}>
                  *
                </abbr>{' '}
                ({COUPON_TEXTS.capped}: {formatMoney(COUPON_RULES.maxWinningsKurus)})
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {problems.length > 0 ? (
        <ul className="coupon-summary__problems" aria-label={COUPON_TEXTS.problems} aria-live="polite">
          {problems.map((p) => (
            <li key={p.code}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      <label className="coupon-summary__accept">
        <input type="checkbox" checked={accept} onChange={(e) => dispatch(couponActions.acceptOddsChangesSet(e.target.checked))} />
        {COUPON_TEXTS.acceptOddsChanges}
      </label>
      <button
        type="button"
        className="coupon-summary__play"
        disabled={inFlight}
        aria-busy={inFlight || undefined}
        onClick={() => dispatch(couponActions.playRequested())}
      >
        {PLAY_BUTTON}
      </button>
    </div>
  );
}
