import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { CONTRACT_NOTICE_FLAG_ID } from '@shared/constants/business';
import { CONTRACT_API } from '@shared/protocol/contract-api';
import { server } from '../../../tests/setup/msw-server';
import { readCookie } from '../../lib/cookies';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { ContractUpdateBar } from './contract-update-bar';
import { UPDATE_BAR_TEXTS } from './contract-texts';
import { contractSaga } from './contract.sagas';
import { contractActions, selectShowsContractNotice } from './contract.slice';

const CURRENT = { Id: 3, Version: 2, Title: 'Üyelik Sözleşmesi', Body: 'Metin' };

const renderBar = (signed: number, dismissed = 0, path = '/iddaa/futbol') => {
  document.cookie = 'DismissedContractId=; Max-Age=0; Path=/';
  server.use(http.get(CONTRACT_API.current, () => HttpResponse.json({ Contract: CURRENT, KvkText: null })));
  const t = makeTestStore({ sagas: [contractSaga] });
  t.store.dispatch(contractActions.dismissedRead(dismissed));
  t.store.dispatch(authActions.memberLoaded(memberInfo({ SignedContractId: signed })));
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[path]}>
        <ContractUpdateBar />
      </MemoryRouter>
    </Provider>,
  );
  return t;
};

describe('ContractUpdateBar', () => {
  it('shows when the signed id is below the current one and above the dismissed one, with flag id 5', async () => {
    renderBar(1);
    const bar = await screen.findByRole('region', { name: UPDATE_BAR_TEXTS.region });
    expect(bar.getAttribute('data-notice-flag')).toBe(String(CONTRACT_NOTICE_FLAG_ID));
    expect(screen.getByRole('link', { name: UPDATE_BAR_TEXTS.read }).getAttribute('href')).toBe('/sozlesme?R=%2Fiddaa%2Ffutbol');
  });

  it.each(['/Security/Security?R=%2F', '/meslek-bilginiz/', '/sozlesme'])('stays hidden on the forced page %s', async (path) => {
    const a = renderBar(1, 0, path);
    await waitFor(() => expect(a.store.getState().contract.status).toBe('loaded'));
    expect(selectShowsContractNotice(a.store.getState())).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays hidden for the current signature and for a dismissal at the signed id', async () => {
    const a = renderBar(3);
    await waitFor(() => expect(a.store.getState().contract.status).toBe('loaded'));
    expect(selectShowsContractNotice(a.store.getState())).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays hidden once dismissed at the signed id', async () => {
    const a = renderBar(1, 1);
    await waitFor(() => expect(a.store.getState().contract.status).toBe('loaded'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closing writes the dismissed-contract cookie with the signed id and hides the bar', async () => {
    const { store } = renderBar(1);
    fireEvent.click(await screen.findByRole('button', { name: UPDATE_BAR_TEXTS.close }));
    await waitFor(() => expect(readCookie('DismissedContractId')).toBe('1'));
    expect(store.getState().contract.dismissedId).toBe(1);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('accepting posts the current id and the member then has it signed', async () => {
    let asked = '';
    server.use(
      http.post(CONTRACT_API.accept, ({ request }) => {
        asked = new URL(request.url).searchParams.get('contractId') ?? '';
        return HttpResponse.json({ IsSuccess: true, SignedContractId: 3 });
      }),
    );
    const { store } = renderBar(1);
    fireEvent.click(await screen.findByRole('button', { name: UPDATE_BAR_TEXTS.accept }));
    await waitFor(() => expect(store.getState().auth.member?.SignedContractId).toBe(3));
    expect(asked).toBe('3');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
