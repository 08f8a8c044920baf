import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { SECURITY_API, type ProfessionsAnswer } from '@shared/protocol/security-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { ProfessionPage } from './profession-page';
import { professionSaga } from './profession.sagas';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

const LIST: ProfessionsAnswer = {
  Professions: [
    { Id: 5, Name: 'Doktor' },
    { Id: 15, Name: 'Öğretmen' },
  ],
  SelectedId: null,
};

const renderAt = (url: string) => {
  const navigate = vi.fn<NavigateFn>();
  stops.push(registerNavigate(navigate));
  const t = makeTestStore({ sagas: [professionSaga] });
  stops.push(t.stop);
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[url]}>
        <ProfessionPage />
      </MemoryRouter>
    </Provider>,
  );
  return { navigate };
};

describe('ProfessionPage', () => {
  it('lists the professions, saves the chosen one and goes on to R', async () => {
    let body: unknown = null;
    server.use(
      http.get(SECURITY_API.professions, () => HttpResponse.json(LIST)),
      http.post(SECURITY_API.saveProfession, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ IsSuccess: true });
      }),
    );
    const { navigate } = renderAt('/meslek-bilginiz?R=%2Fkupondas');
    await screen.findByRole('option', { name: 'Öğretmen' });
    fireEvent.change(screen.getByLabelText(ACCOUNT_MESSAGES.professionLabel), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.professionSubmit }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kupondas', { replace: true }));
    expect(body).toEqual({ professionId: 15 });
  });

  it('asks for a choice before saving, and shows a refusal', async () => {
    const saves = vi.fn();
    server.use(
      http.get(SECURITY_API.professions, () => HttpResponse.json(LIST)),
      http.post(SECURITY_API.saveProfession, () => {
        saves();
        return HttpResponse.json({ IsSuccess: false, Code: 'BAD_REQUEST', Message: ACCOUNT_MESSAGES.unknownProfession }, { status: 400 });
      }),
    );
    const { navigate } = renderAt('/meslek-bilginiz?R=https%3A%2F%2Fevil.example');
    await screen.findByRole('option', { name: 'Doktor' });
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.professionSubmit }));
    expect(await screen.findByText(MESSAGES.selectProfession)).toBeTruthy();
    expect(saves).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(ACCOUNT_MESSAGES.professionLabel), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.professionSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.unknownProfession);
    expect(navigate).not.toHaveBeenCalled();
  });
});
