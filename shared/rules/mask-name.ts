/**
 * Winners' names as the raffle and winners pages show them: each word keeps its first two letters and the rest is
 * hidden ('Ahmet Yılmaz' -> 'Ah*** Yı***'). Letters are counted as characters (code points), not UTF-16 units.
 */
const KEEP = 2;
const MASK = '***';

const maskWord = (word: string): string => `${Array.from(word).slice(0, KEEP).join('')}${MASK}`;

export const maskName = (...parts: readonly string[]): string =>
  parts
    .flatMap((p) => p.trim().split(/\s+/))
    .filter((w) => w.length > 0)
    .map(maskWord)
    .join(' ');
