import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, encodePng } from './png-encoder';

/** Splits a PNG into its chunks, checking each CRC. */
const chunks = (png: Buffer) => {
  const out: { type: string; body: Buffer }[] = [];
  let at = 8;
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const body = png.subarray(at + 8, at + 8 + len);
    expect(png.readUInt32BE(at + 8 + len), type).toBe(crc32(png.subarray(at + 4, at + 8 + len)) >>> 0);
    out.push({ type, body });
    at += 12 + len;
  }
  return out;
};

describe('encodePng', () => {
  const bitmap = { width: 3, height: 2, data: Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9]) };

  it('writes the signature, IHDR (8-bit RGB, no interlace), one IDAT and IEND, each with a right CRC', () => {
    const png = encodePng(bitmap);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = list[0]!.body;
    expect(ihdr.length).toBe(13);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9], ihdr[10], ihdr[11], ihdr[12]]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    expect(list[2]!.body.length).toBe(0);
  });

  it('stores each row behind filter byte 0, pixels unchanged', () => {
    const raw = inflateSync(chunks(encodePng(bitmap))[1]!.body);
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses a bitmap whose data does not match its size', () => {
    expect(() => encodePng({ width: 2, height: 2, data: new Uint8Array(5) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 2, data: new Uint8Array(0) })).toThrow(RangeError);
  });
});
