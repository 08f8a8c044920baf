/** Horse racing's small formatting helpers: typed lira amounts and a horse's carried weight. */

/** '10', '12,5' or '12,50' → kuruş; null for anything else. */
export const parseLira = (text: string): number | null => {
  const m = /^\s*(\d{1,7})(?:[,.](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
};

/** 575 → '57,5'. */
export const formatWeight = (tenths: number): string => `${Math.floor(tenths / 10)},${tenths % 10}`;
