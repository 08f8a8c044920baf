/**
 * What scenes do on a page, the way the browser tests do it (tests/e2e): wait for a page to settle, pick playable
 * events from the program (tests/e2e/program-rows.ts), open the coupon sheet on a phone, set the misli, play a
 * coupon, share it from Hesabım/Kuponlarım, open the coupon save-name dialog.
 */
import type { Locator, Page } from 'playwright-core';
import { playableEventNames } from '../../tests/e2e/program-rows';
import { networkQuiet } from './network';
import type { Stage } from './stage';

const ODDS = /, oran /;

/**
 * Network quiet (the socket does not count), no Suspense fallback or loading placeholder left (aria-busy; React
 * shows a fallback at least 300 ms), web fonts loaded, and the program's rows when `rows` is set.
 */
export async function settle(page: Page, { rows = false } = {}): Promise<void> {
  await page.waitForLoadState('load').catch(() => undefined);
  if (rows) await page.locator('article[aria-label]').first().waitFor({ timeout: 20_000 }).catch(() => undefined);
  await networkQuiet(page);
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => undefined);
  await page.waitForTimeout(100);
}

/** Opens a path of the site and waits for it to settle. */
export async function open(page: Page, path: string, opts: { rows?: boolean } = {}): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await settle(page, opts);
}

/** The coupon: the 'Kuponum' column on a desktop, the open 'Kuponum' sheet on a phone. */
export const coupon = (page: Page): Locator =>
  page.getByRole('region', { name: 'Kuponum' }).or(page.getByRole('dialog', { name: 'Kuponum' }));

/** On the phone the coupon is a sheet behind the "Kuponum" bar: opens it (no-op on desktop). */
export async function openCouponSheet(page: Page): Promise<void> {
  const bar = page.locator('button.coupon-bar');
  if ((await bar.count()) === 0) return;
  if (await bar.isVisible()) await bar.click();
  await page.getByRole('dialog', { name: 'Kuponum' }).waitFor();
  await page.waitForTimeout(200);
}

/** Closes the phone's coupon sheet if it is open. */
export async function closeCouponSheet(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Kuponum' });
  if (await sheet.isVisible().catch(() => false)) await sheet.getByRole('button', { name: 'Kapat' }).click();
}

