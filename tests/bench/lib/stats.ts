/** Small statistics for benchmark rounds: medians and ranges of per-round figures, and how they are printed. */

export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const range = (xs: readonly number[]): { min: number; max: number } => ({ min: Math.min(...xs), max: Math.max(...xs) });

/** Largest distance from 1 of a set of ratios, as a fraction (0.04 is ±4%). */
export const spreadAroundOne = (ratios: readonly number[]): number => Math.max(...ratios.map((r) => Math.abs(r - 1)));

export const fmtInt = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
export const fmtRatio = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : '-');
export const fmtMs = (n: number): string => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : Math.round(n).toString()) : '-');
export const fmtPct = (f: number): string => (Number.isFinite(f) ? `±${(f * 100).toFixed(1)}%` : '-');

/** A Markdown table, columns padded so it also reads well in a terminal. */
export const markdownTable = (head: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
};
