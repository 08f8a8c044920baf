import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_NAME_TEXTS, couponNameError } from './coupon-name.schema';
import { contactUsSchema } from './message.schema';
import { SAFE_TEXT_TEXTS, hasControlChars, hasSpoofingChars, isSafeDisplayName } from './safe-text';
import { SIGNUP_TEXTS, signupSchema } from './signup.schema';

const LINE_BREAKS = ['\t', '\n', '\r'];
const code = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));
const control = fc.oneof(code(0x00, 0x1f), code(0x7f, 0x9f));
const controlNotLineBreak = control.filter((c) => !LINE_BREAKS.includes(c));
const spoofing = fc.oneof(
  fc.constantFrom('\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'),
  fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u180E', '\u00AD', '\u034F', '\u3164', '\uFE0F', '\u{E0041}'),
);
const plain = fc
  .array(fc.constantFrom(...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789 .,-!?'), { minLength: 3, maxLength: 15 })
  .map((a) => a.join(''));
/** `text` with `ch` put inside it (never at an end, where trimming would take it away). */
const inside = (text: string, ch: string, at: number): string => {
  const pos = 1 + (at % (text.length - 1));
  return text.slice(0, pos) + ch + text.slice(pos);
};

describe('safe text', () => {
  it('finds any control character wherever it stands; line breaks pass only in multi-line text (property)', () => {
    fc.assert(
      fc.property(plain, control, fc.nat(), (text, ch, at) => {
        const t = inside(text, ch, at);
        expect(hasControlChars(t)).toBe(true);
        expect(hasControlChars(t, { multiLine: true })).toBe(!LINE_BREAKS.includes(ch));
      }),
    );
    fc.assert(fc.property(plain, controlNotLineBreak, fc.nat(), (text, ch, at) => hasControlChars(inside(text, ch, at), { multiLine: true })));
  });

  it('passes plain Turkish text, and bidi or invisible characters make a name unsafe (property)', () => {
    fc.assert(fc.property(plain, (text) => !hasControlChars(text) && !hasSpoofingChars(text) && isSafeDisplayName(text)));
    fc.assert(fc.property(plain, spoofing, fc.nat(), (text, ch, at) => hasSpoofingChars(inside(text, ch, at)) && !isSafeDisplayName(inside(text, ch, at))));
  });

  it('coupon names refuse control, bidi and invisible characters with the coupon-name text (property)', () => {
    const name = plain.map((s) => `K${s.slice(0, 16)}z`);
    fc.assert(fc.property(name, fc.oneof(control, spoofing), fc.nat(), (n, ch, at) => couponNameError(inside(n, ch, at)) === COUPON_NAME_TEXTS.invalidChars));
  });

  it('usernames, the nicknames others see, refuse bidi and invisible characters (property)', () => {
    const username = fc.stringMatching(/^[a-z][a-z0-9_]{4,12}[a-z]$/);
    fc.assert(
      fc.property(username, spoofing, fc.nat(), (u, ch, at) => {
        expect(() => signupSchema.validateSyncAt('username', { username: inside(u, ch, at) })).toThrow(SIGNUP_TEXTS.usernameChars);
      }),
    );
  });

  it('message subjects and names are one line; the message itself may run over several', () => {
    const base = { name: 'Ali Veli', email: 'ali@example.com', subject: 'Kupon sorusu', message: 'Merhaba,\r\n\tkuponum görünmüyor.' };
    expect(contactUsSchema.isValidSync(base)).toBe(true);
    for (const bad of [{ subject: 'Kupon\nsorusu' }, { name: 'Ali\tVeli' }, { message: 'Merhaba, kuponum\u0000 görünmüyor.' }]) {
      expect(() => contactUsSchema.validateSync({ ...base, ...bad }), JSON.stringify(bad)).toThrow(SAFE_TEXT_TEXTS.controlChars);
    }
  });
});
