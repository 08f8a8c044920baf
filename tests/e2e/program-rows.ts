/** Reads the program rows a person sees, to pick events a test can play. */
import type { Locator, Page } from 'playwright-core';

const HALF_HOUR = 30 * 60_000;

/**
 * Names of the mounted pre-match rows that start at least half an hour from now (so they cannot start mid-test)
 * and whose MBS is at most `maxMbs`.
 */
export const playableEventNames = (page: Page, maxMbs: number): Promise<string[]> =>
  page.evaluate(
    ({ margin, maxMbs }) => {
      const out: string[] = [];
      const rows = [...document.querySelectorAll('article[aria-label]')];
      // A name shown twice (the same teams live now and again later) is left out: a click by name would take the first.
      // (No named function in here: under tsx, esbuild's keepNames would wrap it in a `__name` the page lacks.)
      const shown = new Map<string | null, number>();
      for (const r of rows) shown.set(r.getAttribute('aria-label'), (shown.get(r.getAttribute('aria-label')) ?? 0) + 1);
      for (const row of rows) {
        if (shown.get(row.getAttribute('aria-label')) !== 1) continue;
        const time = row.querySelector('time')?.getAttribute('datetime');
        const mbs = Number(row.querySelector('[aria-label^="MBS "]')?.getAttribute('aria-label')?.slice(4));
        const live = row.querySelector('[aria-label^="Canlı"]');
        if (!time || live || !(mbs <= maxMbs) || Date.parse(time) < Date.now() + margin) continue;
        out.push(row.getAttribute('aria-label') ?? '');
      }
      return out;
    },
    { margin: HALF_HOUR, maxMbs },
  );

/**
 * Clicks the first odds of `count` playable events (see playableEventNames), scrolling the virtual list on until
 * enough are mounted (late in the evening few of today's events are left); answers their names in pick order.
 */
export const pickPlayableEvents = async (page: Page, count: number, maxMbs = count): Promise<string[]> => {
  await page.getByRole('button', { name: /, oran / }).first().waitFor();
  const names: string[] = [];
  for (let i = 0; i < 40 && names.length < count; i++) {
    for (const name of await playableEventNames(page, maxMbs)) {
      if (names.length === count || names.includes(name)) continue;
      await page.getByRole('article', { name, exact: true }).getByRole('button', { name: /, oran / }).first().click();
      names.push(name);
    }
    if (names.length < count) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
  }
  return names;
};

/**
 * The name of a mounted playable row (see playableEventNames), scrolling the windowed list on until one is mounted:
 * late in the evening the first screen holds only today's live matches.
 */
export const findPlayableEventName = async (page: Page, maxMbs: number): Promise<string | undefined> => {
  for (let i = 0; i < 40; i++) {
    const [name] = await playableEventNames(page, maxMbs);
    if (name) return name;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  return undefined;
};

/**
 * Clicks the first odds of the named row, scrolling the windowed list from the top until the row is mounted: a row
 * found further down earlier (late in the evening the playable rows come after the live ones) is not mounted once
 * the page has scrolled elsewhere.
 */
export const clickFirstOddsOf = async (page: Page, name: string): Promise<void> => {
  const row = page.getByRole('article', { name, exact: true });
  if ((await row.count()) === 0) {
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 60 && (await row.count()) === 0; i++) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
  }
  await row.getByRole('button', { name: /, oran / }).first().click();
};

/**
 * The rows of a coupon (the panel's region, the phone's sheet or a coupon page): the items of its list 'Kupon
 * satırları', not every list item in it (a rule the coupon breaks, such as MBS, is a list item of its own).
 */
export const couponRows = (coupon: Locator): Locator => coupon.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem');
