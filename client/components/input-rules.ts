/**
 * The input rules of spec section 5 as pure functions (the input components below use them): the < = > key
 * filter, the number-only helper's key check, the phone mask and maxlength truncation on Android.
 */
import { LIMITS } from '@shared/constants/business';
import { normalizePhone } from '@shared/validation/phone';

/** Characters the key filter blocks. */
export const BLOCKED_CHARS = ['<', '=', '>'] as const;
const BLOCKED = /[<=>]/g;

export const stripBlocked = (text: string): string => text.replace(BLOCKED, '');
export const isBlockedKey = (key: string): boolean => (BLOCKED_CHARS as readonly string[]).includes(key);

export const isAndroid = (userAgent: string): boolean => /Android/i.test(userAgent);

/** Android keyboards may write past maxlength (composition ignores it): the value is cut to maxlength there. */
export const truncateForAndroid = (value: string, maxLength: number | undefined, userAgent: string): string =>
  maxLength !== undefined && maxLength >= 0 && isAndroid(userAgent) && value.length > maxLength ? value.slice(0, maxLength) : value;

/** Keys that edit or move without typing a character: always allowed by the number-only helper. */
const EDIT_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** Copy, cut, paste and select-all with Ctrl (or Cmd on a Mac). */
const SHORTCUT_KEYS = new Set(['c', 'x', 'v', 'a']);

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The number-only helper: a digit from min to max (0-9 by default), backspace and the like, and the shortcuts. */
export const numberKeyAllowed = (e: KeyLike, min = 0, max = 9): boolean => {
  if (EDIT_KEYS.has(e.key)) return true;
  if ((e.ctrlKey || e.metaKey) && SHORTCUT_KEYS.has(e.key.toLowerCase())) return true;
  if (e.ctrlKey || e.metaKey || e.altKey || !/^\d$/.test(e.key)) return false;
  const d = Number(e.key);
  return d >= min && d <= max;
};

/** Keeps the digits from min to max of a typed or pasted text. */
export const keepDigits = (text: string, min = 0, max = 9): string =>
  [...text].filter((c) => /^\d$/.test(c) && Number(c) >= min && Number(c) <= max).join('');

/**
 * The mask 0(199) 999 99 99 applied to whatever was typed or pasted: the national digits (a leading 0 and the
 * mask's characters dropped; the first digit 1-9, at most 10), drawn into the mask with underscores still to fill.
 * Empty input stays empty so the placeholder shows.
 */
export const applyPhoneMask = (typed: string): string => {
  const digits = keepDigits(normalizePhone(typed)).replace(/^0+/, '').slice(0, LIMITS.phoneDigits);
  if (digits === '') return '';
  const d = digits.padEnd(LIMITS.phoneDigits, '_');
  return `0(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
};

/** The national digits held by a masked value. */
export const phoneMaskDigits = (masked: string): string => keepDigits(normalizePhone(masked));
