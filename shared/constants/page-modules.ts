/**
 * The lazily loaded program pages, as Vite's manifest names their modules (client/app/router.tsx imports them): the
 * pages a first visit usually opens. The edge names their chunks for the boot script (edge/http/shell-preload.ts),
 * and the build puts what they need beyond the app into one chunk (vite.config.ts, scripts/entry-chunk.ts).
 */
export const PAGE_MODULES = {
  overview: 'features/program/overview-page.tsx',
  sport: 'features/program/sport-page.tsx',
  live: 'features/program/live-page.tsx',
} as const;
