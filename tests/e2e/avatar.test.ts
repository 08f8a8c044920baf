/**
 * The avatar as a member and an ops moderator see it: on Hesabım → Hesap Bilgilerim the member picks a photo, moves
 * and zooms it in the cropper (keyboard and the slider), saves the square, reads that others see it after approval
 * and sees it waiting. On /ops/avatarlar a moderator enters the ops key, takes the next waiting picture and approves
 * it; the member's header then shows the approved picture.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AVATAR_TEXTS } from '@shared/constants/avatar';
import { ROUTES } from '@shared/constants/routes';
import { ARTIFACTS_DIR, DESKTOP_VIEWPORT, useE2e } from './harness';

const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge: { opsToken: OPS_TOKEN } });

const login = async (page: Page, username: string, password: string) => {
  await page.goto('/Site/LoginPage?RedirectUrl=%2Fiddaa');
  const main = page.getByRole('main');
  await main.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill(username);
  await main.getByLabel('Şifre', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/Site/LoginPage'));
};

/** axe's critical and serious WCAG 2.1 A/AA findings on the page as it is (rule and selectors). */
const axeFindings = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.map(String).join(' ')}`));
};

/** A 1200x800 photo-like JPEG: a gradient with a disc, so the crop has something to cut. */
const photo = async (): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#0a6"/><stop offset="1" stop-color="#fc0"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="250" fill="#c22"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
};

describe('avatar', () => {
  it('crops and uploads a photo, an ops moderator approves it, the header shows it', async () => {
    const { page, browser } = e2e;
    await login(page, 'mehmet', 'Mehmet.1234');
    await page.goto(ROUTES.account);
    const block = page.getByRole('region', { name: 'Profil Resmi' });
    await block.getByText('Henüz bir profil resminiz yok.').waitFor();
    await block.getByRole('button', { name: 'Profil Resmi Yükle' }).click();

    const modal = page.getByRole('dialog', { name: 'Profil Resmi' });
    await modal.waitFor();
    await modal.getByTestId('avatar-file').setInputFiles({ name: 'tatil.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const save = modal.getByRole('button', { name: 'Kaydet' });
    await expect.poll(() => save.isEnabled(), { timeout: 10_000 }).toBe(true);
    const area = modal.getByRole('application', { name: 'Kırpma alanı' });
    await area.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    const zoom = modal.getByLabel('Yakınlaştırma');
    // The '+' key zoomed in by one slider step (the slider divides by 20).
    await expect.poll(() => zoom.inputValue()).toBe('21');
    await zoom.fill('40');
    await browser.screenshot('avatar-modal-cropping');
    // The cropper and the slider fit the dialog: nothing scrolls sideways.
    expect(await modal.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    await save.click();

    const info = page.getByRole('dialog', { name: 'Bilgi' });
    await info.getByText(AVATAR_TEXTS.uploaded).waitFor();
    await info.getByRole('button', { name: 'Tamam' }).click();
    await block.getByText('Onay bekliyor').waitFor();
    expect(await page.getByTestId('header-avatar').count()).toBe(0);

    const ops = await browser.context.newPage();
    await ops.goto('/ops/avatarlar');
    await ops.getByLabel('Erişim anahtarı').fill(OPS_TOKEN);
    await ops.getByLabel('Adınız').fill('Ayşe');
    await ops.getByRole('button', { name: 'Devam Et' }).click();
    await ops.getByRole('heading', { name: 'Bekleyen resimler (1)' }).waitFor();
    await ops.getByRole('button', { name: 'Sıradakini İncele' }).click();
    const picture = ops.getByRole('img', { name: 'mehmet adlı üyenin yüklediği profil resmi' });
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await ops.screenshot({ path: join(ARTIFACTS_DIR, `avatar-moderation-${Date.now()}.png`) });
    expect(await axeFindings(ops)).toEqual([]);
    await ops.getByRole('button', { name: 'Onayla' }).click();
    await ops.getByRole('status').getByText('Resim onaylandı.').waitFor();
    await ops.getByRole('heading', { name: 'Bekleyen resimler (0)' }).waitFor();
    await ops.close();

    await page.reload();
    const header = page.getByTestId('header-avatar');
    await header.waitFor();
    await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await block.getByText('Onaylandı').waitFor();
    await browser.screenshot('avatar-header');
    expect(browser.errors).toEqual([]);
  });
});
