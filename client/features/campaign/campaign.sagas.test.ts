import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API } from '@shared/protocol/api';
import { CAMPAIGN_API, CAMPAIGN_TEXTS } from '@shared/constants/campaigns';
import { server } from '../../../tests/setup/msw-server';
import { authSaga } from '../auth/auth.sagas';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { campaignSaga } from './campaign.sagas';
import { campaignActions, selectParticipation } from './campaign.slice';

let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
const stops: (() => void)[] = [];
beforeEach(() => {
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  window.history.replaceState(null, '', '/kampanya/1');
});
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  unregister();
});

/** Member info follows the login; the login answer may carry a RedirectUrl; participations are recorded. */
const edge = (loginExtra: Record<string, unknown> = {}) => {
  let loggedIn = false;
  const participations: string[] = [];
  server.use(
    http.post(API.memberInfo, () => HttpResponse.json(loggedIn ? memberInfo() : { IsLogin: false })),
    http.post(API.login, () => {
      loggedIn = true;
      return HttpResponse.json({ IsSuccess: true, Code: 0, Message: '', Token: 't', ...loginExtra });
    }),
    http.get(CAMPAIGN_API.participate, ({ request }) => {
      if (!loggedIn) return HttpResponse.json({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'x' }, { status: 401 });
      const u = new URL(request.url);
      participations.push(`${u.searchParams.get('REQ')}:${u.searchParams.get('CID')}`);
      return HttpResponse.json({ IsSuccess: true, Code: 'PARTICIPATED', Message: CAMPAIGN_TEXTS.joined });
    }),
  );
  return participations;
};

const start = () => {
  const t = makeTestStore({ sagas: [authSaga, campaignSaga] });
  stops.push(t.stop);
  return t;
};

describe('campaign participation and the re-fired protected action', () => {
  it('a visitor gets the campaign login form; after logging in the participation goes on once', async () => {
    const participations = edge();
    const { store, actions } = start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(campaignActions.participateRequested({ id: 1 }));
    await vi.waitFor(() => expect(selectParticipation(store.getState(), 1).status).toBe('loginNeeded'));
    expect(participations).toEqual([]);
    expect(store.getState().auth.pendingAction).toEqual(campaignActions.participateRequested({ id: 1 }));
    // No login dialog: the page has its own form.
    expect(store.getState().dialogs.stack).toHaveLength(0);

    store.dispatch(authActions.loginRequested({ username: 'demo', password: 'Demo.1234', origin: 'campaign' }));
    await vi.waitFor(() => expect(selectParticipation(store.getState(), 1).status).toBe('joined'));
    expect(participations).toEqual(['ASNYC:1']);
    expect(store.getState().auth.pendingAction).toBeNull();
    expect(actions.filter((a) => a === campaignActions.participateRequested.type)).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a member takes part at once', async () => {
    const participations = edge();
    const { store } = start();
    store.dispatch(authActions.loginRequested({ username: 'demo', password: 'Demo.1234', origin: 'header' }));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('member'));
    store.dispatch(campaignActions.participateRequested({ id: 2 }));
    await vi.waitFor(() => expect(selectParticipation(store.getState(), 2)).toEqual({ status: 'joined', message: CAMPAIGN_TEXTS.joined }));
    expect(participations).toEqual(['ASNYC:2']);
  });

  it('follows a RedirectUrl of the login answer, with the way back, before anything else', async () => {
    edge({ RedirectUrl: '/Contract/Index' });
    const { store } = start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(authActions.loginRequested({ username: 'demo', password: 'x', origin: 'page', redirectUrl: '/iddaa/futbol' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/Contract/Index?R=%2Fiddaa%2Ffutbol', { replace: true }));
  });

  it('ignores a foreign RedirectUrl in the login answer', async () => {
    edge({ RedirectUrl: 'https://evil.example/x' });
    const { store } = start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(authActions.loginRequested({ username: 'demo', password: 'x', origin: 'page', redirectUrl: '/iddaa' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/iddaa', { replace: true }));
  });
});
