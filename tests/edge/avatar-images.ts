/** Test pictures for the avatar suites, made with sharp (and one PNG written by hand: a decompression bomb). */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const jpegOf = (width: number, height: number, withExif = false): Promise<Buffer> => {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });
  return (withExif ? img.withExif({ IFD0: { Copyright: 'gizli-konum', Artist: 'Test' } }) : img).jpeg({ quality: 90 }).toBuffer();
};

export const pngOf = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();

const chunk = (type: string, data: Buffer): Buffer => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
};

/** A valid 1-bit grayscale PNG of side x side pixels, all black: tens of KB on disk, side² pixels decoded. */
export const pngBomb = (side: number): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  const raw = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
};

export const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="red"/></svg>');

export const b64 = (buf: Buffer, mime = 'image/jpeg'): string => `data:${mime};base64,${buf.toString('base64')}`;
