/**
 * The captcha login as a person abroad sees it (CAPTCHA_FORCE=foreign makes the local browser foreign): the
 * header login sends them to the captcha login page, which shows a server-drawn image with "Yenile"; with the
 * code of the image the login goes through and returns to where they were. The edge is given the image texts
 * (startEdge's captchaText), since a test cannot read the picture.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const texts = ['HJKMN', 'PRTUV', 'ACDEF', 'WXY34'];
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge: { captchaForce: 'foreign', captchaText: () => texts.shift() ?? 'ACDEF' } });

describe('captcha login (foreign address)', () => {
  it('goes from the header login to the captcha page, shows the image, and logs in with its code', async () => {
    const { page } = e2e;
    await page.goto('/iddaa');
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();

    await page.waitForURL(/\/Site\/LoginCaptcha\?RedirectUrl=%2Fiddaa/);
    const main = page.getByRole('region', { name: CAPTCHA_TEXTS.loginHeading });
    const image = main.getByRole('img', { name: CAPTCHA_TEXTS.imageAlt });
    await image.waitFor();
    const size = () => image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]);
    await expect.poll(size).toEqual([true, 160, 56]);
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    // "Yenile" draws another image (the edge's next text).
    await main.getByRole('button', { name: CAPTCHA_TEXTS.refresh }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);

    await main.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill('demo');
    await main.getByLabel('Şifre', { exact: true }).fill('Demo.1234');
    // A wrong code: the server's message, and a new image (the old one is used up).
    const second = await image.getAttribute('src');
    await main.getByLabel('Güvenlik Kodu').fill('XXXXX');
    await main.getByRole('button', { name: 'Giriş Yap' }).click();
    await main.getByRole('alert').filter({ hasText: CAPTCHA_TEXTS.wrongCode }).waitFor();
    await expect.poll(() => image.getAttribute('src')).not.toBe(second);

    // The third image's text, typed in lower case.
    await main.getByLabel('Şifre', { exact: true }).fill('Demo.1234');
    await main.getByLabel('Güvenlik Kodu').fill('acdef');
    await main.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/iddaa$/);
    await page.getByText('1.000,00 TL').first().waitFor();
  });
});
