import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../random/seeded-random';
import { compareTr } from './tr-collate';

const intl = new Intl.Collator('tr');
const sign = (n: number) => Math.sign(n);

describe('Turkish order without Intl', () => {
  it('sorts Turkish words as Intl.Collator("tr") does (ı before i, ç after c, case on the letter)', () => {
    const words = ['ılık', 'ilik', 'Işık', 'İzmir', 'inci', 'çay', 'cam', 'Çorum', 'dağ', 'ğ', 'gol', 'öykü', 'oyun', 'şeker', 'sabah', 'Üsküdar', 'uzay', 'zeytin', 'quiz', 'web', 'xenon', 'Lig 2', 'Lig 10', 'Lig-A', 'Lig A', 'LigA', 'U19', 'U21', 'a', 'A', 'aa', 'Ab', 'aB'];
    expect([...words].sort(compareTr)).toEqual([...words].sort(intl.compare));
  });

  it('agrees on 30,000 random pairs of spaces, punctuation, digits and letters, some unknown to it', () => {
    const rng = new SeededRandom(3);
    const r = () => rng.next();
    const alphabet = " _-,;:!?.'\"()[]{}@*/&#%+<=>|$0123456789abcçdefgğhıijklmnoöpqrsştuüvwxyzABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZéØ\\~`^";
    const word = () => Array.from({ length: 1 + Math.floor(r() * 6) }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
    for (let i = 0; i < 30_000; i += 1) {
      const a = word();
      const b = r() < 0.3 ? a + word() : word();
      expect(sign(compareTr(a, b)), JSON.stringify([a, b])).toBe(sign(intl.compare(a, b)));
    }
  });
});
