import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FORGOT_MESSAGES } from '@shared/errors/signup-messages';
import { MEMBERSHIP_API, type ResetPasswordRequest } from '@shared/protocol/membership-api';
import { FORGOT_TEXTS } from '@shared/validation/forgot-password.schema';
import { PHONE_TEXTS } from '@shared/validation/phone';
import { PASSWORD_TEXTS } from '@shared/validation/password.schema';
import { server } from '../../../tests/setup/msw-server';
import { ForgotPasswordPage } from './forgot-password-page';
import { FORGOT_PAGE_TEXTS as T } from './forgot-texts';
import { renderPage } from './membership.test-render';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordPage', () => {
  it('checks the account and contact fields before sending', async () => {
    renderPage(<ForgotPasswordPage />, { url: '/sifremi-unuttum' });
    type(T.phone, '212');
    fireEvent.click(screen.getByRole('button', { name: T.sendCode }));
    expect(await screen.findByText(FORGOT_TEXTS.identifierEmpty)).toBeTruthy();
    expect(screen.getByText(PHONE_TEXTS.length)).toBeTruthy();
  });

  it('asks for a code by e-mail, then sets the new password with it', async () => {
    let reset: ResetPasswordRequest | null = null;
    server.use(
      http.post(MEMBERSHIP_API.forgotPassword, () => HttpResponse.json({ IsSuccess: true, Message: FORGOT_MESSAGES.codeSent })),
      http.post(MEMBERSHIP_API.resetPassword, async ({ request }) => {
        reset = (await request.json()) as ResetPasswordRequest;
        return reset.code === '123456'
          ? HttpResponse.json({ IsSuccess: true, Message: FORGOT_MESSAGES.passwordChanged })
          : HttpResponse.json({ IsSuccess: false, Code: 'CODE_INVALID', Message: FORGOT_MESSAGES.codeWrong }, { status: 422 });
      }),
    );
    renderPage(<ForgotPasswordPage />, { url: '/uye/sifremi-unuttum' });
    type(T.identifier, 'zeynep_k');
    fireEvent.click(screen.getByLabelText(T.byEmail));
    type(T.email, 'zeynep@example.com');
    fireEvent.click(screen.getByRole('button', { name: T.sendCode }));
    expect(await screen.findByText(FORGOT_MESSAGES.codeSent)).toBeTruthy();

    type(T.password, 'kisa');
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(FORGOT_TEXTS.codeInvalid)).toBeTruthy();
    expect(screen.getByText(PASSWORD_TEXTS.tooShort)).toBeTruthy();

    type(T.code, '654321');
    type(T.password, 'Yeni.Sifre1');
    type(T.passwordAgain, 'Yeni.Sifre1');
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(FORGOT_MESSAGES.codeWrong);

    type(T.code, '123456');
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(FORGOT_MESSAGES.passwordChanged)).toBeTruthy();
    expect(reset).toEqual({ identifier: 'zeynep_k', contact: 'zeynep@example.com', code: '123456', password: 'Yeni.Sifre1', passwordAgain: 'Yeni.Sifre1' });
    expect(screen.getByRole('link', { name: T.login }).getAttribute('href')).toBe('/Site/LoginPage?RedirectUrl=%2F');
  });

  it('shows the daily limit', async () => {
    server.use(
      http.post(MEMBERSHIP_API.forgotPassword, () =>
        HttpResponse.json({ IsSuccess: false, Code: 'DAILY_LIMIT', Message: FORGOT_MESSAGES.dailyLimit }, { status: 429 }),
      ),
    );
    renderPage(<ForgotPasswordPage />, { url: '/sifremi-unuttum' });
    type(T.identifier, 'zeynep_k');
    type(T.phone, '5321234567');
    fireEvent.click(screen.getByRole('button', { name: T.sendCode }));
    expect((await screen.findByRole('alert')).textContent).toBe(FORGOT_MESSAGES.dailyLimit);
  });
});
