/**
 * The desktop coupon panel (1366x900) with a full coupon: a visitor on the football program clicks the odds of 30
 * different events (the coupon's most, COUPON_RULES.maxSelections). The 'Kuponum' panel lists 30 rows; its rows
 * scroll inside it while Kolon Sayısı, Toplam Oran, Kupon Tutarı, Maks. Kazanç and 'Hemen Oyna' stay in the window,
 * covered by nothing. The panel is sticky: scrolled a few screens down the program, 'Hemen Oyna' is still in view
 * and uncovered.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { COUPON_RULES } from '@shared/constants/business';
import { COUPON_PANEL_NAME, PLAY_BUTTON } from '@shared/constants/texts';
import { useE2e } from './harness';
import { couponRows, pickPlayableEvents } from './program-rows';

const DESKTOP = { width: 1366, height: 900 };
const FULL = COUPON_RULES.maxSelections;
const FIGURES = ['Kolon Sayısı', 'Toplam Oran', 'Kupon Tutarı', 'Maks. Kazanç'];

const e2e = useE2e({ viewport: DESKTOP });

/**
 * Whether the element lies whole inside the window and its centre is the element itself (or inside it) for the
 * browser: nothing is drawn over it. Answers a line saying why not, or '' when it is in view.
 */
const outOfView = (l: Locator): Promise<string> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 'not laid out';
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      return `outside the window: top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${innerHeight}`;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || (hit !== el && !el.contains(hit))) return `covered by ${hit ? hit.outerHTML.slice(0, 120) : 'nothing'}`;
    return '';
  });

/** The value (dd) beside a figure's term (dt) in the panel's totals. */
const figure = (panel: Locator, term: string): Locator =>
  panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('the desktop coupon panel', () => {
  it(`keeps Hemen Oyna and the totals in view with ${FULL} rows, and stays in view while the program scrolls`, async () => {
    const { page } = e2e;
    await page.goto('/iddaa/futbol');
    // The wheel turns over the program, not over the panel (whose rows would scroll instead).
    await page.mouse.move(300, 600);
    const names = await pickPlayableEvents(page, FULL, FULL);
    expect(names).toHaveLength(FULL);
    expect(new Set(names).size).toBe(FULL);

    const panel = page.getByRole('region', { name: COUPON_PANEL_NAME });
    await expect.poll(() => couponRows(panel).count()).toBe(FULL);
    await panel.getByRole('heading', { name: new RegExp(`, ${FULL} maç$`) }).waitFor();
    const play = panel.getByRole('button', { name: PLAY_BUTTON, exact: true });
    await play.waitFor();
    // Back at the top, where the panel rests under the header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await outOfView(play), 'Hemen Oyna, top of the page').toBe('');
    for (const term of FIGURES) {
      expect(await figure(panel, term).isVisible(), term).toBe(true);
      expect(await outOfView(figure(panel, term)), term).toBe('');
    }
    expect(await figure(panel, 'Kupon Tutarı').textContent()).toMatch(/^\d[\d.]*,\d\d TL$/);
    // The rows scroll inside the panel: the last one is reached there, and 'Hemen Oyna' stays where it was.
    const before = await play.boundingBox();
    await couponRows(panel).last().scrollIntoViewIfNeeded();
    expect(await outOfView(couponRows(panel).last()), 'the last row, scrolled to').toBe('');
    expect(await play.boundingBox()).toEqual(before);

    // A few screens down the program: the panel is sticky, 'Hemen Oyna' and the totals are still in view.
    await page.mouse.move(300, 600);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, DESKTOP.height / 2);
      await page.waitForTimeout(50);
    }
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(2 * DESKTOP.height);
    await expect.poll(() => outOfView(play), { message: 'Hemen Oyna, scrolled down' }).toBe('');
    for (const term of FIGURES) expect(await outOfView(figure(panel, term)), `${term}, scrolled down`).toBe('');
  });
});
