/**
 * The site under test, without vitest: a real edge on port 0 with a temporary data directory, serving an already
 * built client, and where Debian's chromium is and how it is started. The browser-test harness (harness.ts) and
 * `npm run screens` (scripts/screens.ts) both start their sites here.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEdge, type EdgeHandle } from '../../edge/app';
import { loadConfig } from '../../edge/config';

export const REPO = resolve(import.meta.dirname, '../..');
/** E2E_STATIC_DIR: another build to serve (parallel work builds into its own folder so it never swaps dist/ under a running test). */
export const STATIC_DIR = process.env.E2E_STATIC_DIR ? resolve(process.env.E2E_STATIC_DIR) : join(REPO, 'dist/client');
export const ARTIFACTS_DIR = join(REPO, 'tests/e2e/artifacts');

/** Debian's chromium; playwright-core never downloads a browser of its own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

export type EdgeOverrides = NonNullable<Parameters<typeof startEdge>[0]>;

export interface Site {
  url: string;
  port: number;
  dataDir: string;
  /** The running edge (its db, e.g. to publish official results the way the feed's sink does). */
  edge: EdgeHandle;
  close(): Promise<void>;
}

/**
 * Starts an edge like `npm start` would, but on free ports with its own temporary data. DATABASE_URL and REDIS_URL
 * reach it through the environment, so CI runs the same tests against PostgreSQL and Redis. `overrides.staticDir`
 * serves another build than STATIC_DIR.
 */
export async function startSite(overrides: EdgeOverrides = {}): Promise<Site> {
  const staticDir = overrides.staticDir ?? STATIC_DIR;
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir} has no build: run \`npm run build\` first (\`npm run test:e2e\` does).`);
  }
  // Parsed (and so validated) the way the edge does; the stores come from the environment, the rest is the caller's.
  const { databaseUrl, redisUrl } = loadConfig(process.env);
  const dataDir = await mkdtemp(join(tmpdir(), 'iddaa-e2e-data-'));
  try {
    const edge = await startEdge({
      port: 0,
      wsPort: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      redisUrl,
      staticDir,
      logLevel: 'silent',
      // Browser tests play coupons whatever the hour; the window itself is covered by the edge suite.
      noPlayWindow: null,
      ...overrides,
    });
    return {
      url: edge.url,
      port: edge.port,
      dataDir,
      edge,
      close: async () => {
        await edge.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
