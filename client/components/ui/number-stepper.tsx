/**
 * A whole-number control: − and + buttons around a text box with inputmode=numeric (no native spinners), kept
 * within min..max. The box is a spinbutton: ArrowUp/ArrowDown step, PageUp/PageDown step ten times, Home/End jump
 * to min/max. Typing keeps digits only; an in-range number is taken at once, anything else is held while typing and
 * settled on blur or Enter (clamped, or back to the value when empty). Inside a Field it takes the field's label.
 */
import { useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from './sprite-icons';
import { cx } from './class-names';
import { joinIds, useFieldControl } from './field-context';
import { UI_TEXTS } from './ui-texts';
import './control.css';
// After control.css: the stepper's box keeps its own width and corners over .ui-control's.
import './number-stepper.css';

export interface NumberStepperProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Accessible name when not inside a Field ('Misli'). */
  label?: string;
  decrementLabel?: string;
  incrementLabel?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

export function NumberStepper(props: NumberStepperProps) {
  const { value, onChange, min, max, step = 1, label, disabled = false, id, name, className } = props;
  const { decrementLabel = UI_TEXTS.decrease, incrementLabel = UI_TEXTS.increase } = props;
  const field = useFieldControl();
  // What is typed but not yet a value in range; dropped once the value changes from elsewhere.
  const [draft, setDraft] = useState<{ text: string; value: number } | null>(null);
  const inputId = id ?? field?.id;

  const set = (n: number) => {
    setDraft(null);
    const next = clamp(n, min, max);
    if (next !== value) onChange(next);
  };

  const type = (raw: string) => {
    const text = raw.replace(/\D/g, '');
    const n = Number(text);
    if (text !== '' && n >= min && n <= max) {
      setDraft(null);
      if (n !== value) onChange(n);
      return;
    }
    setDraft({ text, value });
  };

  const settle = () => {
    if (!draft || draft.value !== value) return;
    if (draft.text === '') setDraft(null);
    else set(Number(draft.text));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowUp: value + step, ArrowDown: value - step, PageUp: value + step * 10, PageDown: value - step * 10, Home: min, End: max };
    if (e.key === 'Enter') settle();
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    set(target);
  };

  const shown = draft && draft.value === value ? draft.text : String(value);
  // At a bound the button is aria-disabled, not disabled: a keyboard user pressing it keeps the focus.
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div className={cx('ui-stepper', disabled && 'ui-stepper--disabled', className)}>
      <button type="button" className="ui-stepper__button" aria-label={decrementLabel} aria-controls={inputId} aria-disabled={atMin || undefined} disabled={disabled} onClick={() => {
          if (!atMin) set(value - step);
        }}>
        <Minus aria-hidden="true" />
      </button>
      <input
        id={inputId}
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-label={field ? undefined : label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-describedby={joinIds(field?.['aria-describedby'])}
        aria-invalid={field?.['aria-invalid']}
        disabled={disabled}
        className="ui-control ui-stepper__input"
        value={shown}
        onChange={(e) => type(e.target.value)}
        onBlur={settle}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="ui-stepper__button" aria-label={incrementLabel} aria-controls={inputId} aria-disabled={atMax || undefined} disabled={disabled} onClick={() => {
          if (!atMax) set(value + step);
        }}>
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
