import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AVATAR_API, type AvatarQueueAnswer } from '@shared/protocol/avatar-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { AvatarModerationPage } from './avatar-moderation-page';
import { avatarModerationSaga } from './avatar-moderation.sagas';
import { MODERATION_TEXTS as T } from './avatar-moderation-texts';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  sessionStorage.clear();
});

const render_ = () => {
  const t = makeTestStore({ sagas: [avatarModerationSaga] });
  stops.push(t.stop);
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={['/ops/avatarlar']}>
        <AvatarModerationPage />
      </MemoryRouter>
    </Provider>,
  );
};

const signIn = (token: string) => {
  fireEvent.change(screen.getByLabelText(T.form.token), { target: { value: token } });
  fireEvent.change(screen.getByLabelText(T.form.moderator), { target: { value: 'Ayşe' } });
  fireEvent.click(screen.getByRole('button', { name: T.form.submit }));
};

describe('AvatarModerationPage', () => {
  it('refuses a wrong key, then claims the oldest image under the moderator and approves it under the claim', async () => {
    let queue: AvatarQueueAnswer = { Items: [{ MediaId: 4, Nickname: 'mehmet', CreatedAt: 1_700_000_000_000, ClaimedUntil: null }], Total: 1 };
    const claims: unknown[] = [];
    const decisions: unknown[] = [];
    server.use(
      http.get(AVATAR_API.opsQueue, ({ request }) =>
        request.headers.get('authorization') === 'Bearer dogru-anahtar' ? HttpResponse.json(queue) : HttpResponse.json({}, { status: 401 })),
      http.post(AVATAR_API.opsClaim, async ({ request }) => {
        claims.push(await request.json());
        return HttpResponse.json({ Item: { MediaId: 4, Nickname: 'mehmet', CreatedAt: 1_700_000_000_000, Image: 'data:image/jpeg;base64,/9j/', ClaimToken: 'tk', ClaimedUntil: 2 } });
      }),
      http.post(AVATAR_API.opsDecide, async ({ request }) => {
        decisions.push(await request.json());
        queue = { Items: [], Total: 0 };
        return HttpResponse.json({ Decided: true });
      }),
    );
    render_();
    signIn('yanlis');
    expect((await screen.findByRole('alert')).textContent).toContain(T.refused);
    signIn('dogru-anahtar');
    await screen.findByText('mehmet');
    expect(screen.getByRole('heading', { name: T.queueTitle(1) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.claimNext }));
    await screen.findByRole('img', { name: T.imageAlt('mehmet') });
    expect(claims).toEqual([{ moderator: 'Ayşe' }]);
    fireEvent.click(screen.getByRole('button', { name: T.reject }));
    expect(await screen.findByText(T.reasonRequired)).toBeTruthy();
    expect(decisions).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: T.approve }));
    await screen.findByText(T.approved);
    expect(decisions).toEqual([{ mediaId: 4, claimToken: 'tk', approve: true }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: T.queueTitle(0) })).toBeTruthy());
  });
});
