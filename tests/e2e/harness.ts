/**
 * The shared browser-test harness: a real edge on port 0 with a temporary data directory, serving the already built
 * client (dist/client; `npm run test:e2e` builds it first), and Debian's chromium driven through playwright-core.
 * Tests act as a person would: roles and visible Turkish names. A failing test leaves a screenshot and the page's
 * console errors under tests/e2e/artifacts/.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startEdge, type EdgeHandle } from '../../edge/app';
import { loadConfig } from '../../edge/config';

const REPO = resolve(import.meta.dirname, '../..');
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

type EdgeOverrides = NonNullable<Parameters<typeof startEdge>[0]>;

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
 * reach it through the environment, so CI runs the same tests against PostgreSQL and Redis.
 */
export async function startSite(overrides: EdgeOverrides = {}): Promise<Site> {
  if (!existsSync(join(STATIC_DIR, 'index.html'))) {
    throw new Error('dist/client has no build: run `npm run build` first (`npm run test:e2e` does).');
  }
  // Parsed (and so validated) the way the edge does; the stores come from the environment, the rest is the test's.
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
      staticDir: STATIC_DIR,
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

export interface LaunchOptions {
  viewport?: { width: number; height: number };
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far, written beside a failure's screenshot. */
  errors: string[];
  /** Opens a path of the site (relative to its URL) and waits for the document to load. */
  open(path: string): Promise<void>;
  /** Saves a screenshot of the viewport (what the person sees) under tests/e2e/artifacts/ and returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

const fileSafe = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'page';

/** A Turkish user in Istanbul on a fresh profile: no cookies, no service worker, no caches from another test. */
export async function launchBrowser(baseUrl: string, { viewport = PHONE_VIEWPORT }: LaunchOptions = {}): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'iddaa-e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: baseUrl,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport,
      serviceWorkers: 'allow',
    });
  } catch (err) {
    await rm(profile, { recursive: true, force: true });
    throw err;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    context,
    page,
    errors,
    open: async (path) => {
      await page.goto(path, { waitUntil: 'load' });
    },
    screenshot: async (name) => {
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      const file = join(ARTIFACTS_DIR, `${fileSafe(name)}-${Date.now()}.png`);
      // The viewport, not the full page: a whole bulletin is tens of thousands of pixels tall and unreadable.
      await page.screenshot({ path: file });
      return file;
    },
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export interface E2e {
  readonly site: Site;
  readonly browser: BrowserSession;
  readonly page: Page;
}

/**
 * Wires one site and one browser into the calling test file: started before its tests, a screenshot and the
 * console errors saved when a test fails, both closed afterwards (also when starting failed half-way).
 */
export function useE2e(options: LaunchOptions & { edge?: EdgeOverrides } = {}): E2e {
  let site: Site | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    site = await startSite(options.edge);
    browser = await launchBrowser(site.url, options);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    const shot = await browser.screenshot(task.name).catch(() => null);
    if (shot && browser.errors.length > 0) await writeFile(shot.replace(/\.png$/, '.log'), browser.errors.join('\n'));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e ${what} is not running (did beforeAll fail?)`);
    return value;
  };
  return {
    get site() {
      return ready(site, 'site');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get page() {
      return ready(browser, 'browser').page;
    },
  };
}
