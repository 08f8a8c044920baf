/** The system choice of the coupon panel: a checkbox per size 1..n-1 ("2'li", "3'lü", ...); none is a plain coupon. */
import { useAppDispatch } from '../../app/hooks';
import { couponActions } from './coupon.slice';
import { COUPON_TEXTS } from './coupon-texts';
import { systemSizeLabel } from './system-sizes.model';

export function SystemChoice({ allowed, chosen }: { allowed: readonly number[]; chosen: readonly number[] }) {
  const dispatch = useAppDispatch();
  if (allowed.length === 0) return null;
  return (
    <fieldset className="system-choice">
      <legend className="system-choice__legend">{COUPON_TEXTS.system}</legend>
      {allowed.map((k) => (
        <label key={k} className="system-choice__size">
          <input type="checkbox" checked={chosen.includes(k)} onChange={() => dispatch(couponActions.systemSizeToggled(k))} />
          {systemSizeLabel(k)}
        </label>
      ))}
    </fieldset>
  );
}
