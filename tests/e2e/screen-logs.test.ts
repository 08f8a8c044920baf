/**
 * Screen logs and coupon activity in real chromium: the browser database upgraded from version 1 to 2 with its rows,
 * capped (oldest dropped), its logs sent once the collector is reachable again; an upgrade blocked by an old tab
 * tells the member to close it and completes when it does; a coupon activity report that the collector never
 * answers is given up after its 5 s timeout while the page goes on.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTIVITY_REPORT_TIMEOUT_MS, DIAGNOSTICS_API, SCREEN_LOG_LIMITS, type CouponActivityReport } from '@shared/protocol/diagnostics-api';
import { IDB_TEXTS } from '../../client/platform/idb/idb-texts';
import { DESKTOP_VIEWPORT, useE2e } from './harness';
import { pickPlayableEvents } from './program-rows';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });
const DB = 'iddaa-screen-logs';
/** A page of the site where the app does not run: the database is seeded or held from there. */
const PLAIN_PAGE = '/manifest.webmanifest';

/** Creates the version-1 layout with `n` rows, and keeps the connection open when `hold` (an old tab's code). */
const seedV1 = (page: Page, n: number, prefix: string, hold: boolean) =>
  page.evaluate(
    ({ db, n, prefix, hold }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open(db, 1);
        req.onupgradeneeded = () => req.result.createObjectStore('screenLogs', { keyPath: 'id' });
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const conn = req.result;
          const tx = conn.transaction('screenLogs', 'readwrite');
          for (let i = 0; i < n; i += 1) tx.objectStore('screenLogs').put({ id: `${prefix}-${i}`, html: `<p>eski ${i}</p>`, at: 1000 + i });
          tx.oncomplete = () => {
            if (hold) (window as unknown as { held: IDBDatabase }).held = conn;
            else conn.close();
            resolve();
          };
        };
      }),
    { db: DB, n, prefix, hold },
  );

/** The database's version and the ids in its logs store (opened without a version: never upgrades, closed at once). */
const readLogs = (page: Page) =>
  page.evaluate(
    (db) =>
      new Promise<{ version: number; ids: string[] }>((resolve, reject) => {
        const req = indexedDB.open(db);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const conn = req.result;
          if (!conn.objectStoreNames.contains('logs')) {
            conn.close();
            resolve({ version: conn.version, ids: [] });
            return;
          }
          const all = conn.transaction('logs').objectStore('logs').getAll();
          all.onsuccess = () => {
            conn.close();
            resolve({ version: conn.version, ids: (all.result as { id: string }[]).map((r) => r.id) });
          };
        };
      }),
    DB,
  );

const storedOnEdge = async (prefix: string): Promise<string[]> =>
  (await e2e.site.edge.db.query<{ client_id: string }>('SELECT client_id FROM screen_logs WHERE client_id LIKE $1', [`${prefix}%`])).map((r) => r.client_id);

