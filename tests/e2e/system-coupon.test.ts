/**
 * The system coupon's promise, as a member does it: builds a 2-and-3-of-5 system coupon with one banker, sees the
 * column count (C(4,1) + C(4,2) = 10), the amount and the maximum winnings before playing, plays it, finds it under
 * Hesabım/Kuponlarım, and names it there.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '@shared/format/tr';
import { maxWinnings } from '@shared/rules/coupon-math';
import { DESKTOP_VIEWPORT, useE2e } from './harness';
import { playableEventNames } from './program-rows';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });

const figure = (page: Page, term: string) => page.getByRole('region', { name: 'Kuponum' }).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

describe('system coupon with a banker', () => {
  it('is built, priced, played, found under Hesabım/Kuponlarım and named', async () => {
    const { page } = e2e;
    await page.goto('/iddaa/futbol');
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('mehmet');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Mehmet.1234');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.getByText('5.000,00 TL').first().waitFor();

    await page.getByRole('button', { name: /, oran / }).first().waitFor();
    // The program mounts only the rows in view: pick what is playable, scroll on, until five events are picked.
    const names: string[] = [];
    for (let i = 0; i < 40 && names.length < 5; i++) {
      for (const name of await playableEventNames(page, 2)) {
        if (names.length === 5 || names.includes(name)) continue;
        await page.getByRole('article', { name, exact: true }).getByRole('button', { name: /, oran / }).first().click();
        names.push(name);
      }
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    expect(names).toHaveLength(5);
    const coupon = page.getByRole('region', { name: 'Kuponum' });
    const rows = coupon.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(5);

    const system = coupon.getByRole('group', { name: 'Sistem' });
    expect(await system.getByRole('checkbox').count()).toBe(4);
    await system.getByRole('checkbox', { name: "2'li" }).check();
    await system.getByRole('checkbox', { name: "3'lü" }).check();
    await expect.poll(() => figure(page, 'Kolon Sayısı').textContent()).toBe('20');
    await coupon.getByRole('button', { name: `Banko: ${names[0]}` }).click();
    await expect.poll(() => figure(page, 'Kolon Sayısı').textContent()).toBe('10');

    const misli = coupon.getByLabel('Misli', { exact: true });
    await misli.fill('5');
    await misli.blur();
    await expect.poll(() => figure(page, 'Kupon Tutarı').textContent()).toBe('50,00 TL');
    await expect.poll(() => coupon.getByRole('list', { name: 'Kupon uyarıları' }).count()).toBe(0);

    // The maximum winnings shown are the shared math over the odds the rows show: the banker in every column.
    const odds = await rows.evaluateAll((items) =>
      items.map((li) => Math.round(Number((li.querySelector('.coupon-row__odd')?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100)),
    );
    expect(odds.every((o) => o >= 100)).toBe(true);
    const expected = formatMoney(maxWinnings(odds, 5, [2, 3], [0]));
    await expect.poll(() => figure(page, 'Maks. Kazanç').textContent()).toContain(expected);

    await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();
    const done = page.getByRole('dialog', { name: 'Bilgi' });
    await done.waitFor();
    const couponNo = (await done.textContent())?.match(/\d{8,}/)?.[0];
    expect(couponNo).toBeTruthy();
    await page.getByText('4.950,00 TL').first().waitFor();
    await done.getByRole('button', { name: 'Tamam' }).click();

    await page.getByRole('link', { name: 'Hesabım/Kuponlarım' }).click();
    await page.getByRole('heading', { name: 'Kuponlarım' }).waitFor();
    const card = page.getByRole('article', { name: couponNo! });
    await card.waitFor();
    expect(await card.textContent()).toContain("2'li, 3'lü · 10 Kolon");
    expect(await card.textContent()).toContain('50,00 TL');
    expect(await card.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem').count()).toBe(5);

    await card.getByRole('button', { name: 'Kupon Adı Ver' }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Kupon Adı' });
    await nameDialog.getByRole('button', { name: 'Kaydet' }).click();
    await nameDialog.getByRole('alert').getByText('Lütfen kuponunuza ad veriniz.').waitFor();
    await nameDialog.getByLabel('Kupon adı').fill('Hafta sonu sistemi');
    await nameDialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('article', { name: `Hafta sonu sistemi (${couponNo})` }).waitFor();

    // The name is the server's: it is still there after a reload.
    await page.reload();
    await page.getByRole('article', { name: `Hafta sonu sistemi (${couponNo})` }).waitFor();
  });
});
