/**
 * Sign-up to first login, as a person does it: the sign-up form with its input rules (the phone mask, the
 * number-only citizen ID), both agreements ticked, and the new member logged in and greeted by name in the header;
 * then a logout and a login with the new username from the header form.
 */
import { describe, expect, it } from 'vitest';
import { completeTcKimlik } from '@shared/validation/tc-kimlik';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const e2e = useE2e({ viewport: DESKTOP_VIEWPORT });

describe('sign-up', () => {
  it('signs up at /uyelik/uye-ol with a referral link and lands home, logged in, with the name in the header', async () => {
    const { page } = e2e;
    await page.goto('/uyelik/uye-ol?r=davet2026');
    const form = page.getByRole('region', { name: 'Üye Ol' });
    await form.getByLabel('Ad', { exact: true }).fill('Elif');
    await form.getByLabel('Soyad', { exact: true }).fill('Şahin');
    await form.getByLabel('T.C. Kimlik No').pressSequentially(`${completeTcKimlik('456789123')}x`);
    expect(await form.getByLabel('T.C. Kimlik No').inputValue()).toBe(completeTcKimlik('456789123'));
    // The birth date is typed as gg.aa.yyyy: digits only, the mask puts the dots in.
    await form.getByLabel('Doğum Tarihi').pressSequentially('04031992');
    expect(await form.getByLabel('Doğum Tarihi').inputValue()).toBe('04.03.1992');
    await form.getByLabel('Kullanıcı Adı').fill('elif_sahin');
    await form.getByLabel('E-posta').fill('elif.sahin@example.com');
    await form.getByLabel('Cep Telefonu').pressSequentially('05447654321');
    expect(await form.getByLabel('Cep Telefonu').inputValue()).toBe('0(544) 765 43 21');
    await form.getByLabel('Şifre', { exact: true }).fill('Elif.2026x');
    await form.getByLabel('Şifre (Tekrar)').fill('Elif.2026x');

    // Without the agreements the form says what is missing and stays.
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    await form.getByText('Üyelik Sözleşmesini onaylamanız gerekmektedir.').waitFor();
    await form.getByLabel('Üyelik Sözleşmesini okudum ve kabul ediyorum.').check();
    await form.getByLabel(/Kişisel Verilerin Korunması Aydınlatma Metnini okudum/).check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();

    await page.getByText('Elif Şahin').waitFor();
    await page.waitForURL((u) => u.pathname === '/iddaa');
    await page.getByText('Bakiye: 0,00 TL').waitFor();

    // The first login again, by hand, from the header.
    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('ELIF_SAHIN');
    await page.getByLabel('Şifre', { exact: true }).first().fill('Elif.2026x');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    await page.getByText('Elif Şahin').waitFor();
  });
});
