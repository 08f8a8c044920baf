/**
 * Responsible play as a person uses it: a member opens Hesabım > Sorumlu Oyun, sets a daily loss limit of 60 TL
 * (in force at once), then plays a 100 TL coupon: the edge refuses it and the coupon panel shows the Turkish
 * refusal; the balance stays.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@shared/constants/routes';
import { useE2e } from './harness';
import { couponRows, pickPlayableEvents } from './program-rows';

const e2e = useE2e({ viewport: { width: 1280, height: 2400 } });

describe('Sorumlu Oyun', () => {
  it('a daily loss limit set on the page refuses a play over it, in Turkish', async () => {
    const { page } = e2e;
    await page.goto('/iddaa/futbol');
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.getByText('1.000,00 TL').first().waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Hesabım' }).click();
    await page.getByRole('menu', { name: 'Hesabım menüsü' }).getByRole('menuitem', { name: 'Sorumlu Oyun' }).click();
    await page.waitForURL((u) => u.pathname === ROUTES.responsiblePlay);
    await page.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' }).waitFor();

    const card = page.getByRole('region', { name: 'Günlük kayıp limiti' });
    const amount = card.getByRole('spinbutton', { name: 'Yeni günlük limit (TL)' });
    await amount.fill('60');
    await amount.press('Enter');
    await card.getByRole('button', { name: 'Limiti Kaydet' }).click();
    await card.getByText('Limitiniz kaydedildi ve hemen geçerli oldu.').waitFor();
    await card.getByText('60,00 TL').first().waitFor();

    await page.goto('/iddaa/futbol');
    const names = await pickPlayableEvents(page, 3);
    expect(names).toHaveLength(3);
    const coupon = page.getByRole('region', { name: 'Kuponum' });
    const misli = coupon.getByLabel('Misli', { exact: true });
    await misli.fill('100');
    await misli.blur();
    await coupon.getByText('100,00 TL').first().waitFor();
    await coupon.getByRole('button', { name: 'Hemen Oyna' }).click();

    const refusal = page.getByRole('dialog', { name: 'Hata' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Bu kupon günlük kayıp limitiniz olan 60,00 TL tutarını aşıyor. Bu dönem için kalan limitiniz 60,00 TL.');
    await refusal.getByRole('button', { name: 'Tamam' }).click();
    // Nothing was played: the balance and the coupon stay.
    await page.getByText('1.000,00 TL').first().waitFor();
    expect(await couponRows(coupon).count()).toBe(3);
  });
});
