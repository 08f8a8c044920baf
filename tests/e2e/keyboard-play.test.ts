/**
 * The whole play by keyboard alone, on a desktop: a member logs in on the login page (Tab, typing, Enter) and the
 * focus lands on the Hesabım menu, not on the bare page; the first Tab reaches 'Kupona geç' (shown), 'İçeriğe
 * geç' jumps into the program; each of two playable matches is found with the search box and its odds reached
 * with Tab, picked with Enter and Space (the live region says what was added); Shift+Tab back to 'Kupona geç' moves the focus into the coupon; Tab to Misli, a typed amount
 * (Enter) and ArrowUp; Tab to 'Hemen Oyna', Enter; the receipt dialog (coupon number) has the focus and the live
 * region says the coupon was played; Enter on 'Tamam' closes it and the focus goes on to the main content, never
 * to the document.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { useE2e } from './harness';
import { couponRows, playableEventNames } from './program-rows';

// Tall enough to mount rows starting well after now even late in the evening (see coupon-play.test.ts).
const e2e = useE2e({ viewport: { width: 1366, height: 2000 } });

interface Focused {
  tag: string;
  name: string;
  role: string | null;
  inDialog: boolean;
  inCoupon: boolean;
  visible: boolean;
}

/** What has the focus, as a person would name it. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const r = el?.getBoundingClientRect();
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      role: el?.getAttribute('role') ?? null,
      inDialog: !!el?.closest('[role=dialog]'),
      inCoupon: !!el?.closest('#kuponum'),
      visible: !!r && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
    };
  });

/** Presses `key` until the focus is on what `want` accepts; fails after `max` presses. */
async function pressUntil(page: Page, key: string, want: (f: Focused) => boolean, max = 300): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (want(f)) return f;
  }
  throw new Error(`${key} ×${max} never reached the element (last: ${JSON.stringify(await focused(page))})`);
}

describe('playing a coupon by keyboard only', () => {
  it('logs in, skips to the program, picks two odds, sets the amount, plays and reads the receipt', async () => {
    const { page } = e2e;
    const member = DEMO_MEMBERS[0]!;

    // Log in on the login page.
    await page.goto(loginPageUrl(ROUTES.program + '/futbol'));
    await page.getByRole('region', { name: 'Üye Girişi', exact: true }).waitFor();
    // The first Tab of the page reaches 'Kupona geç'.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Kupona geç');
    const user = await pressUntil(page, 'Tab', (f) => f.tag === 'input', 60);
    expect(user.tag).toBe('input');
    await page.keyboard.type(member.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `${ROUTES.program}/futbol`);
    await page.getByRole('button', { name: 'Çıkış' }).waitFor();
    // The focus is on the Hesabım menu button, not lost on the page.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Hesabım/);

    await page.getByRole('button', { name: /, oran / }).first().waitFor();
    // Which rows to play: read off the list (scrolled on by the test, not the member, when few are mounted).
    const names: string[] = [];
    for (let i = 0; i < 40 && names.length < 2; i++) {
      for (const n of await playableEventNames(page, 2)) if (names.length < 2 && !names.includes(n)) names.push(n);
      if (names.length < 2) await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    expect(names).toHaveLength(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Hesabım' }).first().focus();

    // Skip links: hidden until focused, then on screen.
    await page.keyboard.press('Shift+Tab');
    await pressUntil(page, 'Shift+Tab', (f) => f.name === 'Kupona geç', 30);
    // It slides in (140 ms) and then sits on screen.
    await expect.poll(async () => (await focused(page)).visible).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('İçeriğe geç');
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');

    // Two odds: the first of each playable row, picked with Enter, then Space. The member finds each match with the
    // search box ('Maç ara', the first text input after the skip): late in the evening the playable rows come after
    // every live match of the day, more Tab presses down than a person would make.
    for (const [i, name] of names.entries()) {
      await pressUntil(page, i === 0 ? 'Tab' : 'Shift+Tab', (x) => x.tag === 'input' && x.role === null, 400);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(name);
      await expect
        .poll(() => page.locator('article.event-row').evaluateAll((rows, n) => rows.length > 0 && rows.every((r) => r.getAttribute('aria-label') === n), name))
        .toBe(true);
      const f = await pressUntil(page, 'Tab', (x) => x.tag === 'button' && x.name.includes(`, ${name}, `) && / oran /.test(x.name));
      expect(f.visible).toBe(true);
      await page.keyboard.press(i === 0 ? 'Enter' : 'Space');
    }
    const coupon = page.getByRole('region', { name: 'Kuponum' });
    await expect.poll(() => couponRows(coupon).count()).toBe(2);
    // The polite live region says it.
    const spoken = page.getByRole('status', { name: 'Sesli bildirimler' });
    await expect.poll(() => spoken.textContent(), { timeout: 5000 }).toContain(`Kupona eklendi: ${names[1]}, `);

    // Back up to 'Kupona geç': the focus moves into the coupon panel.
    // As many presses as the page has focusable elements: how far down the playable rows are depends on the hour's
    // program (live rows with locked markets come first), so no fixed count holds.
    const focusable = await page.locator('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])').count();
    await pressUntil(page, 'Shift+Tab', (f) => f.name === 'Kupona geç', focusable + 10);
    await page.keyboard.press('Enter');
    expect((await focused(page)).inCoupon).toBe(true);

    // Misli: typed, settled with Enter, then one up with the arrow key.
    const misli = await pressUntil(page, 'Tab', (f) => f.role === 'spinbutton', 60);
    expect(misli.inCoupon).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('59');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await coupon.getByText('60,00 TL').first().waitFor();

    // Hemen Oyna, then the receipt.
    await pressUntil(page, 'Tab', (f) => f.name === 'Hemen Oyna', 30);
    await page.keyboard.press('Enter');
    const receipt = page.getByRole('dialog', { name: 'Bilgi' });
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(/\d{8,}/);
    await expect.poll(() => spoken.textContent(), { timeout: 5000 }).toMatch(/^Kuponunuz oynandı\. Kupon numarası \d{8,}\.$/);
    await page.getByText('940,00 TL').first().waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    if ((await focused(page)).name !== 'Tamam') await pressUntil(page, 'Tab', (f) => f.name === 'Tamam', 10);
    await page.keyboard.press('Enter');
    await receipt.waitFor({ state: 'detached' });
    // The coupon emptied (its play button went with it): the focus goes on to the main content.
    const after = await focused(page);
    expect(after.tag).not.toBe('body');
    expect(after.tag).toBe('main');
    await expect.poll(() => couponRows(coupon).count()).toBe(0);
  });
});
