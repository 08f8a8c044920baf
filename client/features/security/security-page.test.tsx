import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { SECURITY_API } from '@shared/protocol/security-api';
import { PASSWORD_TEXTS } from '@shared/validation/password.schema';
import { server } from '../../../tests/setup/msw-server';
import { getAntiForgeryToken } from '../../platform/api/api-client';
import { returnPathOf } from '../../lib/return-path';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { SecurityPage } from './security-page';
import { securitySaga } from './security.sagas';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

const renderAt = (url: string) => {
  const navigate = vi.fn<NavigateFn>();
  stops.push(registerNavigate(navigate));
  const t = makeTestStore({ sagas: [securitySaga] });
  stops.push(t.stop);
  t.store.dispatch(authActions.memberLoaded(memberInfo({ NickName: 'sifre', IsPasswordChanged: false })));
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[url]}>
        <SecurityPage />
      </MemoryRouter>
    </Provider>,
  );
  return { navigate, store: t.store };
};

const fill = (current: string, next: string, again = next) => {
  fireEvent.change(screen.getByLabelText(PASSWORD_TEXTS.currentLabel), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(PASSWORD_TEXTS.newLabel), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(PASSWORD_TEXTS.againLabel), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.securitySubmit }));
};

describe('SecurityPage', () => {
  it('marks empty fields and breaks of the password rules, sending nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(SECURITY_API.changePassword, () => (sent(), HttpResponse.json({}))));
    renderAt('/Security/Security?R=%2Fiddaa');
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.securitySubmit }));
    expect(await screen.findByText(PASSWORD_TEXTS.currentRequired)).toBeTruthy();
    expect(screen.getByText(PASSWORD_TEXTS.newRequired)).toBeTruthy();
    fill('Demo.1234', 'Benim.Sifre1');
    expect(await screen.findByText(PASSWORD_TEXTS.containsUsername)).toBeTruthy();
    fill('Demo.1234', 'kisa1');
    expect(await screen.findByText(PASSWORD_TEXTS.tooShort)).toBeTruthy();
    fill('Demo.1234', 'Yepyeni.2024', 'Yepyeni.2025');
    expect(await screen.findByText(PASSWORD_TEXTS.mismatch)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the change, takes the rotated token and goes on to R', async () => {
    let body: unknown = null;
    server.use(
      http.post(SECURITY_API.changePassword, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ IsSuccess: true, Message: ACCOUNT_MESSAGES.passwordChanged, Token: 'yeni-token' });
      }),
    );
    const { navigate, store } = renderAt('/Security/Security?R=%2Fiddaa%2Ffutbol%3Fcode%3D1');
    fill('Demo.1234', 'Yepyeni.2024');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/iddaa/futbol?code=1', { replace: true }));
    expect(body).toEqual({ currentPassword: 'Demo.1234', newPassword: 'Yepyeni.2024', newPasswordAgain: 'Yepyeni.2024' });
    expect(getAntiForgeryToken()).toBe('yeni-token');
    expect(store.getState().auth.member?.IsPasswordChanged).toBe(true);
  });

  it("shows the server's refusal and stays", async () => {
    server.use(
      http.post(SECURITY_API.changePassword, () =>
        HttpResponse.json({ IsSuccess: false, Code: 'WRONG_CURRENT_PASSWORD', Message: ACCOUNT_MESSAGES.wrongCurrentPassword }),
      ),
    );
    const { navigate } = renderAt('/Security/Security?R=%2F');
    fill('Yanlis.1234', 'Yepyeni.2024');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('returnPathOf', () => {
  it('keeps same-origin paths only, never a forced page', () => {
    expect(returnPathOf('/iddaa/futbol?code=1#x')).toBe('/iddaa/futbol?code=1#x');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil', 'javascript:alert(1)', '', null, '/Security/Security', '/meslek-bilginiz?R=/']) {
      expect(returnPathOf(bad)).toBe('/');
    }
  });
});
