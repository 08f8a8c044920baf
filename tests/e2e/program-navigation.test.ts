/**
 * Finding one's way in a sport's bulletin, as a person does it, on a desktop (1366×900) and a phone (390×844): the
 * market columns with their headers, the date tabs, the league filter and the search narrow the list at once and
 * live in the URL (back restores the list); on a phone the market switcher picks the column group the rows show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE_VIEWPORT, launchBrowser, useE2e, type BrowserSession } from './harness';

const e2e = useE2e({ viewport: { width: 1366, height: 900 } });

const oddsButtons = (scope: Page | Locator) => scope.getByRole('button', { name: /, oran / });
const rowNames = (page: Page): Promise<string[]> =>
  page.locator('article[aria-label]').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
const dayHeadings = (page: Page): Promise<string[]> => page.locator('.event-list h2').allTextContents();
const leagueNames = (page: Page): Promise<string[]> => page.locator('.event-list h3').allTextContents();
const query = (page: Page): URLSearchParams => new URLSearchParams(new URL(page.url()).search);

async function openFootball(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/iddaa/futbol');
  await page.getByRole('heading', { level: 1, name: 'Futbol Bülteni' }).waitFor({ timeout: 20_000 });
  await oddsButtons(page).first().waitFor({ timeout: 20_000 });
}

describe('program navigation on a desktop', () => {
  it('shows the football columns with their headers on every league group', async () => {
    const { page } = e2e;
    await openFootball(page, (p) => e2e.browser.open(p));
    expect(await page.title()).toBe('Futbol Bülteni - iddaa');
    const list = page.getByRole('list', { name: 'Futbol bülteni' });
    for (const title of ['Maç Sonucu', 'Alt/Üst 2,5', 'Karşılıklı Gol', 'Çifte Şans']) await expect.poll(() => list.getByText(title, { exact: true }).first().isVisible()).toBe(true);
    const leagues = (await leagueNames(page)).length;
    expect(await list.locator('.mheads').count()).toBe(leagues);
    // Every row has all four groups: ten odds, each open or locked, never a blank.
    const first = page.locator('article[aria-label]').first();
    const cells = await first.locator('.mgroup button, .mgroup [role="img"] .lock-icon').count();
    expect(cells).toBe(10);
    expect(await first.getByRole('button', { name: /Çifte Şans 1-X/ }).or(first.getByRole('img', { name: 'Kapalı' })).count()).toBeGreaterThan(0);
  });

  it("fetches the program once, while the page's code loads, through the shell's preload", async () => {
    const { page } = e2e;
    await openFootball(page, (p) => e2e.browser.open(p));
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/Program/GetSportProgram'))
        .map((e) => ({ by: (e as PerformanceResourceTiming).initiatorType, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    // The first load is the preload, which the page's own call takes over (a duplicate would be a 'fetch' right
    // beside it). A later 'fetch' is the room's resync or the socket-down poll, a gap wait (1 s) or more after it,
    // which a slow machine sometimes needs.
    expect(loads[0]?.by).toBe('link');
    for (const later of loads.slice(1)) expect(later.start - (loads[0]?.end ?? 0)).toBeGreaterThanOrEqual(1_000);
  });

  it('pins the day header of the rows under the top of the screen while they scroll by', async () => {
    const { page } = e2e;
    await openFootball(page, (p) => e2e.browser.open(p));
    const pinned = page.locator('.sticky-heading .program-header-row__label');
    const [firstDay] = await dayHeadings(page);
    expect(firstDay).toBeTruthy();
    // Scroll down (instantly, no wheel animation left running) until the next day's own header row is drawn (the
    // list is windowed).
    const anyNextDay = page.locator('.event-list h2').filter({ hasNotText: firstDay! }).first();
    for (let i = 0; i < 80 && (await anyNextDay.count()) === 0; i++) {
      await page.evaluate(() => window.scrollBy(0, 1_500));
      await page.waitForTimeout(50);
    }
    const secondDay = (await anyNextDay.textContent()) ?? '';
    expect(secondDay).not.toBe(firstDay);
    const nextDay = page.locator('.event-list h2', { hasText: secondDay });
    // The line the pinned header sits on: the bottom of the sticky sport bar.
    const line = await page.locator('.sticky-heading').evaluate((el) => Number.parseFloat(getComputedStyle(el).top));
    expect(line).toBeGreaterThan(0);
    /** Scrolls until the next day's own header row stands at `y` in the window. */
    const scrollHeaderTo = async (y: number) => {
      await expect
        .poll(async () => {
          const top = await nextDay.evaluate((el) => el.getBoundingClientRect().top);
          if (Math.abs(top - y) > 1) await page.evaluate((by) => window.scrollBy(0, by), top - y);
          return Math.round(top);
        })
        .toBe(Math.round(y));
    };
    // The next day's header just scrolled under the line: the pinned copy shows that day, on the line.
    await scrollHeaderTo(line - 200);
    await expect.poll(() => pinned.textContent()).toBe(secondDay);
    const box = await page.locator('.sticky-heading .program-header-row').boundingBox();
    expect(Math.abs((box?.y ?? -99) - line)).toBeLessThanOrEqual(1);
    // Still below the line: the rows above it belong to the day before, and the copy says so.
    await scrollHeaderTo(line + 200);
    await expect.poll(() => pinned.textContent()).toBe(firstDay);
  });

  it('narrows by date tab, league and search, keeps them in the URL and goes back', async () => {
    const { page } = e2e;
    await openFootball(page, (p) => e2e.browser.open(p));
    const tabs = page.getByRole('tablist', { name: 'Bülten günleri' }).getByRole('tab');
    expect((await tabs.allTextContents()).slice(0, 3)).toEqual(['Tümü', 'Bugün', 'Yarın']);
    expect(await tabs.count()).toBe(9);
    const all = await rowNames(page);

    await page.getByRole('tab', { name: 'Yarın' }).click();
    await expect.poll(() => query(page).get('gun')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(async () => (await dayHeadings(page)).every((h) => h.startsWith('Yarın, '))).toBe(true);
    expect(await rowNames(page)).not.toEqual(all);

    const league = page.getByRole('combobox', { name: 'Lig' });
    const options = await league.locator('option').allTextContents();
    expect(options[0]).toMatch(/^Tüm Ligler \(\d+\)$/);
    const chosen = options[1]!.replace(/ \(\d+\)$/, '');
    await league.selectOption(chosen);
    await expect.poll(() => query(page).get('lig')).toBe(chosen);
    await expect.poll(async () => [...new Set(await leagueNames(page))]).toEqual([chosen]);

    await page.goBack();
    await expect.poll(() => query(page).get('lig')).toBeNull();
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Tümü' }).getAttribute('aria-selected')).toBe('true');

    // Search by a team's name in Turkish lower case, then by an event code.
    const name = (await rowNames(page))[0]!;
    const team = name.split(' - ')[0]!;
    const search = page.getByRole('searchbox', { name: 'Maç ara' });
    await search.fill(team.toLocaleLowerCase('tr'));
    await expect.poll(() => query(page).get('ara')).toBe(team.toLocaleLowerCase('tr'));
    await expect.poll(async () => (await rowNames(page)).every((n) => n.toLocaleLowerCase('tr').includes(team.toLocaleLowerCase('tr')))).toBe(true);
    expect(await rowNames(page)).toContain(name);
    const code = (await page.getByRole('article', { name, exact: true }).locator('.event-row__code').textContent())!.replace(/\D/g, '');
    await search.fill(code);
    await expect.poll(() => rowNames(page)).toEqual([name]);
    await search.fill('');
    await expect.poll(async () => (await rowNames(page)).length).toBeGreaterThan(1);
    expect(e2e.browser.errors).toEqual([]);
  });
});

