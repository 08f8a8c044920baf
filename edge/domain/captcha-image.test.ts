import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_RULES } from '@shared/protocol/captcha-api';
import { FONT, GLYPH_HEIGHT, GLYPH_WIDTH } from './captcha-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng, drawCaptcha } from './captcha-image';
import { normaliseCode, randomCaptchaText } from './captcha.service';

const darkPixels = (text: string, seed: number): number => {
  const { data } = drawCaptcha(text, seed);
  let n = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 150) n++;
  return n;
};

describe('captcha font', () => {
  it('has a 5×7 glyph for every character of the alphabet and nothing ambiguous', () => {
    for (const ch of CAPTCHA_RULES.alphabet) {
      expect(FONT[ch], ch).toHaveLength(GLYPH_HEIGHT);
      for (const row of FONT[ch]!) expect(row, ch).toMatch(new RegExp(`^[#.]{${GLYPH_WIDTH}}$`));
    }
    for (const ambiguous of '0O1IL2Z5S8B') expect(CAPTCHA_RULES.alphabet).not.toContain(ambiguous);
  });
});

describe('captchaPng', () => {
  it('is a valid PNG of the captcha size', () => {
    const png = captchaPng('AC3K9', 42);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 8, 2]);
    const idatLen = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLen));
    expect(raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
  });

  it('is deterministic for a text and seed, and differs with either', () => {
    expect(captchaPng('AC3K9', 42).equals(captchaPng('AC3K9', 42))).toBe(true);
    expect(captchaPng('AC3K9', 43).equals(captchaPng('AC3K9', 42))).toBe(false);
    expect(captchaPng('AC3K7', 42).equals(captchaPng('AC3K9', 42))).toBe(false);
  });

  it('draws the glyphs: more ink for more characters, on a mostly light background', () => {
    const few = darkPixels('AC', 7);
    const many = darkPixels('MWMWM', 7);
    expect(many).toBeGreaterThan(few + 300);
    expect(many).toBeLessThan(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 0.4);
  });

  it('refuses a character without a glyph', () => {
    expect(() => drawCaptcha('A0', 1)).toThrow(RangeError);
  });
});

describe('captcha texts', () => {
  it('draws random texts of the rule length from the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const t = randomCaptchaText();
      expect(t).toMatch(new RegExp(`^[${CAPTCHA_RULES.alphabet}]{${CAPTCHA_RULES.length}}$`));
      seen.add(t);
    }
    expect(seen.size).toBeGreaterThan(45);
  });

  it('compares answers case-insensitively, without surrounding blanks', () => {
    expect(normaliseCode(' ac3k9 ')).toBe('AC3K9');
  });
});
