/**
 * The shell's first paint on a phone: index.html draws the header and, for a browser that has not closed it, the
 * cookie bar (edge/http/boot-notices.ts) before any JavaScript runs; the app then puts its own in their place
 * without moving them. Seen with the scripts blocked (what the first paint shows), then with the app running.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: PHONE_VIEWPORT });

const COOKIE_TEXT = 'Sitemiz çerez kullanır; devam ederek kabul edersiniz.';

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
