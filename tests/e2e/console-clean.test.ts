/**
 * No console warnings: a visitor on a desktop (1366x900) and on a phone (390x844) opens each public page in a fresh
 * page load (home, the program, football, live, sign-up, login, the three help pages, Kupondaş, Spor Toto, horse
 * racing, the contract and an unknown path) and waits until it has drawn its content and the deferred parts (the
 * footer, mounted once the page is idle) are in. No page logs a console warning or error and none throws. The one
 * exception is the unknown path: it answers 404 with the Turkish not-found page, and the browser's own
 * 'Failed to load resource ... 404' for that document is expected (only that message, only for that page).
 * One browser context per device, each reused for every page; the two devices run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { NOT_FOUND_TEXTS } from '@shared/constants/not-found-texts';
import { PAGE_TITLE_OF, PAGE_TITLES } from '@shared/constants/page-titles';
import { ROUTES } from '@shared/constants/routes';
import { PHONE_VIEWPORT, launchBrowser, useE2e, type BrowserSession } from './harness';

const DESKTOP = { width: 1366, height: 900 };
const UNKNOWN_PATH = '/boyle-bir-sayfa-yok';
/** After the footer is in, a moment for the other deferred parts (menu, sheets, service worker) started at idle. */
const SETTLE_MS = 500;

interface PageCase {
  path: string;
  /** The page's main heading (level 1), drawn once the page has rendered. */
  heading: string;
  /** HTTP status of the document. */
  status?: number;
  /** Something drawn from the page's data, beyond its heading. */
  content?: (page: Page) => Locator;
}

const firstOdds = (page: Page) => page.getByRole('button', { name: /, oran / }).first();

const PAGES: PageCase[] = [
  { path: ROUTES.home, heading: PAGE_TITLES.program, content: firstOdds },
  { path: ROUTES.program, heading: PAGE_TITLES.program, content: firstOdds },
  { path: '/iddaa/futbol', heading: PAGE_TITLE_OF.sport('Futbol'), content: firstOdds },
  { path: ROUTES.live, heading: PAGE_TITLES.live, content: firstOdds },
  { path: ROUTES.signUp, heading: PAGE_TITLES.signUp },
  { path: ROUTES.loginPage, heading: PAGE_TITLES.loginPage },
  { path: ROUTES.helpMbs, heading: PAGE_TITLES.helpMbs },
  { path: ROUTES.helpSystemCoupon, heading: PAGE_TITLES.helpSystemCoupon },
  { path: ROUTES.helpRules, heading: PAGE_TITLES.helpRules },
  { path: ROUTES.kupondas, heading: PAGE_TITLES.kupondas },
  { path: ROUTES.sportsToto, heading: PAGE_TITLES.sportsToto },
  { path: ROUTES.horseRacing, heading: PAGE_TITLES.horseRacing },
  { path: ROUTES.contract, heading: PAGE_TITLES.contract },
  { path: UNKNOWN_PATH, heading: NOT_FOUND_TEXTS.heading, status: 404 },
];

const e2e = useE2e({ viewport: DESKTOP });
let phone: BrowserSession | undefined;
beforeAll(async () => {
  phone = await launchBrowser(e2e.site.url, { viewport: PHONE_VIEWPORT });
});
afterAll(async () => {
  await phone?.close();
});

/** The browser's own line for a document answered 404: allowed for the unknown path's document only. */
const isOwn404 = (m: ConsoleMessage, documentUrl: string): boolean =>
  m.type() === 'error' &&
  /^Failed to load resource: the server responded with a status of 404\b/.test(m.text()) &&
  m.location().url === documentUrl;

/** Opens every page in `session` and answers each warning, error and page error seen, as 'device path: message'. */
async function consoleProblems(session: BrowserSession, device: string): Promise<string[]> {
  const { page } = session;
  const problems: string[] = [];
  /** The page being opened, and its document's URL when its own 404 line is expected. */
  let path = '';
  let notFoundUrl: string | null = null;
  page.on('console', (m) => {
    if (m.type() !== 'warning' && m.type() !== 'error') return;
    if (notFoundUrl !== null && isOwn404(m, notFoundUrl)) return;
    const { url, lineNumber } = m.location();
    problems.push(`${device} ${path}: console.${m.type()}: ${m.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (e) => problems.push(`${device} ${path}: pageerror: ${e.message}`));
  for (const c of PAGES) {
    path = c.path;
    notFoundUrl = c.status === 404 ? new URL(c.path, e2e.site.url).href : null;
    const response = await page.goto(c.path, { waitUntil: 'load' });
    expect(response?.status(), `${device} ${c.path}`).toBe(c.status ?? 200);
    await page.getByRole('heading', { level: 1, name: c.heading, exact: true }).waitFor();
    await c.content?.(page).waitFor();
    // The footer mounts once the page is idle (lazy-footer.tsx); the other deferred parts start at that moment too.
    await page.locator('footer.site-footer a').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
  }
  return problems;
}

describe.concurrent('no console warnings', () => {
  it('desktop visitor: every page loads without a console warning or error', async () => {
    const problems = await consoleProblems(e2e.browser, 'desktop');
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('phone visitor: every page loads without a console warning or error', async () => {
    if (!phone) throw new Error('phone browser is not running');
    const problems = await consoleProblems(phone, 'phone');
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
