/** One coupon row: when, live marker, MBS, event, market and outcome, odds with its change, banker and remove. */
import { memo } from 'react';
import { Link } from 'react-router';
import { BANK_STATUS } from '@shared/constants/codes';
import { dayLabel, formatOdd } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LockIcon } from '../../components/lock-icon';
import { MbsBadge } from '../../components/mbs-badge';
import { selectDayNow } from '../program/program.selectors';
import { couponActions } from './coupon.slice';
import type { CouponLine } from './coupon.selectors';
import { COUPON_TEXTS } from './coupon-texts';
import './coupon-row-item.css';

const STATE_TEXT = { open: '', locked: COUPON_TEXTS.locked, lockedLive: COUPON_TEXTS.locked, disabled: COUPON_TEXTS.disabled } as const;

function CouponRowItemView({ line }: { line: CouponLine }) {
  const dispatch = useAppDispatch();
  const dayNow = useAppSelector(selectDayNow);
  const banker = line.bankStatus === BANK_STATUS.active;
  const stateText = STATE_TEXT[line.state];
  return (
    <li className={`coupon-row coupon-row--${line.state}${banker ? ' coupon-row--banker' : ''}`} data-state={line.state}>
      <div className="coupon-row__meta">
        <span className="coupon-row__when">
          {dayLabel(line.startsAt, dayNow)} {line.time}
        </span>
        {line.live ? <span className="coupon-row__live">{COUPON_TEXTS.live}</span> : null}
        {stateText ? (
          <span className="coupon-row__state">
            <LockIcon /> {stateText}
          </span>
        ) : null}
        <MbsBadge mbs={line.mbs} />
        <button
          type="button"
          className="coupon-row__remove"
          aria-label={`${COUPON_TEXTS.remove}: ${line.eventName}`}
          onClick={() => dispatch(couponActions.rowRemoved({ outcomeId: line.outcomeId }))}
        >
          ×
        </button>
      </div>
      <Link className="coupon-row__event" to={line.mLink}>
        {line.eventName}
      </Link>
      <div className="coupon-row__pick">
        <button
          type="button"
          className="coupon-row__banker"
          aria-label={`${COUPON_TEXTS.banker}: ${line.eventName}`}
          aria-pressed={banker}
          disabled={line.bankStatus === BANK_STATUS.disabled}
          onClick={() => dispatch(couponActions.bankerToggled({ outcomeId: line.outcomeId }))}
        >
          B
        </button>
        <span className="coupon-row__market">
          {line.marketName}: <strong className="coupon-row__outcome">{line.outcomeName}</strong>
        </span>
        <span className={`coupon-row__odd${line.oddDirection ? ` coupon-row__odd--${line.oddDirection}` : ''}`}>
          {line.oddDirection ? (
            <span className="coupon-row__arrow" role="img" aria-label={line.oddDirection === 'up' ? COUPON_TEXTS.oddUp : COUPON_TEXTS.oddDown}>
              {line.oddDirection === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
          {formatOdd(line.currentOdd)}
        </span>
      </div>
    </li>
  );
}

export const CouponRowItem = memo(CouponRowItemView);
