/**
 * Turkish alphabetical order without Intl, for the program's sorts on a page's first render (leagues by name):
 * `localeCompare(…, 'tr')` makes an Intl.Collator, and the first Intl object of a page loads ICU's data (130–250 ms
 * of a slow phone's first load). Strings of spaces, common punctuation, digits and the Turkish alphabet (with q, w,
 * x) in either case are compared here, letter by letter on the collator's first level; anything else (other
 * letters, accents, two strings that differ only in case) goes to Intl.Collator('tr'). tr-collate.test.ts checks
 * every answer against it.
 */
const ORDER = [
  ' ', '_', '-', ',', ';', ':', '!', '?', '.', "'", '"', '(', ')', '[', ']', '{', '}', '@', '*', '/', '&', '#', '%', '+', '<', '=', '>', '|', '$',
  '0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
  'aA', 'bB', 'cC', 'çÇ', 'dD', 'eE', 'fF', 'gG', 'ğĞ', 'hH', 'ıI', 'iİ', 'jJ', 'kK', 'lL', 'mM', 'nN', 'oO', 'öÖ', 'pP', 'qQ', 'rR',
  'sS', 'şŞ', 'tT', 'uU', 'üÜ', 'vV', 'wW', 'xX', 'yY', 'zZ',
];
const WEIGHT = new Map<string, number>();
ORDER.forEach((chars, i) => {
  for (const c of chars) WEIGHT.set(c, i + 1);
});

let collator: Intl.Collator | undefined;
const viaIntl = (a: string, b: string): number => (collator ??= new Intl.Collator('tr')).compare(a, b);

/** Negative, zero or positive as `a` sorts before, with or after `b` in Turkish (Intl.Collator('tr')'s order). */
export const compareTr = (a: string, b: string): number => {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const wa = WEIGHT.get(a[i]!);
    const wb = WEIGHT.get(b[i]!);
    if (wa === undefined || wb === undefined) return viaIntl(a, b);
    if (wa !== wb) return wa - wb;
  }
  const rest = a.length > n ? a.slice(n) : b.slice(n);
  for (const c of rest) if (!WEIGHT.has(c)) return viaIntl(a, b);
  // Same letters up to the shorter one's end: the shorter first; the same letters in other cases: the collator's call.
  return a.length !== b.length ? a.length - b.length : viaIntl(a, b);
};
