import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { COOKIE_MESSAGES } from '@shared/errors/cookie-messages';
import { CONTRACT_API } from '@shared/protocol/contract-api';
import { server } from '../../../tests/setup/msw-server';
import { readCookie } from '../../lib/cookies';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { CookieBar } from './cookie-bar';
import { SITE_NOTICE_TEXTS as T } from './site-notices-texts';
import { siteNoticesSaga } from './site-notices.sagas';

const renderBar = (member: Parameters<typeof memberInfo>[0] | null = null) => {
  document.cookie = 'CookieBarClosed=; Max-Age=0; Path=/';
  server.use(http.get(CONTRACT_API.cancellationStatus, () => HttpResponse.json({ Pending: false, RequestedAt: null })));
  const t = makeTestStore({ sagas: [siteNoticesSaga] });
  t.store.dispatch(member ? authActions.memberLoaded(memberInfo(member)) : authActions.visitorConfirmed());
  render(
    <Provider store={t.store}>
      <CookieBar />
    </Provider>,
  );
  return t;
};

afterEach(() => vi.restoreAllMocks());

describe('CookieBar', () => {
  it('shows until closed; closing writes the cookie and a visitor calls nothing', async () => {
    renderBar();
    expect(screen.getByRole('region', { name: T.cookieRegion }).textContent).toContain(COOKIE_MESSAGES.bar);
    fireEvent.click(screen.getByRole('button', { name: T.understood }));
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(readCookie('CookieBarClosed')).toBe('1'));
  });

  it('stays closed on the next load while the cookie lives', () => {
    renderBar();
    document.cookie = 'CookieBarClosed=1; Path=/';
    const t = makeTestStore({ sagas: [siteNoticesSaga] });
    expect(t.store.getState().siteNotices.cookieBarClosed).toBe(true);
  });

  it('for a member also tells the server, and is hidden for a member who closed it elsewhere', async () => {
    let calls = 0;
    server.use(
      http.post(CONTRACT_API.cookieBar, () => {
        calls++;
        return HttpResponse.json({ IsSuccess: true, CookieBarSignId: 1 });
      }),
    );
    const { store } = renderBar({ CookieBarSignId: 0 });
    fireEvent.click(screen.getByRole('button', { name: T.understood }));
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(store.getState().auth.member?.CookieBarSignId).toBe(1));
  });

  it('hides for a member whose CookieBarSignId is current', () => {
    renderBar({ CookieBarSignId: 1 });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a browser with cookies disabled sees the cookie alert', () => {
    vi.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    renderBar();
    expect(screen.getByRole('alert', { name: T.cookieAlert }).textContent).toBe(COOKIE_MESSAGES.disabled);
    expect(screen.queryByRole('button', { name: T.understood })).toBeNull();
  });
});
