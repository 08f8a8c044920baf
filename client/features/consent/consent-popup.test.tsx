import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { CONTRACT_API, type ConsentPayload } from '@shared/protocol/contract-api';
import { server } from '../../../tests/setup/msw-server';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { ConsentPopup } from './consent-popup';
import { CONSENT_POPUP_TEXTS as T } from './consent-texts';
import { consentSaga } from './consent.sagas';
import { consentActions } from './consent.slice';

const logged: string[] = [];
const renderPopup = (member = true) => {
  sessionStorage.clear();
  server.use(
    http.post(CONTRACT_API.kvkPopupLog, async ({ request }) => {
      logged.push(((await request.json()) as { popupPage: string }).popupPage);
      return HttpResponse.json({ IsSuccess: true });
    }),
  );
  const t = makeTestStore({ sagas: [consentSaga] });
  if (member) t.store.dispatch(authActions.memberLoaded(memberInfo({ KvkAllowed: true })));
  else t.store.dispatch(authActions.visitorConfirmed());
  render(
    <Provider store={t.store}>
      <MemoryRouter>
        <ConsentPopup />
      </MemoryRouter>
    </Provider>,
  );
  t.store.dispatch(consentActions.popupRequested({ popupPage: 'kvk-popup' }));
  return t;
};
const proceed = () => screen.getByRole('button', { name: T.proceed }) as HTMLButtonElement;

describe('ConsentPopup', () => {
  it('enables "Devam Et" only when both required boxes are ticked; logs the popup', async () => {
    logged.length = 0;
    renderPopup();
    await screen.findByRole('dialog');
    expect(proceed().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(T.read));
    expect(proceed().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(T.contact));
    expect(proceed().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(T.consent));
    expect(proceed().disabled).toBe(false);
    fireEvent.click(screen.getByLabelText(T.read));
    expect(proceed().disabled).toBe(true);
    await waitFor(() => expect(logged).toEqual(['kvk-popup']));
  });

  it('saves the consent, updates the member and closes', async () => {
    let body: ConsentPayload | null = null;
    server.use(
      http.post(CONTRACT_API.saveConsentV2, async ({ request }) => {
        body = (await request.json()) as ConsentPayload;
        return HttpResponse.json({ Message: 'success' });
      }),
    );
    const { store } = renderPopup();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText(T.read));
    fireEvent.click(screen.getByLabelText(T.consent));
    fireEvent.click(proceed());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({ allowContact: false, personalDataProtection: true, popupPage: 'kvk-popup' });
    expect(store.getState().auth.member).toMatchObject({ KvkAllowed: true, AllowContact: false });
  });

  it('shows the contract-update message with a link to the contract page', async () => {
    server.use(http.post(CONTRACT_API.saveConsentV2, () => HttpResponse.json({ Message: MESSAGES.contractUpdateRequired, RedirectUrl: '/sozlesme' })));
    renderPopup();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText(T.read));
    fireEvent.click(screen.getByLabelText(T.consent));
    fireEvent.click(proceed());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.contractUpdateRequired);
    expect(screen.getByRole('link', { name: T.goContract }).getAttribute('href')).toMatch(/^\/sozlesme\?R=/);
  });

  it('shows the catalogue failure text when the save fails', async () => {
    server.use(http.post(CONTRACT_API.saveConsentV2, () => HttpResponse.json({ IsSuccess: false, Code: 'INTERNAL', Message: 'x' }, { status: 500 })));
    renderPopup();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText(T.read));
    fireEvent.click(screen.getByLabelText(T.consent));
    fireEvent.click(proceed());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.consentSaveFailed);
  });

  it('asks a visitor to log in first', async () => {
    const { store } = renderPopup(false);
    await waitFor(() => expect(store.getState().auth.pendingAction).toEqual(consentActions.popupRequested({ popupPage: 'kvk-popup' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('consent popup and the KvkRequired error popup', () => {
  it('closes a KvkRequired error popup already shown when the consent popup opens (it asks the same thing)', async () => {
    server.use(http.post(CONTRACT_API.kvkPopupLog, () => HttpResponse.json({ IsSuccess: true })));
    sessionStorage.clear();
    const t = makeTestStore({ sagas: [consentSaga] });
    t.store.dispatch(authActions.memberLoaded(memberInfo({ KvkAllowed: true })));
    t.store.dispatch(dialogsActions.opened({ kind: 'info', message: ACCOUNT_MESSAGES.kvkRequired, messageType: MESSAGE_TYPE.error }));
    t.store.dispatch(dialogsActions.opened({ kind: 'info', message: 'Başka bir uyarı', messageType: MESSAGE_TYPE.warning }));
    t.store.dispatch(consentActions.popupRequested({ popupPage: 'kvk-popup' }));
    await waitFor(() => expect(t.store.getState().consent.popupOpen).toBe(true));
    expect(t.store.getState().dialogs.stack.map((d) => d.message)).toEqual(['Başka bir uyarı']);
    t.stop();
  });
});
