import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitmentMatches, drawWinners, seedCommitment, type RaffleEntry } from './raffle-draw';
import { maskName } from './mask-name';
import { sha256Hex } from './sha256';

const entries = (n: number, owners = n): RaffleEntry[] =>
  Array.from({ length: n }, (_, i) => ({ ref: `e${String(i).padStart(4, '0')}`, owner: `o${i % owners}` }));

describe('sha256Hex', () => {
  it('matches node:crypto for any text, Turkish letters and block edges included', () => {
    for (const t of ['', 'abc', 'çekiliş-ĞÜŞİÖÇ', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(1000)]) {
      expect(sha256Hex(t)).toBe(createHash('sha256').update(t, 'utf8').digest('hex'));
    }
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (t) => sha256Hex(t) === createHash('sha256').update(t, 'utf8').digest('hex')));
  });
});

describe('drawWinners', () => {
  it('is a pure function of the seed and the entries, whatever their order', () => {
    const list = entries(40, 25);
    const a = drawWinners('tohum-1', list, 3, 2);
    const b = drawWinners('tohum-1', [...list].reverse(), 3, 2);
    expect(b).toEqual(a);
    expect(a.main).toHaveLength(3);
    expect(a.reserve).toHaveLength(2);
    expect(drawWinners('tohum-2', list, 3, 2)).not.toEqual(a);
  });

  it('lets each owner win at most once and stops when the pool runs out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 10 }), fc.string(), (n, owners, seed) => {
        const d = drawWinners(seed, entries(n, owners), 3, 3);
        const all = [...d.main, ...d.reserve];
        expect(new Set(all.map((e) => e.owner)).size).toBe(all.length);
        expect(all.length).toBe(Math.min(6, Math.min(n, owners)));
      }),
    );
  });

  it('gives every entry a fair chance (one pick over many seeds)', () => {
    const list = entries(5);
    const counts = new Map<string, number>();
    for (let s = 0; s < 2000; s++) {
      const [w] = drawWinners(`s${s}`, list, 1, 0).main;
      counts.set(w!.ref, (counts.get(w!.ref) ?? 0) + 1);
    }
    for (const e of list) expect(counts.get(e.ref) ?? 0).toBeGreaterThan(300);
  });

  it('publishes a commitment only the revealed seed matches', () => {
    const c = seedCommitment('gizli-tohum');
    expect(commitmentMatches('gizli-tohum', c)).toBe(true);
    expect(commitmentMatches('gizli-tohun', c)).toBe(false);
  });
});

describe('maskName', () => {
  it('keeps two letters of each word', () => {
    expect(maskName('Ahmet', 'Yılmaz')).toBe('Ah*** Yı***');
    expect(maskName('Ayşe Nur', 'Çelik')).toBe('Ay*** Nu*** Çe***');
    expect(maskName('A', '')).toBe('A***');
  });
});
