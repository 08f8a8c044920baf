/**
 * The system choice of the coupon panel: a checkbox per size 1..n-1 ("2'li", "3'lü", ...), drawn as chips; none
 * chosen is a plain coupon. The native checkbox stays (keys, forms, screen readers), hidden under its chip.
 */
import { Check } from '../../components/ui/sprite-icons';
import { systemSizeLabel } from '@shared/rules/system-sizes';
import { useAppDispatch } from '../../app/hooks';
import { HelpLink } from '../../components/help-link';
import { couponActions } from './coupon.slice';
import { COUPON_TEXTS } from './coupon-texts';

export function SystemChoice({ allowed, chosen }: { allowed: readonly number[]; chosen: readonly number[] }) {
  const dispatch = useAppDispatch();
  if (allowed.length === 0) return null;
  return (
    <fieldset className="system-choice">
      <legend className="system-choice__legend">{COUPON_TEXTS.system}</legend>
      <div className="system-choice__sizes">
        {allowed.map((k) => (
          <label key={k} className="system-choice__size">
            <input type="checkbox" checked={chosen.includes(k)} onChange={() => dispatch(couponActions.systemSizeToggled(k))} />
            <Check className="system-choice__mark" aria-hidden="true" />
            {systemSizeLabel(k)}
          </label>
        ))}
      </div>
      <HelpLink route="helpSystemCoupon" />
    </fieldset>
  );
}
