/**
 * The ops page in a browser: /ops asks for the access key (a wrong one is refused in Turkish), then shows the
 * realtime edge live: the connection count follows real sockets and the charts draw. Screenshots at desktop and
 * phone widths are saved under tests/e2e/artifacts/ for a person to look at; the page must not scroll sideways.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_ROOM } from '@shared/protocol/realtime';
import { connectWs, type TestSocket } from '../edge/ws-client';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useE2e } from './harness';

const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge: { opsToken: OPS_TOKEN } });

/** The socket port the edge wrote into the served page. */
const wsPortOf = async (url: string): Promise<number> => {
  const html = await (await fetch(`${url}/ops`)).text();
  return Number(/<meta name="realtime-port" content="(\d+)"/.exec(html)?.[1]);
};

describe('ops page', () => {
  it('refuses a wrong key, then shows live connections and charts; looks right on desktop and phone', async () => {
    const { page, browser, site } = e2e;
    await browser.open('/ops');
    await page.getByRole('heading', { name: 'Canlı İzleme' }).waitFor();
    const key = page.getByLabel('Erişim anahtarı');
    await key.fill('yanlis-anahtar-0000000000');
    await page.getByRole('button', { name: 'Bağlan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Geçersiz erişim anahtarı.' }).waitFor();

    const wsPort = await wsPortOf(site.url);
    expect(wsPort).toBeGreaterThan(0);
    const sockets: TestSocket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const s = await connectWs(wsPort);
        s.send({ event: 'joinroom', data: LIVE_ROOM });
        sockets.push(s);
      }
      await key.fill(OPS_TOKEN);
      await page.getByRole('button', { name: 'Bağlan' }).click();
      const stats = page.getByRole('region', { name: 'Anlık değerler' });
      await stats.waitFor();
      const connections = async () => Number(await stats.locator('.ops-stat', { hasText: /^Bağlantı/ }).locator('dd').textContent());
      // Our three sockets, plus the page's own when it opened one.
      await expect.poll(connections, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
      const withOurs = await connections();
      const chart = page.getByRole('img', { name: /^Bağlantılar: \d+$/ });
      await chart.waitFor();
      // Two seconds of history draw the line; messages out move with the live room's fan-out.
      await expect.poll(() => chart.locator('path.ops-chart__line').count(), { timeout: 5000 }).toBe(1);
      await expect.poll(async () => (await page.getByRole('img', { name: /^Mesaj\/sn: / }).getAttribute('aria-label')) ?? '', { timeout: 5000 }).not.toMatch(/Giden 0,/);
      await page.getByRole('cell', { name: 'Hatalı çerçeve' }).or(page.getByRole('rowheader', { name: 'Hatalı çerçeve' })).waitFor();
      await page.waitForTimeout(1500);
      const desktop = await browser.screenshot('ops-page-desktop');

      sockets.pop()!.close();
      await expect.poll(connections, { timeout: 5000 }).toBe(withOurs - 1);

      await page.setViewportSize(PHONE_VIEWPORT);
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const phone = await browser.screenshot('ops-page-phone');
      await page.getByRole('img', { name: /^Mesaj\/sn: / }).scrollIntoViewIfNeeded();
      const phoneCharts = await browser.screenshot('ops-page-phone-charts');
      console.log(`ops page screenshots: ${desktop} ${phone} ${phoneCharts}`);

      // The key lives in this tab: a reload goes straight to the numbers; forgetting it brings the form back.
      await page.reload();
      await stats.waitFor();
      await page.getByRole('button', { name: 'Anahtarı unut' }).click();
      await page.getByLabel('Erişim anahtarı').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('iddaa.ops-token'))).toBeNull();
      // The refused key's 401 is the one error the browser logs.
      expect(browser.errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e))).toEqual([]);
    } finally {
      for (const s of sockets) s.close();
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
  });
});
