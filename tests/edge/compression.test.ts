/**
 * Compressed answers: program answers negotiated per request from one encoded body per version, static files
 * from the .br/.gz written at build time (scripts/compress-dist.mjs). Raw HTTP here, since fetch would decode
 * the body and hide what came over the wire.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { startTestEdge, type TestEdge } from './harness';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const rawGet = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Raw> =>
  new Promise((done, fail) => {
    const req = request(url, { method, headers: { Accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });

const decoded = (r: Raw): Buffer => {
  const coding = r.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(r.body);
  if (coding === 'gzip') return gunzipSync(r.body);
  expect(coding).toBeUndefined();
  return r.body;
};

const varyHasAcceptEncoding = (r: Raw): boolean =>
  String(r.headers.vary ?? '')
    .split(',')
    .some((v) => v.trim().toLowerCase() === 'accept-encoding');

const CODINGS = { br: 'br', gzip: 'gzip', identity: undefined } as const;

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

describe('program answers, compressed per Accept-Encoding', () => {
  /** The same path in every coding, retried until all three loads land on one version (live programs tick). */
  const loadAllCodings = async (path: string) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const plain = await rawGet(`${t.url}${path}`);
      const br = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      const gzip = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'gzip, deflate' });
      if (plain.headers.etag === br.headers.etag && br.headers.etag === gzip.headers.etag) return { plain, br, gzip };
    }
    throw new Error(`${path}: no three loads on one version`);
  };

  it('answers br, gzip or identity that decode to the same JSON, with one ETag and Vary: Accept-Encoding', async () => {
    const football = JSON.parse((await rawGet(`${t.url}${API.sportProgram}?sportId=1`)).body.toString('utf8')) as ProgramSnapshot;
    const paths = [`${API.sportProgram}?sportId=1`, API.liveProgram, `${API.eventDetail}?code=${football.events[0]!.code}`, API.sportMenu];
    for (const path of paths) {
      const { plain, br, gzip } = await loadAllCodings(path);
      for (const [name, r] of Object.entries({ plain, br, gzip })) {
        expect(r.status, `${path} ${name}`).toBe(200);
        expect(r.headers['content-type'], `${path} ${name}`).toBe('application/json; charset=utf-8');
        expect(r.headers['cache-control'], `${path} ${name}`).toBe('no-cache');
        expect(varyHasAcceptEncoding(r), `${path} ${name}`).toBe(true);
      }
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(decoded(br).equals(plain.body), path).toBe(true);
      expect(decoded(gzip).equals(plain.body), path).toBe(true);
      expect(br.body.length, path).toBeLessThan(plain.body.length / 3);
      expect(Number(br.headers['content-length']), path).toBe(br.body.length);
      JSON.parse(plain.body.toString('utf8'));
    }
  });

  it('answers 304 without a body to a compressed-capable repeat load, with Vary', async () => {
    const path = `${API.sportProgram}?sportId=-1`;
    let status = 0;
    for (let i = 0; i < 20 && status !== 304; i++) {
      const first = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'br' });
      const again = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
      status = again.status;
      if (status !== 304) continue;
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(varyHasAcceptEncoding(again)).toBe(true);
    }
    expect(status).toBe(304);
  });

  it('keeps one snapshot per version: asOf does not move between loads of the same version', async () => {
    const path = `${API.sportProgram}?sportId=-1`;
    for (let i = 0; i < 20; i++) {
      const a = await rawGet(`${t.url}${path}`);
      await new Promise((r) => setTimeout(r, 5));
      const b = await rawGet(`${t.url}${path}`);
      if (a.headers.etag !== b.headers.etag) continue;
      expect(b.body.equals(a.body)).toBe(true);
      return;
    }
    throw new Error('no two loads on one version');
  });

  it('answers HEAD with the headers of the negotiated coding and no body', async () => {
    const r = await rawGet(`${t.url}${API.sportMenu}`, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.body.length).toBe(0);
  });
});

describe('static files, precompressed at build time', () => {
  const script = resolve(import.meta.dirname, '../../scripts/compress-dist.mjs');
  const asset = 'assets/app-Zz9Yy8Xx.js';
  const source = `${Array.from({ length: 400 }, (_x, i) => `export const kupon${i} = "Galatasaray - Fenerbahçe ${i}";`).join('\n')}\n`;
  const sw = `${Array.from({ length: 100 }, (_x, i) => `self.addEventListener("message", () => ${i});`).join('\n')}\n`;

  beforeAll(async () => {
    await writeFile(join(t.staticDir, asset), source);
    await writeFile(join(t.staticDir, 'sw.js'), sw);
    const r = spawnSync(process.execPath, [script, t.staticDir], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it('writes .br and .gz beside content-hashed files only: a file replaced in place can never go out stale', () => {
    for (const ext of ['.br', '.gz']) {
      expect(existsSync(join(t.staticDir, asset + ext)), ext).toBe(true);
      for (const plain of ['sw.js', 'index.html', 'manifest.webmanifest', 'assets/index-Ab12Cd34.js']) {
        expect(existsSync(join(t.staticDir, plain + ext)), plain + ext).toBe(false);
      }
    }
  });

  it('serves the compressed file the client accepts, the plain one otherwise, all with Vary', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br', CODINGS.br],
      ['gzip', CODINGS.gzip],
      ['identity', CODINGS.identity],
      ['', CODINGS.identity],
    ] as const) {
      const r = await rawGet(`${t.url}/${asset}`, accept ? { 'Accept-Encoding': accept } : {});
      expect(r.status, accept).toBe(200);
      expect(r.headers['content-encoding'], accept).toBe(coding);
      expect(r.headers['content-type'], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(r.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(varyHasAcceptEncoding(r), accept).toBe(true);
      expect(decoded(r).toString('utf8'), accept).toBe(source);
      if (coding) expect(r.body.length, accept).toBeLessThan(source.length / 3);
    }
  });

  it('serves sw.js plain and revalidated (no-cache), its current bytes even after a change in place', async () => {
    const r = await rawGet(`${t.url}/sw.js`, { 'Accept-Encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(varyHasAcceptEncoding(r)).toBe(true);
    expect(r.body.toString('utf8')).toBe(sw);
    await writeFile(join(t.staticDir, 'sw.js'), `${sw}// yeni sürüm\n`);
    expect((await rawGet(`${t.url}/sw.js`, { 'Accept-Encoding': 'br' })).body.toString('utf8')).toBe(`${sw}// yeni sürüm\n`);
  });
});
