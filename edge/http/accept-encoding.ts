/**
 * Content-coding negotiation (RFC 9110 section 12.5.3) for the answers the edge compresses itself. The highest
 * q-value wins; on a tie br beats gzip beats identity, since br is the smallest and every current browser sends
 * both. Identity is acceptable unless the header refuses it, and is the answer whenever nothing else is.
 */

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** x-gzip is the old name of gzip (RFC 9110 section 8.4.1.3). */
const ALIASES: Readonly<Record<string, string>> = { 'x-gzip': 'gzip' };

const parseQ = (params: string[]): number => {
  for (const p of params) {
    const [name, value] = p.split('=').map((s) => s.trim());
    if (name?.toLowerCase() !== 'q') continue;
    const q = Number(value);
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
};

/** q-value per coding named in the header ('*' included). */
const parseAcceptEncoding = (header: string): Map<string, number> => {
  const qs = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const coding = ALIASES[name] ?? name;
    // A coding listed twice keeps its best q.
    qs.set(coding, Math.max(qs.get(coding) ?? 0, parseQ(params)));
  }
  return qs;
};

/** Below any q a header can give (q has at most three decimals), above a refusal. */
const IMPLICIT_IDENTITY_Q = 0.0001;
/** Preference order for equal q-values. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

const pick = (header: string): ContentCoding => {
  const qs = parseAcceptEncoding(header);
  const any = qs.get('*');
  // Unlisted codings take the '*' value. br and gzip count only when asked for; identity, when not named, is
  // acceptable but the last choice (a client listing only codings wants one of them).
  const qOf = (coding: ContentCoding): number => qs.get(coding) ?? any ?? (coding === 'identity' ? IMPLICIT_IDENTITY_Q : 0);
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    const q = qOf(coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
};

/** Browsers of one kind send the same header every time: the last answer is kept (a profile showed the parse). */
let last: { header: string; coding: ContentCoding } = { header: '', coding: 'identity' };

export const negotiateEncoding = (header: string | undefined): ContentCoding => {
  if (!header) return 'identity';
  if (header === last.header) return last.coding;
  const coding = pick(header);
  last = { header, coding };
  return coding;
};
