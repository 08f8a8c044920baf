/**
 * Draws a captcha text into a PNG: each glyph of the bitmap font scaled up, moved by a random offset and
 * slanted by a random shear, in its own dark colour on a light, speckled background, crossed by noise lines
 * and dots. The same text and seed give the same bytes (tests rely on it); the edge seeds each image randomly.
 */
import { PNG, type PackerOptions } from 'pngjs';
import { SeededRandom } from '@shared/random/seeded-random';
import { FONT, GLYPH_HEIGHT, GLYPH_WIDTH, inkAt } from './captcha-font';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
const SCALE = 4;
const CELL = 29;
const MARGIN_X = 8;
const NOISE_LINES = 5;
const NOISE_DOTS = 160;

/** An RGB bitmap: `data` holds width × height × 3 bytes, row by row. */
export interface RgbBitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

type Rgb = readonly [number, number, number];

const setPixel = (bmp: RgbBitmap, x: number, y: number, [r, g, b]: Rgb): void => {
  if (x < 0 || y < 0 || x >= bmp.width || y >= bmp.height) return;
  const i = (y * bmp.width + x) * 3;
  bmp.data[i] = r;
  bmp.data[i + 1] = g;
  bmp.data[i + 2] = b;
};

const darkColour = (rng: SeededRandom): Rgb => [rng.int(10, 110), rng.int(10, 110), rng.int(40, 140)];

const drawGlyph = (bmp: RgbBitmap, ch: string, left: number, top: number, shear: number, colour: Rgb): void => {
  const h = GLYPH_HEIGHT * SCALE;
  const w = GLYPH_WIDTH * SCALE;
  const slack = Math.ceil(Math.abs(shear) * h);
  for (let py = 0; py < h; py++) {
    // Shear about the glyph's middle row: x moves by shear × distance from it, like an italic slant.
    const dx = shear * (py - h / 2);
    for (let px = -slack; px < w + slack; px++) {
      const gx = Math.floor((px - dx) / SCALE);
      const gy = Math.floor(py / SCALE);
      if (gx >= 0 && gx < GLYPH_WIDTH && inkAt(ch, gx, gy)) setPixel(bmp, left + px, top + py, colour);
    }
  }
};

/** Bresenham line, `thick` pixels tall. */
const drawLine = (bmp: RgbBitmap, x0: number, y0: number, x1: number, y1: number, colour: Rgb, thick: number): void => {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    for (let t = 0; t < thick; t++) setPixel(bmp, x0, y0 + t, colour);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
};

export const drawCaptcha = (text: string, seed: number): RgbBitmap => {
  for (const ch of text) if (!FONT[ch]) throw new RangeError(`no glyph for "${ch}"`);
  const rng = new SeededRandom(seed);
  const bmp: RgbBitmap = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, data: new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3) };
  for (let y = 0; y < bmp.height; y++) {
    for (let x = 0; x < bmp.width; x++) {
      const v = rng.int(225, 250);
      setPixel(bmp, x, y, [v, v - rng.int(0, 12), v - rng.int(0, 20)]);
    }
  }
  const glyphH = GLYPH_HEIGHT * SCALE;
  [...text].forEach((ch, i) => {
    const left = MARGIN_X + i * CELL + rng.int(-3, 3);
    const top = Math.floor((CAPTCHA_HEIGHT - glyphH) / 2) + rng.int(-6, 6);
    drawGlyph(bmp, ch, left, top, rng.range(-0.35, 0.35), darkColour(rng));
  });
  for (let i = 0; i < NOISE_LINES; i++) {
    const colour = i % 2 === 0 ? darkColour(rng) : ([rng.int(120, 200), rng.int(120, 200), rng.int(120, 200)] as const);
    drawLine(bmp, rng.int(0, 20), rng.int(0, CAPTCHA_HEIGHT - 1), rng.int(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH - 1), rng.int(0, CAPTCHA_HEIGHT - 1), colour, rng.int(1, 2));
  }
  for (let i = 0; i < NOISE_DOTS; i++) {
    setPixel(bmp, rng.int(0, CAPTCHA_WIDTH - 1), rng.int(0, CAPTCHA_HEIGHT - 1), darkColour(rng));
  }
  return bmp;
};

/** 8-bit RGB, no interlace, filter 0 on every row and zlib's default deflate: small and quick for a noisy image. */
const PNG_OPTIONS: PackerOptions = { colorType: 2, inputColorType: 2, inputHasAlpha: false, filterType: 0, deflateLevel: 6, deflateStrategy: 0 };

export const captchaPng = (text: string, seed: number): Buffer => {
  const { width, height, data } = drawCaptcha(text, seed);
  const png = new PNG({ width, height });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return PNG.sync.write(png, PNG_OPTIONS);
};
