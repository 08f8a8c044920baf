/**
 * The shell's first paint on a phone: index.html draws the header, for a browser that has not closed it the cookie
 * bar (edge/http/boot-notices.ts), and a program page's head (edge/http/boot-page.ts) before any JavaScript runs;
 * the app then puts its own in their place without moving them. Seen with the scripts blocked (what the first paint
 * shows), then with the app running.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NOTICE_COOKIES } from '@shared/constants/contract';
import { PHONE_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: PHONE_VIEWPORT });

const COOKIE_TEXT = 'Sitemiz çerez kullanır; devam ederek kabul edersiniz.';

type Box = { x: number; y: number; width: number; height: number } | null;
const rounded = (b: Box): Box => b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };

/** The boxes of a program page's head: the title, the day tabs, the league select and the search box. */
const headBoxes = async (page: Page) => ({
  // The title's width is left out: its bold face may come from the cache on the second load only (fonts.css,
  // font-display optional), and nothing stands beside it that its width would move.
  title: ((b) => b && { x: b.x, y: b.y, height: b.height })(rounded(await page.locator('h1').first().boundingBox())),
  tabs: rounded(await page.locator('.program-tabs').first().boundingBox()),
  league: rounded(await page.locator('.program-filters__league').first().boundingBox()),
  search: rounded(await page.locator('.program-filters__search').first().boundingBox()),
});

/** The visible cookie bar's box, rounded (sub-pixel differences between two renderings are not a movement). */
const cookieBarBox = async (page: Page) => {
  const b = await page.locator('.notice-bar--cookies').filter({ hasText: COOKIE_TEXT }).boundingBox();
  return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
};

describe('the shell before and after the app starts, phone', () => {
  it('paints the cookie bar with the header before the JavaScript, where the app then shows its own', async () => {
    const { page, context } = e2e.browser;
    await context.clearCookies();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/iddaa/futbol', { waitUntil: 'load' });
    const boot = await cookieBarBox(page);
    expect(boot).not.toBeNull();
    expect(await page.locator('.boot-notice').getAttribute('inert')).not.toBeNull();
    await page.unroute('**/*.js');

    await page.goto('/iddaa/futbol', { waitUntil: 'load' });
    const bar = page.getByRole('region', { name: 'Çerez bilgilendirmesi' });
    await bar.waitFor();
    await expect.poll(() => page.locator('.boot-notice').count()).toBe(0);
    expect(await cookieBarBox(page)).toEqual(boot);

    // Closed once, the shell draws it no more.
    await bar.getByRole('button', { name: 'Anladım' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/iddaa/futbol', { waitUntil: 'load' });
    expect(await page.locator('.notice-bar').count()).toBe(0);
    await page.unroute('**/*.js');
  });
});

describe("a program page's head before and after the app starts, phone", () => {
  it('paints the title, day tabs and filters before the JavaScript, where the app then draws its own', async () => {
    const { page, context } = e2e.browser;
    // Closed cookie bar: the head's place does not depend on it.
    await context.addCookies([{ name: NOTICE_COOKIES.cookieBarClosed, value: '1', url: e2e.site.url }]);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/iddaa/futbol', { waitUntil: 'load' });
    const boot = page.locator('.boot-page');
    expect(await boot.getAttribute('inert')).not.toBeNull();
    expect(await boot.getAttribute('aria-hidden')).toBe('true');
    expect(await boot.locator('h1').textContent()).toBe('Futbol Bülteni');
    expect(await boot.getByText('Bugün', { exact: true }).count()).toBe(1);
    const before = await headBoxes(page);
    expect(before.title && before.tabs && before.league && before.search).toBeTruthy();
    await page.unroute('**/*.js');

    await page.goto('/iddaa/futbol', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Futbol Bülteni' }).waitFor();
    await page.getByRole('tab', { name: 'Bugün' }).waitFor();
    await expect.poll(() => page.locator('.boot-page').count()).toBe(0);
    expect(await headBoxes(page)).toEqual(before);

    // A page whose first state comes from its query gets no head from the shell.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/iddaa/futbol?ara=gala', { waitUntil: 'load' });
    expect(await page.locator('.boot-page').count()).toBe(0);
    await page.unroute('**/*.js');
  });
});
