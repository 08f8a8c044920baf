/** /ops/icerik over msw: the key is checked, a wrong one refused; a notice is published with the key and a raffle drawn. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { OPS_CONTENT_TEXTS as T } from '@shared/constants/ops-content-texts';
import { CONTENT_API, type RaffleView } from '@shared/protocol/content-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { OpsContentPage } from './ops-content-page';
import { opsContentSaga } from './ops-content.sagas';

const KEY = 'dogru-anahtar-0123456789';
const RAFFLE = { Id: 4, Title: 'Ay Sonu Çekilişi', DrawAt: Date.UTC(2026, 10, 30, 18) } as RaffleView;

afterEach(() => sessionStorage.clear());

const serve = () => {
  const posts: { path: string; body: unknown }[] = [];
  const authorised = (r: Request) => r.headers.get('Authorization') === `Bearer ${KEY}`;
  server.use(
    http.get(CONTENT_API.opsNotices, ({ request }) =>
      authorised(request) ? HttpResponse.json({ Notices: [] }) : HttpResponse.json({ IsSuccess: false }, { status: 401 })),
    http.get(CONTENT_API.raffles, () => HttpResponse.json({ Upcoming: [RAFFLE], Drawn: [] })),
    ...[CONTENT_API.opsNotices, CONTENT_API.opsRaffleDraw].map((path) =>
      http.post(path, async ({ request }) => {
        if (!authorised(request)) return HttpResponse.json({ IsSuccess: false }, { status: 401 });
        posts.push({ path, body: await request.json() });
        return HttpResponse.json({ IsSuccess: true });
      })),
  );
  return posts;
};

const mount = () => {
  const { store, stop } = makeTestStore({ sagas: [opsContentSaga] });
  render(
    <Provider store={store}>
      <OpsContentPage />
    </Provider>,
  );
  return stop;
};

const enterKey = (key: string) => {
  fireEvent.change(screen.getByLabelText(T.access.label), { target: { value: key } });
  fireEvent.click(screen.getByRole('button', { name: T.access.submit }));
};

describe('ops content page', () => {
  it('refuses a wrong key; with the right one publishes a notice and draws a raffle', async () => {
    const posts = serve();
    const stop = mount();
    enterKey('yanlis-anahtar-000000000');
    expect(await screen.findByText(T.access.refused)).toBeTruthy();
    enterKey(KEY);
    const notices = await screen.findByRole('region', { name: T.notices.heading });
    fireEvent.change(within(notices).getByLabelText(T.notices.title), { target: { value: 'Bakım' } });
    fireEvent.change(within(notices).getByLabelText(T.notices.html), { target: { value: '<p>Gece bakım</p>' } });
    fireEvent.change(within(notices).getByLabelText(T.notices.endsAt), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(within(notices).getByRole('button', { name: T.notices.publish }));
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(posts[0]).toMatchObject({ path: CONTENT_API.opsNotices, body: { kind: 'popup', target: 'all', title: 'Bakım', html: '<p>Gece bakım</p>', endsAt: new Date('2030-01-01T10:00').getTime() } });
    const raffles = screen.getByRole('region', { name: T.raffles.heading });
    fireEvent.click(within(within(raffles).getByRole('list', { name: T.raffles.upcoming })).getByRole('button', { name: T.raffles.draw }));
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toEqual({ path: CONTENT_API.opsRaffleDraw, body: { raffleId: 4 } });
    stop();
  });
});
