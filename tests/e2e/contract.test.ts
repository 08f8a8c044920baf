/**
 * Contract and consent, as a person does it: a member who has not signed the current contract signs it on the
 * contract page (first without the checkbox, which shows the error) and comes back; a member withdraws the
 * personal-data consent, gives it again in the consent popup, is asked for the contract update first, signs it
 * and then gives the consent.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONSENT_MESSAGES, CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import { COOKIE_MESSAGES } from '@shared/errors/cookie-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });

const login = async (page: Page, username: string, password: string) => {
  await page.goto('/Site/LoginPage?RedirectUrl=%2Fiddaa');
  const main = page.getByRole('main');
  await main.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill(username);
  await main.getByLabel('Şifre', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/Site/LoginPage'));
};

/** Member info as the page's own session sees it. */
const signedContractId = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    const r = await fetch('/Auth/GetMemberInfo', { method: 'POST', headers: { 'Content-Type': 'application/json', RequestVerificationToken: token }, body: '{}' });
    return ((await r.json()) as { SignedContractId: number }).SignedContractId;
  });

const signOnContractPage = async (page: Page) => {
  await page.getByRole('heading', { name: 'Üyelik Sözleşmesi' }).waitFor();
  await page.getByText('Sürüm 2').waitFor();
  const submit = page.getByRole('button', { name: 'Onayla ve Devam Et' });
  await submit.click();
  await page.getByRole('alert').filter({ hasText: CONTRACT_MESSAGES.agreementRequired }).waitFor();
  expect(await submit.isEnabled()).toBe(true);
  await page.getByLabel("Üyelik Sözleşmesi'ni okudum, anladım ve kabul ediyorum.").check();
  await submit.click();
};

describe('contract signing', () => {
  it('a member who has not signed the current contract signs it on the contract page and returns', async () => {
    const { page } = e2e;
    await page.goto('/iddaa');
    await page.getByRole('region', { name: 'Çerez bilgilendirmesi' }).getByText(COOKIE_MESSAGES.bar).waitFor();
    await page.getByRole('button', { name: 'Anladım' }).click();
    await login(page, 'sozlesme', 'Demo.1234');
    expect(await signedContractId(page)).toBe(0);

    await page.goto('/sozlesme?R=%2Fiddaa%2Ffutbol');
    await signOnContractPage(page);
    await page.waitForURL((u) => u.pathname === '/iddaa/futbol');
    expect(await signedContractId(page)).toBe(3);
    // The cookie bar stays closed, and the current contract signed means no update bar.
    expect(await page.getByRole('region', { name: 'Çerez bilgilendirmesi' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Sözleşme güncellemesi' }).count()).toBe(0);
  });
});

describe('personal-data consent', () => {
  it('withdraws consent, is asked for the contract update in the consent popup, signs it and gives consent', async () => {
    const { page } = e2e;
    await page.context().clearCookies();
    await login(page, 'demo', 'Demo.1234');
    await page.getByRole('region', { name: 'Sözleşme güncellemesi' }).waitFor();

    await page.goto('/hesabim/iletisim-izinleri');
    await page.getByRole('button', { name: 'Açık Rızamı Geri Al' }).click();
    const confirm = page.getByRole('dialog', { name: CONSENT_MESSAGES.cancelTitle });
    await confirm.getByText(CONSENT_MESSAGES.cancelQuestion).waitFor();
    await confirm.getByRole('button', { name: 'Tamam' }).click();
    await page.getByText(CONSENT_MESSAGES.cancelled).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Tamam' }).click();

    await page.getByRole('button', { name: 'Açık Rıza Ver' }).click();
    const popup = page.getByRole('dialog', { name: CONSENT_MESSAGES.popupTitle });
    const proceed = popup.getByRole('button', { name: 'Devam Et' });
    expect(await proceed.isDisabled()).toBe(true);
    await popup.getByLabel("Kişisel Verilerin Korunması Aydınlatma Metni'ni okudum ve anladım.").check();
    expect(await proceed.isDisabled()).toBe(true);
    await popup.getByLabel('Kişisel verilerimin Aydınlatma Metni kapsamında işlenmesine açık rıza veriyorum.').check();
    await proceed.click();
    await popup.getByRole('alert').filter({ hasText: MESSAGES.contractUpdateRequired }).waitFor();
    await popup.getByRole('link', { name: 'Sözleşmeyi Onayla' }).click();

    await signOnContractPage(page);
    await page.waitForURL((u) => u.pathname === '/hesabim/iletisim-izinleri');
    await page.getByRole('button', { name: 'Açık Rıza Ver' }).click();
    await popup.getByLabel("Kişisel Verilerin Korunması Aydınlatma Metni'ni okudum ve anladım.").check();
    await popup.getByLabel('Kişisel verilerimin Aydınlatma Metni kapsamında işlenmesine açık rıza veriyorum.').check();
    await popup.getByRole('button', { name: 'Devam Et' }).click();
    await page.getByText('Kişisel verilerinizin işlenmesine açık rıza verdiniz.').waitFor();
    expect(await popup.count()).toBe(0);
  });
});
