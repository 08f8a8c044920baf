/**
 * Serialised answers kept per key and version: the JSON bytes are made once per version, and each compressed
 * form once, on the first request that asks for it. A program snapshot is immutable for its version, so a hit
 * never has to look at the data. Only the newest version of a key is kept, and the least recently used key goes
 * when the cache is full.
 *
 * Compression runs on libuv's thread pool (async zlib), so a new football program (315 KB) never stalls the event
 * loop; requests that arrive meanwhile wait on the same promise. Levels: brotli 5 and gzip 6 cost about 6 and 5 ms
 * for 315 KB and give 35 KB and 42 KB; brotli 11 would give 24 KB but cost 400 ms, for every new version.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Compressed = Exclude<ContentCoding, 'identity'>;
export type Compressor = (coding: Compressed, body: Buffer) => Promise<Buffer>;

export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;
/** Below this the bytes saved do not pay for the work, and the headers alone are about this size. */
export const MIN_COMPRESS_BYTES = 1024;

export const zlibCompressor: Compressor = (coding, body) =>
  coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });

export interface Variant {
  coding: ContentCoding;
  body: Buffer;
}

/** One answer body in every coding asked for so far. */
export class EncodedBody {
  private readonly plain: Variant;
  private readonly done = new Map<ContentCoding, Variant>();
  private readonly pending = new Map<Compressed, Promise<Variant>>();

  constructor(
    readonly identity: Buffer,
    private readonly compress: Compressor,
    private readonly minBytes: number,
  ) {
    this.plain = { coding: 'identity', body: identity };
  }

  /**
   * The body in `coding`, or identity when it is too small to compress or compressing did not make it smaller.
   * Synchronous once made, so a warm hit costs no promise.
   */
  variant(coding: ContentCoding): Variant | Promise<Variant> {
    if (coding === 'identity' || this.identity.length < this.minBytes) return this.plain;
    const ready = this.done.get(coding);
    if (ready) return ready;
    let p = this.pending.get(coding);
    if (!p) {
      p = this.compress(coding, this.identity).then(
        (body): Variant => {
          const v = body.length < this.identity.length ? { coding, body } : this.plain;
          this.done.set(coding, v);
          this.pending.delete(coding);
          return v;
        },
        // Compression failing is not the client's problem: it gets identity, and the next request tries again.
        (): Variant => {
          this.pending.delete(coding);
          return this.plain;
        },
      );
      this.pending.set(coding, p);
    }
    return p;
  }
}

export interface EncodedCacheOptions {
  /** Keys kept at most (each with its newest version only); the least recently used goes first. */
  maxEntries: number;
  minCompressBytes?: number;
  compress?: Compressor;
}

export class EncodedCache {
  private readonly entries = new Map<string, { version: string | number; body: EncodedBody }>();
  private readonly max: number;
  private readonly minBytes: number;
  private readonly compress: Compressor;

  constructor(opts: EncodedCacheOptions) {
    if (!Number.isInteger(opts.maxEntries) || opts.maxEntries < 1) throw new Error('maxEntries must be a positive integer');
    this.max = opts.maxEntries;
    this.minBytes = opts.minCompressBytes ?? MIN_COMPRESS_BYTES;
    this.compress = opts.compress ?? zlibCompressor;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The encoded body of `key` at `version`; `build` gives the value to serialise when this version is new. */
  get(key: string, version: string | number, build: () => unknown): EncodedBody {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.version === version) {
      this.entries.set(key, hit);
      return hit.body;
    }
    const body = new EncodedBody(Buffer.from(JSON.stringify(build()), 'utf8'), this.compress, this.minBytes);
    this.entries.set(key, { version, body });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return body;
  }
}
