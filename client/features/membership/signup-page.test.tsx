import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SIGNUP_MESSAGES } from '@shared/errors/signup-messages';
import { MEMBERSHIP_API, type RegisterRequest } from '@shared/protocol/membership-api';
import { EMAIL_TEXTS } from '@shared/validation/email';
import { PHONE_TEXTS } from '@shared/validation/phone';
import { SIGNUP_TEXTS } from '@shared/validation/signup.schema';
import { completeTcKimlik } from '@shared/validation/tc-kimlik';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { renderPage } from './membership.test-render';
import { SignupPage } from './signup-page';
import { SIGNUP_PAGE_TEXTS as T } from './signup-texts';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const fillValid = () => {
  type(T.name, 'Zeynep');
  type(T.surname, 'Kaya');
  type(T.citizenId, completeTcKimlik('123456780'));
  type(T.birthDate, '1990-05-17');
  type(T.username, 'zeynep_k');
  type(T.email, 'zeynep@example.com');
  type(T.mobilePhone, '5321234567');
  type(T.password, 'Guclu.Sifre1');
  type(T.passwordAgain, 'Guclu.Sifre1');
  fireEvent.click(screen.getByLabelText(T.acceptContract));
  fireEvent.click(screen.getByLabelText(T.acceptKvk));
};

describe('SignupPage', () => {
  it('marks broken fields with the shared schema texts and sends nothing', async () => {
    renderPage(<SignupPage />, { url: '/uye-ol' });
    type(T.email, 'ben@iddaa.com');
    type(T.mobilePhone, '212');
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(SIGNUP_TEXTS.nameEmpty)).toBeTruthy();
    expect(screen.getByText(EMAIL_TEXTS.ownDomain['iddaa.com'])).toBeTruthy();
    expect(screen.getByText(PHONE_TEXTS.length)).toBeTruthy();
    expect(screen.getByText(SIGNUP_TEXTS.contractRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_TEXTS.kvkRequired)).toBeTruthy();
    expect(field(T.name).getAttribute('aria-invalid')).toBe('true');
  });

  it('applies the input rules: masked phone, digits-only citizen ID, no < = > in names', () => {
    renderPage(<SignupPage />, { url: '/uye-ol' });
    type(T.mobilePhone, '05321234567');
    expect(field(T.mobilePhone).value).toBe('0(532) 123 45 67');
    type(T.citizenId, '12ab34');
    expect(field(T.citizenId).value).toBe('1234');
    type(T.name, 'Ali<b>');
    expect(field(T.name).value).toBe('Alib');
  });

  it('registers with the referral link, then logs in with the same credentials', async () => {
    let sent: RegisterRequest | null = null;
    server.use(
      http.post(MEMBERSHIP_API.register, async ({ request }) => {
        sent = (await request.json()) as RegisterRequest;
        return HttpResponse.json({ IsSuccess: true, MemberNo: 20000001, Message: SIGNUP_MESSAGES.registered });
      }),
    );
    const { actions, store } = renderPage(<SignupPage />, { url: '/uyelik/uye-ol?r=davet42' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(SIGNUP_MESSAGES.registered)).toBeTruthy();
    expect(sent).toMatchObject({ username: 'zeynep_k', mobilePhone: '0(532) 123 45 67', referral: 'davet42', acceptContract: true, acceptKvk: true });
    await waitFor(() => expect(actions).toContain(authActions.loginRequested.type));
    expect(store.getState().auth.form).toMatchObject({ origin: 'page', submitting: true });
  });

  it('shows the server refusal of a taken username', async () => {
    server.use(
      http.post(MEMBERSHIP_API.register, () =>
        HttpResponse.json({ IsSuccess: false, Code: 'USERNAME_TAKEN', Message: SIGNUP_MESSAGES.usernameTaken }, { status: 409 }),
      ),
    );
    const { actions } = renderPage(<SignupPage />, { url: '/uye-ol' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGNUP_MESSAGES.usernameTaken);
    expect(actions).not.toContain(authActions.loginRequested.type);
  });
});
