/**
 * Which paths are pages of the SPA: one matcher over PAGE_ROUTES. The edge answers a known path with the shell and
 * 200 and any other page-like path with the shell and 404; the service worker falls back to the precached shell only
 * for known paths. The client router serves exactly these paths (client/app/router-paths.test.tsx). As in the
 * router, fixed segments match case-insensitively and a trailing slash is ignored; a `:slug` must be a sport's slug,
 * since the sport pages show the not-found page for any other.
 */
import { PAGE_ROUTES } from './routes';
import { sportBySlug } from './sports';

/** Parameters with a rule of their own; any other `:param` takes one non-empty segment. */
const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  slug: (value) => sportBySlug(value) !== undefined,
};

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const segmentMatches = (part: string, segment: string): boolean => {
  if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
  const value = decoded(segment);
  const rule = PARAM_RULES[part.slice(1)];
  return value !== null && value !== '' && (rule ? rule(value) : true);
};

/** Whether `pathname` (no query) matches `pattern` (`:param` is one segment, a trailing `*` any deeper path). */
export const matchesPagePattern = (pathname: string, pattern: string): boolean => {
  const path = segmentsOf(pathname);
  const parts = segmentsOf(pattern);
  const wildcard = parts.at(-1) === '*';
  const fixed = wildcard ? parts.slice(0, -1) : parts;
  if (wildcard ? path.length < fixed.length : path.length !== fixed.length) return false;
  return fixed.every((part, i) => segmentMatches(part, path[i] ?? ''));
};

/** Whether a client route serves `pathname` (a query, if any, is ignored). */
export const isKnownPagePath = (pathname: string, patterns: readonly string[] = PAGE_ROUTES): boolean => {
  const path = pathname.split('?')[0] ?? '';
  return patterns.some((pattern) => matchesPagePattern(path, pattern));
};
