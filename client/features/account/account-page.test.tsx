import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { ACCOUNT_API, type AccountInfo } from '@shared/protocol/account-api';
import { CONTACT_VERIFICATION_API as CV, type ContactVerificationRecord } from '@shared/protocol/contact-verification-api';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { contactVerificationSaga } from '../contact-verification/contact-verification.sagas';
import { AccountPage } from './account-page';
import { accountSaga } from './account.sagas';

const INFO: AccountInfo = { Name: 'Ayşe', Surname: 'Yılmaz', Username: 'ayse34', MemberNo: 10000099, MaskedCitizenId: '123******28' };
const RECORD: ContactVerificationRecord = { Type: 0, MobilePhone: '5321234567', MobilePhoneVerified: true, Email: 'ayse@example.com', EmailVerified: false };

let stop: () => void = () => {};
afterEach(() => stop());

const renderPage = () => {
  const updates: unknown[] = [];
  server.use(
    http.get(ACCOUNT_API.info, () => HttpResponse.json(INFO)),
    http.get(CV.get, () => HttpResponse.json(RECORD)),
    http.post(CV.update, async ({ request }) => (updates.push(await request.json()), HttpResponse.json({ Result: 'OK' }))),
  );
  const t = makeTestStore({ sagas: [accountSaga, contactVerificationSaga] });
  stop = t.stop;
  t.store.dispatch(authActions.memberLoaded(memberInfo()));
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[ROUTES.account]}>
        <AccountPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store: t.store, updates };
};

describe('Hesap Bilgilerim', () => {
  it('shows who the member is with the masked citizen ID, the contacts with their state, and the password link', async () => {
    renderPage();
    expect(await screen.findByText('ayse34')).toBeTruthy();
    expect(screen.getByText('Ayşe Yılmaz')).toBeTruthy();
    expect(screen.getByText('123******28')).toBeTruthy();
    expect(await screen.findByText('0(532) xxx xx 67')).toBeTruthy();
    expect(screen.getByText('ayse@example.com')).toBeTruthy();
    expect(screen.getByText('Doğrulandı')).toBeTruthy();
    expect(screen.getByText('Doğrulanmadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Şifre Değiştir' }).getAttribute('href')).toBe(ROUTES.security);
  });

  it('opens the e-mail popup from the page and reports it noticed', async () => {
    const { store, updates } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'E-postayı Doğrula' }));
    await waitFor(() => expect(store.getState().contactVerification).toMatchObject({ popup: 'email', step: 'entry', contact: 'ayse@example.com' }));
    await vi.waitFor(() => expect(updates).toEqual([{ type: '2', isNoticed: true }]));
    const contacts = screen.getByRole('region', { name: 'İletişim Bilgileri' });
    expect(within(contacts).getByRole('button', { name: 'Numarayı Değiştir' })).toBeTruthy();
  });
});
