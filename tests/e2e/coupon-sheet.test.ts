/**
 * The coupon on a phone (390x844): the 'Kuponum' bar along the bottom covers no row's odds and no footer link (the
 * page keeps room for it at its end) and hides while the sheet is open; the sheet shows the rows scrolling above a
 * footer where Kolon Sayısı, Toplam Oran, Kupon Tutarı, Maks. Kazanç and 'Hemen Oyna' are all visible and covered
 * by nothing; its close button closes it. Screenshots go to tests/e2e/artifacts/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, PHONE_VIEWPORT, sheetsAtRest, useE2e } from './harness';
import { pickPlayableEvents } from './program-rows';

const e2e = useE2e({ viewport: PHONE_VIEWPORT });

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };
};

/** Whether the element's centre is the element itself (or inside it) for the browser: nothing is drawn over it. */
const uncovered = (l: Locator): Promise<boolean> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && hit !== null && (hit === el || el.contains(hit));
  });

const shot = async (page: Page, name: string) => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
};

describe('the phone coupon sheet', () => {
  it('keeps what will be paid and Hemen Oyna in view; the bar covers nothing; the close button closes it', async () => {
    const { page } = e2e;
    await page.goto('/iddaa/futbol');
    const names = await pickPlayableEvents(page, 3, 3);
    expect(names).toHaveLength(3);
    const bar = page.getByRole('button', { name: 'Kuponum, 3 seçim' });
    await bar.waitFor();

    // The footer mounts once the page is idle (lazy-footer.tsx): wait for it, so the page's end is its end.
    await page.locator('footer.site-footer a').first().waitFor();
    // At the end of the page the bar sits below the last odds and the footer: the page keeps room for it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const barBox = await boxOf(bar);
    expect(barBox.bottom).toBeCloseTo(PHONE_VIEWPORT.height, 0);
    const odds = page.getByRole('button', { name: /, oran / });
    const covered: string[] = [];
    for (const o of await odds.all()) {
      const b = await o.boundingBox();
      if (b && b.y + b.height > barBox.top && b.y < PHONE_VIEWPORT.height) covered.push((await o.getAttribute('aria-label')) ?? '');
    }
    expect(covered).toEqual([]);
    for (const link of await page.locator('footer a').all()) {
      const b = await link.boundingBox();
      if (b && b.height > 0) expect(b.y + b.height).toBeLessThanOrEqual(barBox.top);
    }
    await shot(page, 'coupon-bar-phone-page-end');

    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Kuponum' });
    await sheet.waitFor();
    expect(await bar.isVisible()).toBe(false);
    await expect.poll(() => sheet.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem').count()).toBe(3);
    const play = sheet.getByRole('button', { name: 'Hemen Oyna' });
    await play.waitFor({ state: 'visible' });
    await sheetsAtRest(page);
    const figures = ['Kolon Sayısı', 'Toplam Oran', 'Kupon Tutarı', 'Maks. Kazanç'];
    for (const term of figures) {
      const value = sheet.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      expect(await value.isVisible(), term).toBe(true);
      expect(await uncovered(value), term).toBe(true);
      expect((await boxOf(value)).bottom, term).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    }
    expect(await sheet.locator('dt', { hasText: 'Kupon Tutarı' }).locator('xpath=following-sibling::dd[1]').textContent()).toMatch(/^\d[\d.]*,\d\d TL$/);
    expect(await uncovered(play)).toBe(true);
    expect((await boxOf(play)).bottom).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    // The rows scroll in an area that ends where the footer begins: no row lies under the totals.
    const rowsArea = await boxOf(sheet.locator('.ui-sheet__body'));
    const footer = await boxOf(sheet.locator('.ui-sheet__footer'));
    expect(rowsArea.bottom).toBeLessThanOrEqual(footer.top + 1);
    await shot(page, 'coupon-sheet-phone-open');

    await sheet.getByRole('button', { name: 'Kapat' }).click();
    await sheet.waitFor({ state: 'detached' });
    await bar.waitFor({ state: 'visible' });
    expect(await uncovered(bar)).toBe(true);
  });
});
