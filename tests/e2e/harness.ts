/**
 * The shared browser-test harness: a real edge on port 0 with a temporary data directory, serving the already built
 * client (dist/client; `npm run test:e2e` builds it first), and Debian's chromium driven through playwright-core
 * (the vitest-free part, starting the site, is site.ts).
 * Tests act as a person would: roles and visible Turkish names. A failing test leaves a screenshot and the page's
 * console errors under tests/e2e/artifacts/.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_VIEWPORT, startSite, type EdgeOverrides, type Site } from './site';

export {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  STATIC_DIR,
  startSite,
  type EdgeOverrides,
  type Site,
} from './site';

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  /**
   * Chromium's own pop-up blocker on (playwright turns it off by default): a window.open without a user's gesture
   * then answers null, as behind a blocking browser.
   */
  popupBlocker?: boolean;
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
export async function launchBrowser(baseUrl: string, { viewport = PHONE_VIEWPORT, popupBlocker = false }: LaunchOptions = {}): Promise<BrowserSession> {
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
      ...(popupBlocker ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
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

/**
 * Waits until the sheets' entry animations (ui-sheet-*: a scale on a desktop, a slide on a phone) have ended, so
 * what is measured next is where the sheet rests, not a frame of its way in (a loaded machine draws those late).
 */
export async function sheetsAtRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSAnimation && a.animationName.startsWith('ui-sheet'))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
