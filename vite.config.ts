import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './shared/constants/pwa.ts';
import { entryChunkGroup } from './scripts/entry-chunk.ts';
import { PAGE_MODULES } from './shared/constants/page-modules.ts';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';
import { appPreloadPlugin } from './scripts/app-preload.ts';
import { COMPILE_HINT } from './scripts/check-entry-size.mjs';

const repo = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };
/**
 * react-router's package exports only its development build (warnings, invariant texts: ~60 KiB more). A production
 * build takes the production one, which the package ships beside it; dev server and tests keep the development one.
 */
const reactRouterProduction = {
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/** The app's module: client/boot.ts imports it after the shell's first paint. */
const appModule = fileURLToPath(new URL('./client/main.tsx', import.meta.url));
/** index.html's module script, the only one the page asks for before its first paint. */
const bootModule = fileURLToPath(new URL('./client/boot.ts', import.meta.url));
/** The program pages, the ones a first visit usually opens (edge/http/shell-preload.ts names them for the boot script). */
const pageModules = Object.values(PAGE_MODULES).map((m) => fileURLToPath(new URL(`./client/${m}`, import.meta.url)));

export default defineConfig(({ command }) => ({
  root: 'client',
  publicDir: 'public',
  resolve: { alias: command === 'build' ? { ...alias, ...reactRouterProduction } : alias },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files a lazy page needs (the edge names them in the shell, edge/http/route-chunks.ts).
    manifest: true,
    // No modulepreload anywhere from Vite: index.html's only script is the boot script, and the app's chunks are named
    // for it to ask for after the first paint (scripts/app-preload.ts, client/boot-preload.ts). Vite's preload helper
    // would also sit in the app's chunk, which the boot script would then import before that paint. The first page's
    // lazy chunks come the same way (the edge), the service worker precaches every chunk after the first load, and a
    // lazy chunk's own imports load with it from there.
    modulePreload: false,
    // The app's whole static import graph in one chunk, the program pages' in another (scripts/entry-chunk.ts).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [entryChunkGroup({ app: appModule, boot: bootModule, pages: pageModules })] },
        // V8's explicit compile hint: nearly every function of these two chunks runs while the first page starts, so
        // V8 compiles them all while the file streams in, on a background thread, instead of each on the main thread
        // at its first call. Lighthouse (2026-11-29, three runs each): main-thread CPU after FCP 536 → 464 ms on
        // /iddaa, 487 → 436 ms on /iddaa/futbol.
        postBanner: (chunk) => (chunk.name === 'app' || chunk.name === 'pages' ? COMPILE_HINT : ''),
      },
    },
    // One stylesheet, linked by index.html: the app's code loads after the shell's first paint (client/boot.ts),
    // and the shell must be styled for that paint; lazy pages' rules come with it (no flash when a page loads).
    cssCodeSplit: false,
  },
  plugins: [
    react(),
    // The shell's icons as an inline sprite in index.html (client/components/ui/sprite-icons.tsx).
    iconSpritePlugin(),
    appPreloadPlugin(appModule),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      // The glob already takes the icons; adding the manifest's icons again only doubles their precache entries.
      includeManifestIcons: false,
      // The manifest's screenshots are for the install dialog only: never precached on every phone.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'], globIgnores: ['screenshots/**'] },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    root: repo,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root: repo,
          environment: 'node',
          include: ['shared/**/*.test.ts', 'edge/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          root: repo,
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'edge',
          root: repo,
          environment: 'node',
          include: ['tests/edge/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: repo,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
}));
