/**
 * Draws the PWA icons (a green rounded square with a white ball carrying a green "i") and writes them as PNGs into
 * client/public. The PNGs are committed, so the build never needs this script; rerun it only to change the artwork:
 *   node scripts/make-icons.mjs
 * Shapes are signed-distance functions, supersampled for smooth edges; the PNGs are encoded with pngjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'client', 'public');
const GREEN = [0x13, 0x8a, 0x4f];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // 4x4 samples per pixel

// Signed distances in unit space (0..1 across the icon); negative inside.
const circle = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) - r;
const roundedRect = (cx, cy, hw, hh, r) => (x, y) => {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};

/**
 * Layers, painted in order. `inset` shrinks the motif into the maskable safe zone (a centred circle of 40% radius);
 * `corner` 0 gives a full-bleed square for platforms that cut their own shape (maskable, Apple).
 */
const layers = ({ corner, inset }) => {
  const s = (v) => 0.5 + (v - 0.5) * inset; // scale the motif about the centre
  return [
    { color: GREEN, shape: roundedRect(0.5, 0.5, 0.5, 0.5, corner) },
    { color: WHITE, shape: circle(0.5, 0.5, 0.34 * inset) },
    { color: GREEN, shape: circle(0.5, s(0.33), 0.055 * inset) },
    { color: GREEN, shape: roundedRect(0.5, s(0.585), 0.048 * inset, 0.16 * inset, 0.03 * inset) },
  ];
};

function render(size, style) {
  const rgba = Buffer.alloc(size * size * 4);
  const paint = layers(style);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (const { color, shape } of paint) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            if (shape((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size) <= 0) hits++;
          }
        }
        const cover = hits / (SAMPLES * SAMPLES);
        if (cover === 0) continue;
        // "over" compositing with straight alpha
        const outA = cover + a * (1 - cover);
        [r, g, b] = [r, g, b].map((c, i) => (color[i] * cover + c * a * (1 - cover)) / outA);
        a = outA;
      }
      rgba.set([r, g, b, a * 255].map(Math.round), (py * size + px) * 4);
    }
  }
  return rgba;
}

/** 8-bit RGBA, no interlace, filter 0 on every row, deflate level 9. */
export const encodePng = (size, rgba) =>
  PNG.sync.write(Object.assign(new PNG({ width: size, height: size }), { data: rgba }), {
    colorType: 6,
    filterType: 0,
    deflateLevel: 9,
    deflateStrategy: 0,
  });

/** An .ico holding one PNG image: every current browser reads PNG-in-ICO, and /favicon.ico is what they ask for. */
function encodeIco(size, png) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const ROUNDED = { corner: 0.2, inset: 1 };
const FULL_BLEED = { corner: 0, inset: 0.8 };
const png = (size, style) => encodePng(size, render(size, style));

const outputs = {
  'icons/icon-192.png': png(192, ROUNDED),
  'icons/icon-512.png': png(512, ROUNDED),
  'icons/icon-maskable-512.png': png(512, FULL_BLEED),
  // iOS paints transparency black and rounds the corners itself, so the Apple icon is a full-bleed square.
  'apple-touch-icon.png': png(180, { corner: 0, inset: 0.9 }),
  'favicon.ico': encodeIco(32, png(32, ROUNDED)),
};

for (const [name, data] of Object.entries(outputs)) {
  const file = join(PUBLIC_DIR, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`${name}: ${data.length} bytes`);
}
