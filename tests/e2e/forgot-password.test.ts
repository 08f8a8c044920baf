/**
 * Forgot password through the outbox: a member asks for a code by e-mail, ops read it from GET /ops/outbox (no
 * real gateway exists), the member sets a new password with it and logs in with the new password.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@shared/protocol/membership-api';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge: { opsToken: OPS_TOKEN } });

const latestCode = async (to: string): Promise<string> => {
  const res = await fetch(`${e2e.site.url}/ops/outbox`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
  const { Messages } = (await res.json()) as { Messages: OutboxMessage[] };
  const mail = Messages.find((m) => m.to === to);
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
};

describe('forgot password', () => {
  it('sends a code to the e-mail on file, sets the new password with it, and the new password logs in', async () => {
    const { page } = e2e;
    await page.goto('/sifremi-unuttum');
    const section = page.getByRole('region', { name: 'Şifremi Unuttum' });
    await section.getByLabel('Kullanıcı Adı / T.C. Kimlik No / Üye No').fill('mehmet');
    await section.getByLabel('E-posta adresime').check();
    await section.getByLabel('E-posta', { exact: true }).fill('mehmet@example.com');
    await section.getByRole('button', { name: 'Kod Gönder' }).click();
    await section.getByText(/doğrulama kodunuz gönderildi/).waitFor();

    const code = await latestCode('mehmet@example.com');
    expect(code).toMatch(/^\d{6}$/);
    await section.getByLabel('Doğrulama Kodu').fill(code);
    await section.getByLabel('Yeni Şifre', { exact: true }).fill('Yepyeni.Sifre42');
    await section.getByLabel('Yeni Şifre (Tekrar)').fill('Yepyeni.Sifre42');
    await section.getByRole('button', { name: 'Şifremi Güncelle' }).click();
    await section.getByText('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.').waitFor();

    await section.getByRole('link', { name: 'Giriş Yap' }).click();
    const login = page.getByRole('region', { name: 'Üye Girişi', exact: true });
    await login.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill('mehmet');
    await login.getByLabel('Şifre', { exact: true }).fill('Mehmet.1234');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.getByText(/Üyelik bilgileriniz veya şifreniz hatalı/).waitFor();
    await login.getByLabel('Şifre', { exact: true }).fill('Yepyeni.Sifre42');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Mehmet Demir').waitFor();
  });
});
