/**
 * A text input with the spec's input rules: the < = > key filter (typing and pasting) and maxlength truncation
 * on Android. Controlled: the parent holds the value and gets the filtered one in onValueChange. Drawn like
 * the design system's TextInput.
 */
import type { ClipboardEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { controlClassName } from './control-class';
import { isBlockedKey, stripBlocked, truncateForAndroid } from './input-rules';

export interface FilteredInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** For tests; the browser's own user agent by default. */
  userAgent?: string;
}

const agent = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function FilteredInput({ className, value, onValueChange, userAgent, maxLength, onKeyDown, onPaste, ...rest }: FilteredInputProps) {
  const clean = (text: string) => truncateForAndroid(stripBlocked(text), maxLength, userAgent ?? agent());
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedKey(e.key)) e.preventDefault();
    onKeyDown?.(e);
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (stripBlocked(pasted) !== pasted) {
      e.preventDefault();
      const el = e.currentTarget;
      const start = el.selectionStart ?? value.length;
      const end = el.selectionEnd ?? value.length;
      onValueChange(clean(value.slice(0, start) + pasted + value.slice(end)));
    }
    onPaste?.(e);
  };
  return <input {...rest} className={controlClassName(className)} maxLength={maxLength} value={value} onKeyDown={keyDown} onPaste={paste} onChange={(e) => onValueChange(clean(e.target.value))} />;
}
