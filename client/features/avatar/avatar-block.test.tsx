import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AVATAR_LIMITS, AVATAR_TEXTS, avatarImageUrl } from '@shared/constants/avatar';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { API } from '@shared/protocol/api';
import { AVATAR_API, type AvatarStateAnswer } from '@shared/protocol/avatar-api';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { AvatarBlock } from './avatar-block';
import { avatarSaga } from './avatar.sagas';
import { avatarActions } from './avatar.slice';
import { AVATAR_UI } from './avatar-texts';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

const waitingState: AvatarStateAnswer = { Avatar: { AvatarMediaId: 7, Status: 0 }, Archive: [3], Rejection: null };

const setup = (state: AvatarStateAnswer = waitingState) => {
  server.use(http.get(AVATAR_API.state, () => HttpResponse.json(state)));
  const navigate = vi.fn<NavigateFn>();
  stops.push(registerNavigate(navigate));
  const t = makeTestStore({ sagas: [avatarSaga] });
  stops.push(t.stop);
  t.store.dispatch(authActions.memberLoaded(memberInfo()));
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={['/hesabim']}>
        <AvatarBlock />
      </MemoryRouter>
    </Provider>,
  );
  return { store: t.store, navigate };
};

const pick = async (file: File) => {
  fireEvent.click(screen.getByRole('button', { name: AVATAR_UI.change }));
  const input = (await screen.findByTestId('avatar-file')) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('AvatarBlock', () => {
  it('shows a waiting avatar under its mask, the approved archive and the last rejection', async () => {
    setup({ ...waitingState, Rejection: { Reason: 'Yüz görünmüyor', At: 1 } });
    const img = await screen.findByRole('img', { name: AVATAR_UI.currentAlt });
    expect(img.getAttribute('src')).toBe(avatarImageUrl(7));
    expect(screen.getByText(AVATAR_UI.waiting)).toBeTruthy();
    expect(screen.getByText(AVATAR_UI.rejected('Yüz görünmüyor'))).toBeTruthy();
    expect(screen.getByRole('button', { name: AVATAR_UI.useArchived(1) })).toBeTruthy();
  });

  it('refuses a file of another type, an original over 15,000,000 bytes and an empty one with the spec texts', async () => {
    setup();
    await screen.findByText(AVATAR_UI.waiting);
    await pick(fileOf('resim.gif', 'image/gif', 100));
    expect((await screen.findByRole('alert')).textContent).toBe(AVATAR_TEXTS.wrongType);
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [fileOf('logo.svg', 'image/svg+xml', 100)] } });
    expect(screen.getByRole('alert').textContent).toBe(AVATAR_TEXTS.wrongType);
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [fileOf('buyuk.jpg', 'image/jpeg', AVATAR_LIMITS.originalMaxBytes + 1)] } });
    expect(screen.getByRole('alert').textContent).toBe(AVATAR_TEXTS.originalTooLarge);
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [fileOf('bos.png', 'image/png', 0)] } });
    expect(screen.getByRole('alert').textContent).toBe(AVATAR_TEXTS.unreadable);
    expect(screen.getByRole('button', { name: AVATAR_UI.save }).hasAttribute('disabled')).toBe(true);
  });

  it('after a successful upload says others see it after approval, and reloads the avatar and the member', async () => {
    let sent: unknown = null;
    let memberCalls = 0;
    server.use(
      http.post(AVATAR_API.upload, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ isSuccess: 1, avatarMediaId: 9, errorMessage: null });
      }),
      http.post(API.memberInfo, () => {
        memberCalls += 1;
        return HttpResponse.json(memberInfo({ Avatar: { AvatarMediaId: 9, Status: 0 } }));
      }),
    );
    const { store } = setup();
    await screen.findByText(AVATAR_UI.waiting);
    store.dispatch(avatarActions.modalOpened());
    store.dispatch(avatarActions.uploadRequested({ data: 'data:image/jpeg;base64,/9j/AA==' }));
    await waitFor(() => expect(store.getState().dialogs.stack.map((d) => d.message)).toEqual([AVATAR_TEXTS.uploaded]));
    expect(sent).toEqual({ data: 'data:image/jpeg;base64,/9j/AA==' });
    await waitFor(() => expect(memberCalls).toBe(1));
    expect(store.getState().auth.member?.Avatar).toEqual({ AvatarMediaId: 9, Status: 0 });
    expect(store.getState().avatar?.modalOpen).toBe(false);
  });

  it('shows a refusal (isSuccess other than 1) as a warning and goes to the contract page', async () => {
    server.use(http.post(AVATAR_API.upload, () => HttpResponse.json({ isSuccess: 0, avatarMediaId: null, errorMessage: AVATAR_TEXTS.dailyLimit })));
    const { store, navigate } = setup();
    await screen.findByText(AVATAR_UI.waiting);
    store.dispatch(avatarActions.uploadRequested({ data: 'data:image/jpeg;base64,/9j/AA==' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/Contract\/Index\?R=/);
    const dialog = store.getState().dialogs.stack[0];
    expect(dialog).toMatchObject({ message: AVATAR_TEXTS.dailyLimit, messageType: MESSAGE_TYPE.warning });
  });

  it('answers a 413 in the spec shape like any refusal', async () => {
    server.use(http.post(AVATAR_API.upload, () => HttpResponse.json({ isSuccess: 0, avatarMediaId: null, errorMessage: AVATAR_TEXTS.croppedTooLarge }, { status: 413 })));
    const { store, navigate } = setup();
    await screen.findByText(AVATAR_UI.waiting);
    store.dispatch(avatarActions.uploadRequested({ data: 'x' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(store.getState().dialogs.stack[0]?.message).toBe(AVATAR_TEXTS.croppedTooLarge);
  });
});
