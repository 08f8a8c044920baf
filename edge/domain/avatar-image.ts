/**
 * The edge's own reading of an uploaded avatar, with sharp: the type comes from the first bytes (JPEG or PNG, never
 * the name or a header), the byte limit is checked before decoding, the pixel count from the header before any
 * decompression (limitInputPixels guards the decoder too), and the picture is re-encoded to a fixed-size square JPEG
 * without its metadata (EXIF, GPS, ICC), turned upright first. Nothing of the member's file is stored.
 */
import sharp from 'sharp';
import { AVATAR_LIMITS as L } from '@shared/constants/avatar';

export type AvatarImageRefusal = 'empty' | 'tooLarge' | 'wrongType' | 'unreadable';
export type AvatarImageResult = { ok: true; jpeg: Buffer } | { ok: false; refusal: AvatarImageRefusal };

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (buf: Uint8Array, magic: readonly number[]): boolean => buf.length >= magic.length && magic.every((b, i) => buf[i] === b);

export const imageTypeOf = (buf: Uint8Array): 'jpeg' | 'png' | null =>
  startsWith(buf, JPEG_MAGIC) ? 'jpeg' : startsWith(buf, PNG_MAGIC) ? 'png' : null;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:image\/(?:jpeg|jpg|png);base64,/;

/** The bytes of a base64 string (a data: URL's prefix is dropped); null when it is not base64. */
export const decodeBase64Image = (data: string): Buffer | null => {
  const body = data.replace(DATA_URL_PREFIX, '');
  if (body.length % 4 !== 0 || !BASE64.test(body)) return null;
  return Buffer.from(body, 'base64');
};

export const processAvatarImage = async (buf: Buffer): Promise<AvatarImageResult> => {
  if (buf.length === 0) return { ok: false, refusal: 'empty' };
  if (buf.length >= L.croppedMaxBytes) return { ok: false, refusal: 'tooLarge' };
  const type = imageTypeOf(buf);
  if (!type) return { ok: false, refusal: 'wrongType' };
  const options = { limitInputPixels: L.maxInputPixels, failOn: 'error' as const, sequentialRead: true };
  try {
    const meta = await sharp(buf, options).metadata();
    if (meta.format !== type || !meta.width || !meta.height) return { ok: false, refusal: 'unreadable' };
    if (meta.width * meta.height > L.maxInputPixels) return { ok: false, refusal: 'unreadable' };
    if (Math.min(meta.width, meta.height) < L.minSidePx) return { ok: false, refusal: 'unreadable' };
    const jpeg = await sharp(buf, options)
      .rotate()
      .resize(L.outputSidePx, L.outputSidePx, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: L.outputJpegQuality, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    // Truncated or corrupt data, or over the pixel limit inside the decoder.
    return { ok: false, refusal: 'unreadable' };
  }
};