describe('screen logs in the browser database', () => {
  it('upgrades 1 -> 2 keeping the rows, caps the store, and sends the logs once the collector is reachable', async () => {
    const { page, context } = e2e.browser;
    await page.goto(PLAIN_PAGE);
    const seeded = SCREEN_LOG_LIMITS.clientCap + 5;
    await seedV1(page, seeded, 'eski', false);
    // The collector cannot be reached: the logs must wait in the database.
    await page.route(`**${DIAGNOSTICS_API.screenLogs}`, (route) => route.abort('internetdisconnected'));
    await page.goto('/iddaa');
    await expect.poll(async () => (await readLogs(page)).version, { timeout: 15_000 }).toBe(2);
    expect((await readLogs(page)).ids).toHaveLength(seeded);

    // A client error: its region is logged, and the store keeps the newest clientCap logs.
    await page.evaluate(() => setTimeout(() => {
      throw new Error('e2e: ekran kaydı denemesi');
    }));
    await expect.poll(async () => (await readLogs(page)).ids.some((id) => !id.startsWith('eski')), { timeout: 10_000 }).toBe(true);
    const capped = (await readLogs(page)).ids;
    expect(capped).toHaveLength(SCREEN_LOG_LIMITS.clientCap);
    expect(capped).not.toContain('eski-5');
    expect(capped).toContain('eski-6');
    expect(await storedOnEdge('eski')).toEqual([]);

    // Back online: every waiting log reaches the edge and leaves the browser.
    await page.unroute(`**${DIAGNOSTICS_API.screenLogs}`);
    await context.setOffline(true);
    // The page must see itself offline, or going back online fires no 'online' event (seen under a loaded machine).
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
    await expect.poll(async () => (await readLogs(page)).ids.length, { timeout: 15_000 }).toBe(0);
    expect((await storedOnEdge('eski')).sort()).toEqual(capped.filter((id) => id.startsWith('eski')).sort());
    const own = await e2e.site.edge.db.query<{ html: string }>("SELECT html FROM screen_logs WHERE client_id NOT LIKE 'eski%'");
    expect(own).toHaveLength(1);
    expect(own[0]!.html).toMatch(/^<main/);
    expect(own[0]!.html).not.toMatch(/RequestVerificationToken|value=/);
  }, 60_000);

  it('an upgrade blocked by an old tab tells the member to close it, and completes when it closes', async () => {
    const { page, context } = e2e.browser;
    // Start again from nothing at version 1, held open by a tab whose code ignores versionchange.
    await page.goto(PLAIN_PAGE);
    await page.evaluate((db) => new Promise((r) => { const d = indexedDB.deleteDatabase(db); d.onsuccess = r; d.onerror = r; }), DB);
    const oldTab = await context.newPage();
    await oldTab.goto(PLAIN_PAGE);
    await seedV1(oldTab, 2, 'bekleyen', true);

    await page.goto('/iddaa');
    await page.getByText(IDB_TEXTS.blocked).waitFor({ state: 'visible', timeout: 15_000 });
    // The page did not hang: it still answers the member.
    await page.getByRole('button', { name: /, oran / }).first().waitFor();

    await oldTab.evaluate(() => (window as unknown as { held: IDBDatabase }).held.close());
    await oldTab.close();
    // A later use of the database (a client error here) completes the upgrade; the old rows are sent.
    await page.evaluate(() => setTimeout(() => {
      throw new Error('e2e: ikinci ekran kaydı');
    }));
    await expect.poll(() => storedOnEdge('bekleyen'), { timeout: 15_000 }).toHaveLength(2);
    expect((await readLogs(page)).version).toBe(2);
  }, 60_000);
});

describe('coupon activity report', () => {
  it('a collector that never answers is given up after 5 s while the coupon goes on', async () => {
    const { page } = e2e.browser;
    const hung: { at: number; body: CouponActivityReport }[] = [];
    await page.route(`**${DIAGNOSTICS_API.activityReport}`, (route) => {
      hung.push({ at: Date.now(), body: route.request().postDataJSON() as CouponActivityReport });
      // Never answered.
    });
    const failed = new Promise<number>((resolve) =>
      page.on('requestfailed', (r) => {
        if (r.url().endsWith(DIAGNOSTICS_API.activityReport)) resolve(Date.now());
      }));
    await page.goto('/iddaa/futbol');
    const [first] = await pickPlayableEvents(page, 1, 1);
    // Picking the same odds again takes the only row out: the coupon is abandoned.
    await page.getByRole('article', { name: first!, exact: true }).getByRole('button', { name: /, oran / }).first().click();
    await expect.poll(() => hung.length, { timeout: 10_000 }).toBe(1);
    expect(hung[0]!.body).toMatchObject({ at: 'abandoned', pec: 1, urcle: 1, tec: 0 });

    // While the post hangs the member builds the next coupon.
    await pickPlayableEvents(page, 1, 1);
    await page.getByRole('region', { name: /Kuponum/ }).getByText('1', { exact: true }).first().waitFor({ timeout: 5000 });
    const gaveUpAt = await failed;
    const waited = gaveUpAt - hung[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(ACTIVITY_REPORT_TIMEOUT_MS - 500);
    expect(waited).toBeLessThan(ACTIVITY_REPORT_TIMEOUT_MS + 3000);
  }, 60_000);
});
