/**
 * A minimal PNG encoder (8-bit truecolour, no interlace) over node's zlib: signature, IHDR, one IDAT of the
 * deflated scanlines (filter 0 on each), IEND. Enough for the server-drawn captcha; no image library needed.
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE_RGB = 2;
const BYTES_PER_PIXEL = 3;

/** An RGB bitmap: `data` holds width × height × 3 bytes, row by row. */
export interface RgbBitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

const chunk = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
};

export const encodePng = ({ width, height, data }: RgbBitmap): Buffer => {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError('bad size');
  const stride = width * BYTES_PER_PIXEL;
  if (data.length !== stride * height) throw new RangeError('bitmap size does not match width and height');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = COLOR_TYPE_RGB;
  // compression 0, filter 0, interlace 0 stay zero
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    raw.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};
