/**
 * Contact verification as a member sees it. `dogrula` is asked by the server to verify the phone: after login the
 * home page opens the phone popup with the number on file; the code comes from the outbox (GET /ops/outbox, no SMS
 * gateway exists). The browser's clock and the edge's are moved 3 minutes on: the code field and Devam are
 * disabled with the expiry text; 'Tekrar Gönder' clears it and the new code verifies the phone. Then Hesabım →
 * Hesap Bilgilerim shows the phone verified, and the e-mail is verified with a clicked domain suggestion.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTACT_VERIFICATION_MESSAGES as M } from '@shared/errors/contact-verification-messages';
import { ROUTES } from '@shared/constants/routes';
import type { OutboxMessage } from '@shared/protocol/membership-api';
import { DESKTOP_VIEWPORT, useE2e } from './harness';

const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
let offset = 0;
const e2e = useE2e({ viewport: DESKTOP_VIEWPORT, edge: { opsToken: OPS_TOKEN, now: () => Date.now() + offset } });
const THREE_MINUTES_ON = 181_000;

const latestCode = async (to: string): Promise<string> => {
  const res = await fetch(`${e2e.site.url}/ops/outbox`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
  const { Messages } = (await res.json()) as { Messages: OutboxMessage[] };
  return /\b(\d{6})\b/.exec(Messages.find((m) => m.to === to)?.body ?? '')?.[1] ?? '';
};

const login = async (page: Page, username: string, password: string) => {
  await page.goto('/Site/LoginPage?RedirectUrl=%2Fiddaa');
  const main = page.getByRole('main');
  await main.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill(username);
  await main.getByLabel('Şifre', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/Site/LoginPage'));
};

const closeResult = async (page: Page, text: string) => {
  const result = page.getByRole('dialog', { name: 'Bilgi' });
  await result.getByText(text).waitFor();
  await result.getByRole('button', { name: 'Tamam' }).click();
};

describe('contact verification', () => {
  it('the server asks on the home page: the phone popup, an expired code, a resent code verifies the phone', async () => {
    const { page } = e2e;
    await page.clock.install();
    await login(page, 'dogrula', 'Demo.1234');

    const popup = page.getByRole('dialog', { name: 'Cep Telefonu Doğrulama' });
    await popup.waitFor();
    expect(await popup.getByLabel('Cep Telefonu').inputValue()).toBe('0(532) 111 00 25');
    await popup.getByRole('button', { name: 'Kod Gönder' }).click();
    await popup.getByText('Kalan süre').waitFor();
    expect(await latestCode('05321110025')).toMatch(/^\d{6}$/);

    offset += THREE_MINUTES_ON;
    await page.clock.fastForward(THREE_MINUTES_ON);
    await popup.getByText(M.expired).waitFor();
    expect(await popup.getByLabel('Aktivasyon Kodu').isDisabled()).toBe(true);
    expect(await popup.getByRole('button', { name: 'Devam' }).isDisabled()).toBe(true);
    expect(await popup.locator('.contact-verify__timer').textContent()).toBe('00:00');

    await popup.getByRole('button', { name: 'Tekrar Gönder' }).click();
    await popup.getByText('03:00').or(popup.getByText('02:59')).first().waitFor();
    expect(await popup.getByText(M.expired).count()).toBe(0);
    const code = await latestCode('05321110025');
    await popup.getByLabel('Aktivasyon Kodu').fill(code);
    await popup.getByRole('button', { name: 'Devam' }).click();
    await closeResult(page, M.phoneVerified);
    expect(await popup.count()).toBe(0);
  });

  it('Hesabım → Hesap Bilgilerim shows the verified phone; the e-mail is verified with a clicked domain suggestion', async () => {
    const { page } = e2e;
    await page.getByRole('banner').getByRole('button', { name: 'Hesabım' }).click();
    await page.getByRole('menu', { name: 'Hesabım menüsü' }).getByRole('menuitem', { name: 'Hesap Bilgilerim' }).click();
    await page.waitForURL((u) => u.pathname === ROUTES.account);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Hesap Bilgilerim' }).waitFor();
    await main.getByText('dogrula', { exact: true }).waitFor();
    await main.getByText('0(532) xxx xx 25').waitFor();
    expect(await main.getByText('Doğrulandı', { exact: true }).count()).toBe(1);

    await main.getByRole('button', { name: 'E-postayı Doğrula' }).click();
    const popup = page.getByRole('dialog', { name: 'E-posta Doğrulama' });
    const field = popup.getByLabel('E-posta Adresi');
    await field.fill('dogrula.yeni@gm');
    await popup.getByRole('button', { name: 'dogrula.yeni@gmail.com' }).click();
    expect(await field.inputValue()).toBe('dogrula.yeni@gmail.com');
    await popup.getByRole('button', { name: 'Kod Gönder' }).click();
    await popup.getByText(/dogrula\.yeni@gmail\.com adresine gönderilen/).waitFor();
    await popup.getByLabel('Aktivasyon Kodu').fill(await latestCode('dogrula.yeni@gmail.com'));
    await popup.getByRole('button', { name: 'Devam' }).click();
    await closeResult(page, M.emailVerified);
    await main.getByText('dogrula.yeni@gmail.com').waitFor();
    expect(await main.getByText('Doğrulandı', { exact: true }).count()).toBe(2);
  });
});
