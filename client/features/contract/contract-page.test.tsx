import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Saga } from 'redux-saga';
import { take } from 'redux-saga/effects';
import type { ContractSignPayload } from '@shared/protocol/contract-api';
import { CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { ContractPage } from './contract-page';
import { CONTRACT_PAGE_TEXTS } from './contract-texts';
import { contractActions } from './contract.slice';

const CONTRACT = { Id: 3, Version: 2, Title: 'Üyelik Sözleşmesi', Body: '1. Taraflar.\n\n2. Konu.' };

const KVK = { Id: 4, Version: 1, Title: 'KVK Aydınlatma Metni', Body: 'Kişisel verileriniz işlenir.' };

const renderPage = (url: string, member = true, sagas: Saga[] = [], kvkText: typeof KVK | null = null) => {
  const t = makeTestStore({ sagas });
  t.store.dispatch(member ? authActions.memberLoaded(memberInfo()) : authActions.visitorConfirmed());
  t.store.dispatch(contractActions.currentLoaded({ contract: CONTRACT, kvkText }));
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[url]}>
        <ContractPage />
      </MemoryRouter>
    </Provider>,
  );
  return t;
};
const submit = () => screen.getByRole('button', { name: CONTRACT_PAGE_TEXTS.submit });

describe('ContractPage', () => {
  it('folds the KVK text under the contract', () => {
    renderPage('/sozlesme', true, [], KVK);
    const folded = screen.getByText('KVK Aydınlatma Metni', { selector: 'summary span' }).closest('details') as HTMLDetailsElement;
    expect(folded.open).toBe(false);
  });

  it('opens the KVK text when the address asks for it (#kvk)', () => {
    renderPage('/sozlesme#kvk', true, [], KVK);
    const opened = screen.getByText('KVK Aydınlatma Metni', { selector: 'summary span' }).closest('details') as HTMLDetailsElement;
    expect(opened.id).toBe('kvk');
    expect(opened.open).toBe(true);
  });

  it('shows the contract text as paragraphs under its title and version', () => {
    renderPage('/sozlesme?R=%2Fiddaa');
    expect(screen.getByRole('heading', { name: 'Üyelik Sözleşmesi' })).toBeTruthy();
    expect(screen.getByText('Sürüm 2')).toBeTruthy();
    expect(screen.getByText('2. Konu.')).toBeTruthy();
  });

  it('without the agreement checkbox shows the error block, keeps the button enabled and sends nothing', async () => {
    const { actions } = renderPage('/sozlesme?R=%2Fiddaa');
    fireEvent.click(submit());
    await screen.findByText(CONTRACT_MESSAGES.agreementRequired);
    expect(screen.getByRole('alert').textContent).toBe(CONTRACT_MESSAGES.agreementRequired);
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect(actions).not.toContain(contractActions.signRequested.type);
  });

  it('with the checkbox sends the spec payload with the checked return URL', async () => {
    const sent: ContractSignPayload[] = [];
    const { store } = renderPage('/Contract/Index?R=https%3A%2F%2Fevil.example%2F', true, [
      function* () {
        const a: ReturnType<typeof contractActions.signRequested> = yield take(contractActions.signRequested.type);
        sent.push(a.payload);
      },
    ]);
    fireEvent.click(screen.getByLabelText(CONTRACT_PAGE_TEXTS.agreement));
    fireEvent.click(screen.getByLabelText(CONTRACT_PAGE_TEXTS.spd));
    fireEvent.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ hdnCid: 3, hdnReturnUrl: '/', checkKVK: false, checkSPD: true, chkV5: true });
    expect(store.getState().contract.signing).toBe(true);
    expect(screen.queryByText(CONTRACT_MESSAGES.agreementRequired)).toBeNull();
  });

  it('asks a visitor to log in, keeping the sign to send afterwards', async () => {
    const { store } = renderPage('/sozlesme?R=%2Fiddaa%2Ffutbol', false);
    expect(screen.getByText(CONTRACT_PAGE_TEXTS.visitorHint)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(CONTRACT_PAGE_TEXTS.agreement));
    fireEvent.click(submit());
    await waitFor(() => expect(store.getState().auth.pendingAction).not.toBeNull());
    expect(store.getState().auth.pendingAction).toEqual(
      contractActions.signRequested({ hdnCid: 3, hdnReturnUrl: '/iddaa/futbol', checkKVK: false, checkSPD: false, chkV5: true }),
    );
  });
});
