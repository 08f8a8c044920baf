/**
 * Takes Istanbul's offset span from the shell (edge/http/shell-preload.ts), so the page writes days and times
 * without loading ICU (shared/time/istanbul.ts); a shell without one (the service worker's offline copy) leaves Intl
 * to answer. True when one was taken.
 */
import { ISTANBUL_OFFSET_META } from '@shared/constants/boot-preload';
import { parseOffsetSpan, setIstanbulOffsetSpan } from '@shared/time/istanbul';

export const takeOffsetSpan = (doc: Document = document): boolean => {
  const span = parseOffsetSpan(doc.querySelector(`meta[name="${ISTANBUL_OFFSET_META}"]`)?.getAttribute('content'));
  setIstanbulOffsetSpan(span);
  return span !== null;
};