/** How many picks the coupon holds: the phone bar says it ('Kuponum, 3 seçim'); the desktop column lists them. */
export async function couponCount(page: Page): Promise<number> {
  const bar = page.locator('button.coupon-bar');
  if ((await bar.count()) > 0) return Number((await bar.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  return coupon(page).locator('.coupon-rows > li').count();
}

/** Empties the coupon (the panel keeps its picks across pages and reloads). */
export async function clearCoupon(page: Page): Promise<void> {
  await openCouponSheet(page);
  const rows = coupon(page).locator('.coupon-rows > li');
  if ((await rows.count()) > 0) {
    await coupon(page).getByRole('button', { name: 'Temizle' }).click();
    await rows.first().waitFor({ state: 'detached' });
  }
  await closeCouponSheet(page);
}

/** The href of the first link matching `selector`, scrolling the virtual list on until one is mounted. */
export async function findHref(page: Page, selector: string): Promise<string | null> {
  for (let i = 0; i < 40; i++) {
    const link = page.locator(selector).first();
    if ((await link.count()) > 0) {
      const href = await link.getAttribute('href');
      await page.evaluate(() => window.scrollTo(0, 0));
      return href;
    }
    await page.evaluate(() => window.scrollBy(0, 800));
    await page.waitForTimeout(120);
  }
  return null;
}

/**
 * Opens the football program, empties the coupon and clicks the first odds of `count` playable events (starting at least half an hour
 * from now, MBS at most `maxMbs`), scrolling the virtual list on until enough are mounted. Answers their names.
 */
export async function pickEvents(page: Page, count: number, maxMbs = count): Promise<string[]> {
  await open(page, '/iddaa/futbol', { rows: true });
  await clearCoupon(page);
  await page.getByRole('button', { name: ODDS }).first().waitFor();
  const names: string[] = [];
  for (let i = 0; i < 40 && names.length < count; i++) {
    for (const name of await playableEventNames(page, maxMbs)) {
      if (names.length === count || names.includes(name)) continue;
      await page.getByRole('article', { name, exact: true }).getByRole('button', { name: ODDS }).first().click();
      names.push(name);
    }
    if (names.length < count) {
      await page.evaluate(() => window.scrollBy(0, 500));
      await page.waitForTimeout(120);
    }
  }
  if (names.length < count) throw new Error(`only ${names.length} of ${count} playable events found on /iddaa/futbol`);
  await page.evaluate(() => window.scrollTo(0, 0));
  return names;
}

/** Sets the misli in the (open) coupon panel. */
export async function setMisli(page: Page, misli: number): Promise<void> {
  const field = coupon(page).getByLabel('Misli', { exact: true });
  await field.fill(String(misli));
  await field.blur();
}

/** Picks three events, sets 50 misli (50 TL) and presses "Hemen Oyna"; the dialog that answers stays open. */
export async function pressPlay(page: Page): Promise<void> {
  await pickEvents(page, 3);
  await openCouponSheet(page);
  await setMisli(page, 50);
  await coupon(page).getByRole('button', { name: 'Hemen Oyna' }).click();
}

/** The demo member's played coupon of this device (played on first need); the success dialog stays open then. */
export async function playedCoupon(stage: Stage): Promise<string> {
  if (stage.memo.couponNo) return stage.memo.couponNo;
  const page = await stage.page('demo');
  await pressPlay(page);
  const done = page.getByRole('dialog', { name: 'Bilgi' });
  await done.waitFor();
  const no = (await done.textContent())?.match(/\d{8,}/)?.[0];
  if (!no) throw new Error(`no coupon number in the play answer: ${await done.textContent()}`);
  stage.memo.couponNo = no;
  await settle(page);
  return no;
}

/** The played coupon shared (its link copied from Hesabım/Kuponlarım), so its public page /kupon/{no} shows it. */
export async function sharedCoupon(stage: Stage): Promise<string> {
  const no = await playedCoupon(stage);
  if (stage.memo.shared) return no;
  const page = await stage.page('demo');
  await open(page, '/hesabim/kuponlarim');
  await page.getByRole('article', { name: no }).getByRole('button', { name: 'Linki Kopyala' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bilgi' });
  await dialog.getByText('Link kopyalandı').waitFor();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  stage.memo.shared = true;
  return no;
}

/** A real event code of the football program, from a row's link to its bet detail. */
export async function betCode(stage: Stage, page: Page): Promise<string> {
  if (stage.memo.betCode) return stage.memo.betCode;
  await open(page, '/iddaa/futbol', { rows: true });
  const href = await findHref(page, 'a[href^="/iddaa/futbol?code="]');
  const code = href ? new URL(href, stage.baseURL).searchParams.get('code') : null;
  if (!code) throw new Error('no bet detail link on /iddaa/futbol');
  return (stage.memo.betCode = code);
}

/** A live event's code, from the live page's first link to a live bet detail. */
export async function liveCode(stage: Stage, page: Page): Promise<string | null> {
  if (stage.memo.liveCode) return stage.memo.liveCode;
  await open(page, '/iddaa/canli-iddaa-canli-bahis', { rows: true });
  const href = await findHref(page, 'a[href*="canli-iddaa-canli-bahis?code="]');
  if (!href) return null;
  const code = new URL(href, stage.baseURL).searchParams.get('code');
  if (code) stage.memo.liveCode = code;
  return code;
}

/** Two picks in the panel and its "Kuponu Kaydet" pressed: the save-name dialog is open. */
export async function openSaveNameDialog(page: Page): Promise<Locator> {
  await pickEvents(page, 2);
  await openCouponSheet(page);
  await coupon(page).getByRole('button', { name: 'Kuponu Kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kupon Adı' });
  await dialog.waitFor();
  return dialog;
}

/** Closes whatever dialog is open with its "Tamam" button, if one is. */
export async function dismissDialog(page: Page): Promise<void> {
  const ok = page.getByRole('dialog').getByRole('button', { name: 'Tamam' });
  if (await ok.first().isVisible().catch(() => false)) await ok.first().click();
}
