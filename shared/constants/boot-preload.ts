/**
 * The page's first data, named in the shell's HTML by the edge (edge/http/shell-preload.ts) and asked for by the
 * page's boot script right after the first paint (client/boot.ts), so the browser hands the answer to the app's own
 * call when the app starts.
 */
export const BOOT_PRELOAD_META = 'boot-preload';

/**
 * Istanbul's offset span (shared/time/istanbul.ts: "offsetMinutes from until"), named in the shell's HTML by the edge
 * from its time-zone database, so the page writes days and times without loading ICU.
 */
export const ISTANBUL_OFFSET_META = 'istanbul-offset';

/**
 * The page's code: the app's chunks (BOOT_MODULES_META, named in index.html at build time: scripts/app-preload.ts)
 * and the lazy page's chunks (BOOT_PAGE_MODULES_META, added by the edge: edge/http/route-chunks.ts). The boot script
 * asks for them after the first paint, so no JavaScript takes a slow connection's bandwidth from the style sheet and
 * the fonts that paint waits for.
 */
export const BOOT_MODULES_META = 'boot-modules';
export const BOOT_PAGE_MODULES_META = 'boot-page-modules';
