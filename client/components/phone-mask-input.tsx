/**
 * The cellphone mask 0(199) 999 99 99 (spec section 5) as a controlled input: whatever is typed or pasted is drawn
 * into the mask (e.g. "0(532) 12_ __ __"); backspace removes the last digit, not a mask character. The value
 * given to onValueChange is the masked text; the shared phone rules strip the mask when checking it. Drawn
 * like the design system's TextInput.
 */
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { PHONE_MASK_PLACEHOLDER } from '@shared/validation/phone';
import { controlClassName } from './control-class';
import { applyPhoneMask, phoneMaskDigits } from './input-rules';

export interface PhoneMaskInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (masked: string) => void;
}

export function PhoneMaskInput({ className, value, onValueChange, onKeyDown, ...rest }: PhoneMaskInputProps) {
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const atEnd = el.selectionStart === el.selectionEnd && (el.selectionEnd ?? value.length) >= value.replace(/[_ ]+$/, '').length;
    if (e.key === 'Backspace' && atEnd) {
      e.preventDefault();
      onValueChange(applyPhoneMask(phoneMaskDigits(value).slice(0, -1)));
    }
    onKeyDown?.(e);
  };
  return (
    <input
      placeholder={PHONE_MASK_PLACEHOLDER}
      {...rest}
      className={controlClassName(className)}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onKeyDown={keyDown}
      onChange={(e) => onValueChange(applyPhoneMask(e.target.value))}
    />
  );
}
