/**
 * The text rule every input passes. Control characters are refused everywhere (a NUL is not storable text, and the
 * database answered it with an encoding error); tab and line breaks only where text may run over several lines.
 * Names other members see (coupon names, nicknames) also refuse bidi controls and invisible characters, with which
 * a shared page can be made to read differently from what is stored.
 */

export const SAFE_TEXT_TEXTS = {
  controlChars: 'Girdiğiniz bilgilerde geçersiz karakterler mevcut.',
} as const;

/** C0 controls, DEL and C1 controls. */
const isControl = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const TAB_AND_LINE_BREAKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

/**
 * Format characters (Cf: bidi embeddings, overrides, isolates and marks U+202A-202E, U+2066-2069, U+200E/200F, U+061C,
 * zero-width space and joiners, word joiner, BOM, Mongolian vowel separator, soft hyphen, tags) and the characters
 * Unicode says render as nothing (combining grapheme joiner, Hangul and Khmer fillers, variation selectors).
 */
const SPOOFING = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** Whether the text holds a control character; `multiLine` lets tab, line feed and carriage return through. */
export const hasControlChars = (text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(multiLine && TAB_AND_LINE_BREAKS.has(code))) return true;
  }
  return false;
};

/** Whether the text holds a bidi control or an invisible character (the rule of names shown to others). */
export const hasSpoofingChars = (text: string): boolean => SPOOFING.test(text);

/** A name other members see: one line, nothing that reorders or hides characters. */
export const isSafeDisplayName = (text: string): boolean => !hasControlChars(text) && !hasSpoofingChars(text);

/** For yup `.test`: an absent value passes (presence is the schema's own rule). */
export const singleLineText = (value: string | undefined | null): boolean => value == null || !hasControlChars(value);
export const multiLineText = (value: string | undefined | null): boolean => value == null || !hasControlChars(value, { multiLine: true });
export const displayNameText = (value: string | undefined | null): boolean => value == null || isSafeDisplayName(value);
