/**
 * The coupon's figures and what plays it: the system sizes and the accept-odds-changes flag (options), the rule
 * problems, misli, the totals and 'Hemen Oyna' (checkout). A plain coupon shows its total odds; a system coupon its
 * lowest and highest column odds (no column holds every selection, so their product would mean nothing).
 */
import type { ReactNode } from 'react';
import { COUPON_RULES } from '@shared/constants/business';
import { PLAY_BUTTON } from '@shared/constants/texts';
import { ODDS_STALE_TEXTS } from '@shared/constants/offline-texts';
import { formatMoney, formatOdd } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { HelpLink } from '../../components/help-link';
import { HELP_FOR_COUPON_PROBLEM } from '@shared/constants/help-content';
import { selectOddsStale } from '../../platform/pwa/odds-freshness';
import { cx } from '../../components/ui/class-names';
import { couponActions } from './coupon.slice';
import { selectAcceptOddsChanges, selectCouponSummary, selectPlayInFlight, type CouponSummary } from './coupon.selectors';
import { COUPON_TEXTS } from './coupon-texts';
import { MisliInput } from './misli-input';
import { SystemChoice } from './system-choice';
import './coupon-summary.css';

function Figure({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx('coupon-totals__item', wide && 'coupon-totals__item--wide')}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CouponTotals({ summary, layout }: { summary: CouponSummary; layout: 'column' | 'sheet' }) {
  const system = summary.systemSizes.length > 0;
  return (
    <>
      <dl className={`coupon-totals coupon-totals--${layout}`}>
        <Figure term={COUPON_TEXTS.columns}>{summary.columns}</Figure>
        {system ? (
          <>
            <Figure term={COUPON_TEXTS.minColumnOdds}>{summary.columnOdds ? formatOdd(summary.columnOdds.min) : '–'}</Figure>
            <Figure term={COUPON_TEXTS.maxColumnOdds}>{summary.columnOdds ? formatOdd(summary.columnOdds.max) : '–'}</Figure>
          </>
        ) : (
          <Figure term={COUPON_TEXTS.totalOdds}>{summary.count > 0 ? formatOdd(summary.totalOdds) : '–'}</Figure>
        )}
        <Figure term={COUPON_TEXTS.amount}>{formatMoney(summary.amount)}</Figure>
        <Figure term={COUPON_TEXTS.maxWinnings} wide={system && layout === 'sheet'}>
          {formatMoney(summary.maxWinnings)}
          {summary.capped ? (
            <>
              {' '}
              <abbr className="coupon-totals__cap-mark" title={COUPON_TEXTS.capMark} aria-label={COUPON_TEXTS.capMark}>
                *
              </abbr>
            </>
          ) : null}
        </Figure>
      </dl>
      {summary.capped ? (
        <p className="coupon-totals__cap">
          * {COUPON_TEXTS.capped}: {formatMoney(COUPON_RULES.maxWinningsKurus)}
        </p>
      ) : null}
    </>
  );
}

/** System sizes and the accept-odds-changes flag: choices made before playing. */
export function CouponOptions() {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectCouponSummary);
  const accept = useAppSelector(selectAcceptOddsChanges);
  if (summary.count === 0) return null;
  return (
    <div className="coupon-options">
      <SystemChoice allowed={summary.allowedSizes} chosen={summary.systemSizes} />
      <Checkbox
        className="coupon-options__accept"
        label={COUPON_TEXTS.acceptOddsChanges}
        checked={accept}
        onChange={(e) => dispatch(couponActions.acceptOddsChangesSet(e.target.checked))}
      />
    </div>
  );
}

/** Rule problems (the shared checks the server makes too), misli, the totals and the play button. */
export function CouponCheckout({ layout }: { layout: 'column' | 'sheet' }) {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectCouponSummary);
  const inFlight = useAppSelector(selectPlayInFlight);
  const stale = useAppSelector(selectOddsStale);
  if (summary.count === 0) return null;
  const staleId = `coupon-stale-${layout}`;
  const play = (
    <Button
      variant="primary"
      size="lg"
      fullWidth={layout === 'column'}
      className="coupon-checkout__play"
      loading={inFlight}
      // Odds that may be old are never played: the reason stands beside the button (spec: offline never lies).
      disabled={stale}
      aria-describedby={stale ? staleId : undefined}
      onClick={() => dispatch(couponActions.playRequested())}
    >
      {PLAY_BUTTON}
    </Button>
  );
  return (
    <div className={`coupon-checkout coupon-checkout--${layout}`}>
      {summary.problems.length > 0 ? (
        <ul className="coupon-checkout__problems" aria-label={COUPON_TEXTS.problems} aria-live="polite">
          {summary.problems.map((p) => {
            const help = HELP_FOR_COUPON_PROBLEM[p.code];
            return (
              <li key={p.code}>
                {p.message}
                {help ? (
                  <>
                    {' '}
                    <HelpLink route={help} />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {stale ? (
        <p id={staleId} className="coupon-checkout__stale" role="status">
          {ODDS_STALE_TEXTS.playWaits}
        </p>
      ) : null}
      {layout === 'column' ? (
        <>
          <MisliInput />
          <CouponTotals summary={summary} layout={layout} />
          {play}
        </>
      ) : (
        <>
          <CouponTotals summary={summary} layout={layout} />
          <div className="coupon-checkout__row">
            <MisliInput />
            {play}
          </div>
        </>
      )}
    </div>
  );
}
