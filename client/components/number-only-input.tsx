/**
 * The number-only helper of spec section 5 as an input: it needs an id; only digits from min to max (0-9 by
 * default) can be typed or pasted, plus backspace and the copy, cut and paste shortcuts. maxlength is kept on
 * Android too. Drawn like the design system's TextInput.
 */
import type { ClipboardEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { controlClassName } from './control-class';
import { keepDigits, numberKeyAllowed, truncateForAndroid } from './input-rules';

export interface NumberOnlyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'min' | 'max'> {
  /** Required: the helper is bound to the element by its id. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  min?: number;
  max?: number;
  userAgent?: string;
}

export function NumberOnlyInput({ className, id, value, onValueChange, min = 0, max = 9, userAgent, maxLength, onKeyDown, ...rest }: NumberOnlyInputProps) {
  if (!id) throw new Error('NumberOnlyInput needs an id');
  const clean = (text: string) =>
    truncateForAndroid(keepDigits(text, min, max), maxLength, userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent));
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!numberKeyAllowed(e, min, max)) e.preventDefault();
    onKeyDown?.(e);
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? value.length;
    const end = el.selectionEnd ?? value.length;
    const next = clean(value.slice(0, start) + e.clipboardData.getData('text') + value.slice(end));
    onValueChange(maxLength !== undefined ? next.slice(0, maxLength) : next);
  };
  return (
    <input
      {...rest}
      className={controlClassName(className)}
      id={id}
      inputMode="numeric"
      maxLength={maxLength}
      value={value}
      onKeyDown={keyDown}
      onPaste={paste}
      onChange={(e) => onValueChange(clean(e.target.value))}
    />
  );
}
