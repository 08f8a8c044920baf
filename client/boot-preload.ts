/**
 * What the boot script asks for right after the first paint (client/boot.ts), named in the shell's HTML:
 * - the app's chunks (BOOT_MODULES_META, written into index.html at build time: scripts/app-preload.ts) and the lazy
 *   page's chunks (BOOT_PAGE_MODULES_META, added by the edge: edge/http/route-chunks.ts), as
 *   `<link rel=modulepreload crossorigin>`, the way the app's own module script asks for them;
 * - the page's first data (BOOT_PRELOAD_META, edge/http/shell-preload.ts), as `<link rel=preload as=fetch
 *   crossorigin>`: the app's own call for the same URL (same-origin credentials, as `crossorigin` anonymous) then
 *   takes the answer over instead of asking again.
 * Asked for after that paint, none takes bandwidth from the style sheet and the fonts the paint waits for.
 */
import { BOOT_MODULES_META, BOOT_PAGE_MODULES_META, BOOT_PRELOAD_META } from '@shared/constants/boot-preload';

export interface Preload {
  href: string;
  rel: 'modulepreload' | 'preload';
  as?: 'fetch';
}

/** The URLs the meta element `name` lists: paths of this site only ('//host/…' is another site's address). */
const namedUrls = (doc: Document, name: string): string[] =>
  (doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '').split(' ').filter((u) => u.startsWith('/') && !u.startsWith('//'));

/**
 * The page's preloads in the order they are needed: the app's chunks, then the first data (the app's first calls ask
 * for it), then the page's chunks (the router asks for them after the app has started). Each URL once.
 */
export const bootPreloads = (doc: Document = document): Preload[] => {
  const seen = new Set<string>();
  const list = (name: string, rel: Preload['rel'], as?: Preload['as']): Preload[] =>
    namedUrls(doc, name)
      .filter((href) => !seen.has(href) && Boolean(seen.add(href)))
      .map((href) => (as ? { href, rel, as } : { href, rel }));
  return [...list(BOOT_MODULES_META, 'modulepreload'), ...list(BOOT_PRELOAD_META, 'preload', 'fetch'), ...list(BOOT_PAGE_MODULES_META, 'modulepreload')];
};

/** Asks for one preload. */
export const appendPreload = ({ href, rel, as }: Preload, doc: Document = document): void => {
  const link = doc.createElement('link');
  link.rel = rel;
  if (as) link.setAttribute('as', as);
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
};

/**
 * Asks for the preloads `perTask` at a time, the rest in the next task (setTimeout 0), and so on. Each preload
 * starts a request on the main thread (about half a ms on a desktop, more on a phone) and a page names up to twenty:
 * a few per task keep the page answering input in between.
 */
export const appendInTasks = (todo: Preload[], perTask: number, doc: Document = document): void => {
  for (const p of todo.splice(0, perTask)) appendPreload(p, doc);
  if (todo.length > 0) setTimeout(() => appendInTasks(todo, perTask, doc), 0);
};
