import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { CANCELLATION_MESSAGES } from '@shared/errors/consent-messages';
import { CONTRACT_API } from '@shared/protocol/contract-api';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { DialogHost } from '../../platform/dialogs/dialog-host';
import { CancellationPopup } from './cancellation-popup';
import { SITE_NOTICE_TEXTS as T } from './site-notices-texts';
import { siteNoticesSaga } from './site-notices.sagas';

const renderFor = (pending: boolean, result: boolean) => {
  const withdrawn: string[] = [];
  server.use(
    http.get(CONTRACT_API.cancellationStatus, () => HttpResponse.json({ Pending: pending, RequestedAt: pending ? 1 : null })),
    http.post(CONTRACT_API.cancellationCancel, ({ request }) => {
      withdrawn.push(new URL(request.url).searchParams.get('memberId') ?? '');
      return HttpResponse.json({ Result: result });
    }),
  );
  const t = makeTestStore({ sagas: [siteNoticesSaga] });
  render(
    <Provider store={t.store}>
      <CancellationPopup />
      <DialogHost />
    </Provider>,
  );
  t.store.dispatch(authActions.memberLoaded(memberInfo({ Id: 1001 })));
  return { ...t, withdrawn };
};

describe('membership-cancel popups', () => {
  it('a pending request offers to withdraw it; Result true shows the leave popup', async () => {
    const { withdrawn } = renderFor(true, true);
    expect((await screen.findByRole('dialog', { name: T.cancellationTitle })).textContent).toContain(CANCELLATION_MESSAGES.pending);
    fireEvent.click(screen.getByRole('button', { name: T.withdraw }));
    expect(await screen.findByText(CANCELLATION_MESSAGES.withdrawn)).toBeTruthy();
    expect(withdrawn).toEqual(['1001']);
    expect(screen.queryByRole('dialog', { name: T.cancellationTitle })).toBeNull();
  });

  it('Result false shows no leave popup but says nothing was pending', async () => {
    renderFor(true, false);
    fireEvent.click(await screen.findByRole('button', { name: T.withdraw }));
    expect(await screen.findByText(CANCELLATION_MESSAGES.noPending)).toBeTruthy();
    expect(screen.queryByText(CANCELLATION_MESSAGES.withdrawn)).toBeNull();
  });

  it('no pending request, no popup', async () => {
    const { actions } = renderFor(false, true);
    await waitFor(() => expect(actions).toContain(authActions.memberLoaded.type));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
