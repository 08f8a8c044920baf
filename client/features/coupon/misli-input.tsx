/** Misli: the stepper of the design system (1..2000) with its visible label; a typed value settles on blur or Enter. */
import { useId } from 'react';
import { COUPON_RULES } from '@shared/constants/business';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NumberStepper } from '../../components/ui/number-stepper';
import { couponActions } from './coupon.slice';
import { selectMisli } from './coupon.selectors';
import { COUPON_TEXTS } from './coupon-texts';

export function MisliInput() {
  const dispatch = useAppDispatch();
  const misli = useAppSelector(selectMisli);
  const id = useId();
  return (
    <div className="misli">
      <label htmlFor={id} className="misli__label">
        {COUPON_TEXTS.misli}
      </label>
      <NumberStepper
        id={id}
        className="misli__stepper"
        value={misli}
        min={COUPON_RULES.minMisli}
        max={COUPON_RULES.maxMisli}
        decrementLabel={COUPON_TEXTS.misliDown}
        incrementLabel={COUPON_TEXTS.misliUp}
        onChange={(n) => dispatch(couponActions.misliChanged(n))}
      />
    </div>
  );
}