describe('program navigation on a phone', () => {
  let phone: BrowserSession;
  beforeAll(async () => {
    phone = await launchBrowser(e2e.site.url, { viewport: PHONE_VIEWPORT });
  });
  afterAll(() => phone?.close());

  it('picks the column group with chips, and narrows by date tab, league and search', async () => {
    const page = phone.page;
    await openFootball(page, (p) => phone.open(p));
    const switcher = page.getByRole('group', { name: 'Bahis türü' });
    expect(await switcher.getByRole('button').allTextContents()).toEqual(['Maç Sonucu', 'Alt/Üst 2,5', 'Karşılıklı Gol', 'Çifte Şans']);
    expect(await switcher.getByRole('button', { name: 'Maç Sonucu' }).getAttribute('aria-pressed')).toBe('true');
    const first = page.locator('article[aria-label]').first();
    expect(await first.locator('.mgroup').count()).toBe(1);
    const namesIn = (row: Locator) => row.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
    expect((await namesIn(first.locator('.mgroup'))).every((n) => n.includes(', Maç Sonucu '))).toBe(true);

    await switcher.getByRole('button', { name: 'Karşılıklı Gol' }).click();
    await expect.poll(() => query(page).get('bahis')).toBe('btts');
    await expect.poll(async () => first.locator('.mgroup').getByRole('button').count().then(async (n) => n === 0 || (await namesIn(first.locator('.mgroup'))).every((l) => l.includes(', Karşılıklı Gol ')))).toBe(true);
    expect(await page.locator('.mheads .mhead__label').first().textContent()).toBe('Var');

    await page.getByRole('tab', { name: 'Yarın' }).click();
    await expect.poll(async () => (await dayHeadings(page)).every((h) => h.startsWith('Yarın, '))).toBe(true);
    const league = page.getByRole('combobox', { name: 'Lig' });
    const chosen = (await league.locator('option').nth(1).textContent())!.replace(/ \(\d+\)$/, '');
    await league.selectOption(chosen);
    await expect.poll(async () => [...new Set(await leagueNames(page))]).toEqual([chosen]);
    const name = (await rowNames(page))[0]!;
    await page.getByRole('searchbox', { name: 'Maç ara' }).fill(name.split(' - ')[1]!.toLocaleUpperCase('tr'));
    await expect.poll(() => rowNames(page)).toContain(name);
    // The list narrows in a deferred render: the rows from before the search may still be there a moment.
    await expect.poll(async () => (await rowNames(page)).every((n) => n.toLocaleLowerCase('tr').includes(name.split(' - ')[1]!.toLocaleLowerCase('tr')))).toBe(true);
    expect(phone.errors).toEqual([]);
  });
});
