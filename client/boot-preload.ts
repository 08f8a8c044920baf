/**
 * Asks for the page's first data, named by the edge in the shell's HTML (edge/http/shell-preload.ts), with
 * `<link rel=preload as=fetch crossorigin>`: the app's own call for the same URL (same-origin credentials, as
 * `crossorigin` anonymous) then takes the answer over instead of asking again. The boot script calls it after the
 * first paint, so the data does not take bandwidth from what that paint waits for.
 */
import { BOOT_PRELOAD_META } from '@shared/constants/boot-preload';

export const preloadPageData = (doc: Document = document): string[] => {
  const content = doc.querySelector(`meta[name="${BOOT_PRELOAD_META}"]`)?.getAttribute('content') ?? '';
  // Paths of this site only: '//host/…' is another site's address.
  const urls = content.split(' ').filter((u) => u.startsWith('/') && !u.startsWith('//'));
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
  return urls;
};
