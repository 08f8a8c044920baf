/**
 * The white popup (spec section 9) on /iddaa/futbol, on a desktop (1366×900) and a phone (390×844): a row's "+N"
 * opens every market of the event in rate groups; a football match has more than WHITE_POPUP_SCROLL_GROUPS groups,
 * so the body really scrolls (scrollHeight > clientHeight) under the kept header; an odd picked there goes on the
 * coupon; Escape closes it and focus is back on "+N". Screenshots go to tests/e2e/artifacts/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MARKETS_POPUP_TEXTS, WHITE_POPUP_SCROLL_GROUPS } from '@shared/constants/markets-popup';
import { ARTIFACTS_DIR, PHONE_VIEWPORT, launchBrowser, sheetsAtRest, useE2e, type BrowserSession } from './harness';
import { findPlayableEventName } from './program-rows';

const e2e = useE2e({ viewport: { width: 1366, height: 900 } });

const shot = async (page: Page, name: string) => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
};

/** The width the popup's fixed layer has: the viewport less the scrollbar gutter base.css keeps (none on a real phone). */
const pageWidth = (page: Page): Promise<number> =>
  page.evaluate(() => Math.round(document.querySelector('.ui-sheet-root')?.getBoundingClientRect().width ?? 0));

/** Opens the football bulletin, then the white popup of its first playable row; answers the event and the popup. */
async function openPopup(page: Page, open: (path: string) => Promise<void>) {
  await open('/iddaa/futbol');
  await page.getByRole('heading', { level: 1, name: 'Futbol Bülteni' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: /, oran / }).first().waitFor({ timeout: 20_000 });
  const name = await findPlayableEventName(page, 4);
  if (!name) throw new Error('no playable football event');
  const more = page.getByRole('article', { name, exact: true }).getByRole('button', { name: /: tüm bahisler, \d+ bahis daha$/ });
  await more.click();
  const popup = page.getByRole('dialog', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await popup.waitFor();
  // The full markets arrive from the bet detail call: more groups than the row's columns.
  await expect.poll(() => popup.getByRole('heading', { level: 3 }).count(), { timeout: 15_000 }).toBeGreaterThan(WHITE_POPUP_SCROLL_GROUPS);
  await popup.getByRole('status').waitFor({ state: 'detached' });
  return { name, more, popup };
}

async function checkScrollAndPick(page: Page, name: string, popup: ReturnType<Page['getByRole']>) {
  expect(await popup.getAttribute('class')).toContain('markets-popup--scroll');
  const body = popup.locator('.ui-sheet__body');
  const sizes = await body.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, overflow: getComputedStyle(el).overflowY }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.overflow).toBe('auto');
  // Scrolling moves the body, the header with the event's name and the close button stays in view.
  const close = popup.getByRole('button', { name: MARKETS_POPUP_TEXTS.close });
  await sheetsAtRest(page);
  const before = await close.boundingBox();
  await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect((await close.boundingBox())?.y).toBe(before?.y);
  expect(await popup.getByRole('link', { name: MARKETS_POPUP_TEXTS.goToDetail }).isVisible()).toBe(true);
  await body.evaluate((el) => el.scrollTo({ top: 0 }));

  // Pick an open odd of a market the row does not show (Handikap or İlk Yarı group, else the last open one).
  const groups = popup.getByRole('region', { name: /^(Handikap|İlk Yarı)$/ });
  const scope = (await groups.count()) > 0 ? groups.first() : popup;
  const odd = scope.getByRole('button', { name: new RegExp(`, oran `) }).first();
  await odd.scrollIntoViewIfNeeded();
  const label = (await odd.getAttribute('aria-label')) ?? (await odd.textContent()) ?? '';
  await odd.click();
  await expect.poll(() => odd.getAttribute('aria-pressed')).toBe('true');
  return label;
}

describe('the white popup on a desktop', () => {
  it('is a centred card whose body scrolls above three groups; a pick goes on the coupon; Escape gives focus back', async () => {
    const { page } = e2e;
    const { name, more, popup } = await openPopup(page, (p) => e2e.browser.open(p));
    const box = await popup.boundingBox();
    expect(box).not.toBeNull();
    // Centred in the page's width (base.css keeps the scrollbar's gutter), not a side panel or a sheet along an edge.
    const width = await pageWidth(page);
    expect(width).toBeGreaterThan(1300);
    expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThan(4);
    expect(box!.y).toBeGreaterThan(20);
    await shot(page, 'markets-popup-desktop');
    await checkScrollAndPick(page, name, popup);
    await shot(page, 'markets-popup-desktop-picked');
    const coupon = page.getByRole('region', { name: 'Kuponum' });
    await expect.poll(() => coupon.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem').count()).toBe(1);
    expect(await coupon.getByText(name).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('the white popup on a phone', () => {
  let phone: BrowserSession;
  beforeAll(async () => {
    phone = await launchBrowser(e2e.site.url, { viewport: PHONE_VIEWPORT });
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('is a bottom sheet whose body scrolls above three groups; a pick goes on the coupon', async () => {
    const { page } = phone;
    const { name, more, popup } = await openPopup(page, (p) => phone.open(p));
    await sheetsAtRest(page);
    const box = await popup.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(PHONE_VIEWPORT.height);
    expect(Math.round(box!.width)).toBe(await pageWidth(page));
    await shot(page, 'markets-popup-phone');
    await checkScrollAndPick(page, name, popup);
    await shot(page, 'markets-popup-phone-picked');
    await popup.getByRole('button', { name: MARKETS_POPUP_TEXTS.close }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Kuponum, 1 seçim' }).waitFor();
  });
});
