/** One coupon row: when, live and lock states, MBS, event, market and outcome, odds with its change, banker, remove. */
import { memo } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, X } from '../../components/ui/sprite-icons';
import { BANK_STATUS } from '@shared/constants/codes';
import { dayLabel, formatOdd } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MbsBadge } from '../../components/mbs-badge';
import { Badge } from '../../components/ui/badge';
import { IconButton } from '../../components/ui/icon-button';
import { SportIcon } from '../../components/ui/sport-icons';
import { selectBetDetailHref, selectDayNow } from '../program/program.selectors';
import { couponActions } from './coupon.slice';
import type { CouponLine } from './coupon.selectors';
import { COUPON_TEXTS } from './coupon-texts';
import './coupon-row-item.css';

const STATE_TEXT = { open: '', locked: COUPON_TEXTS.locked, lockedLive: COUPON_TEXTS.locked, disabled: COUPON_TEXTS.disabled } as const;

function OddsChange({ direction }: { direction: CouponLine['oddDirection'] }) {
  if (!direction) return null;
  const label = direction === 'up' ? COUPON_TEXTS.oddUp : COUPON_TEXTS.oddDown;
  return (
    <span className="coupon-row__arrow" role="img" aria-label={label} title={label}>
      {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
    </span>
  );
}

function CouponRowItemView({ line }: { line: CouponLine }) {
  // The bet-detail link by the edge's rule while the event is in the loaded program; the row's own link otherwise.
  const href = useAppSelector((s) => selectBetDetailHref(s, line.code)) ?? line.mLink;
  const dispatch = useAppDispatch();
  const dayNow = useAppSelector(selectDayNow);
  const banker = line.bankStatus === BANK_STATUS.active;
  const stateText = STATE_TEXT[line.state];
  return (
    <li className={`coupon-row coupon-row--${line.state}${banker ? ' coupon-row--banker' : ''}`} data-state={line.state}>
      <div className="coupon-row__meta">
        <SportIcon sportId={line.sportId} size={14} className="coupon-row__sport" />
        <span className="coupon-row__when">
          {dayLabel(line.startsAt, dayNow)} {line.time}
        </span>
        {line.live ? (
          <Badge tone="live" size="sm">
            {COUPON_TEXTS.live}
          </Badge>
        ) : null}
        {stateText ? (
          <Badge tone={line.state === 'disabled' ? 'lose' : 'locked'} size="sm">
            {stateText}
          </Badge>
        ) : null}
        <MbsBadge mbs={line.mbs} />
        <IconButton
          size="sm"
          className="coupon-row__remove"
          label={`${COUPON_TEXTS.remove}: ${line.eventName}`}
          icon={<X />}
          onClick={() => dispatch(couponActions.rowRemoved({ outcomeId: line.outcomeId }))}
        />
      </div>
      <Link className="coupon-row__event" to={href}>
        {line.eventName}
      </Link>
      <div className="coupon-row__pick">
        <button
          type="button"
          className="coupon-row__banker"
          aria-label={`${COUPON_TEXTS.banker}: ${line.eventName}`}
          title={COUPON_TEXTS.banker}
          aria-pressed={banker}
          disabled={line.bankStatus === BANK_STATUS.disabled}
          onClick={() => dispatch(couponActions.bankerToggled({ outcomeId: line.outcomeId }))}
        >
          {COUPON_TEXTS.bankerShort}
        </button>
        <span className="coupon-row__market">
          {line.marketName}: <strong className="coupon-row__outcome">{line.outcomeName}</strong>
        </span>
        <span className={`coupon-row__odd${line.oddDirection ? ` coupon-row__odd--${line.oddDirection}` : ''}`}>
          <OddsChange direction={line.oddDirection} />
          {formatOdd(line.currentOdd)}
        </span>
      </div>
    </li>
  );
}

export const CouponRowItem = memo(CouponRowItemView);
