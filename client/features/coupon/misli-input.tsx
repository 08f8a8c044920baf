/** Misli: a number field (1..2000) with − and + buttons. An empty field is kept while typing, until it loses focus. */
import { useId, useState } from 'react';
import { COUPON_RULES } from '@shared/constants/business';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { couponActions } from './coupon.slice';
import { selectMisli } from './coupon.selectors';
import { COUPON_TEXTS } from './coupon-texts';

export function MisliInput() {
  const dispatch = useAppDispatch();
  const misli = useAppSelector(selectMisli);
  // What is typed, kept while it belongs to the current misli (a button or the store changing misli drops it).
  const [draft, setDraft] = useState<{ text: string; misli: number } | null>(null);
  const id = useId();

  const onChange = (text: string) => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n)) {
      setDraft({ text, misli });
      return;
    }
    const inRange = n >= COUPON_RULES.minMisli && n <= COUPON_RULES.maxMisli;
    dispatch(couponActions.misliChanged(n));
    setDraft(inRange ? { text, misli: n } : null);
  };

  return (
    <div className="misli">
      <label htmlFor={id} className="misli__label">
        {COUPON_TEXTS.misli}
      </label>
      <div className="misli__control">
        <button
          type="button"
          className="misli__step"
          aria-label={COUPON_TEXTS.misliDown}
          disabled={misli <= COUPON_RULES.minMisli}
          onClick={() => dispatch(couponActions.misliStepped(-1))}
        >
          −
        </button>
        <input
          id={id}
          className="misli__input"
          type="number"
          inputMode="numeric"
          min={COUPON_RULES.minMisli}
          max={COUPON_RULES.maxMisli}
          step={1}
          value={draft && draft.misli === misli ? draft.text : String(misli)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="misli__step"
          aria-label={COUPON_TEXTS.misliUp}
          disabled={misli >= COUPON_RULES.maxMisli}
          onClick={() => dispatch(couponActions.misliStepped(1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
