/**
 * The notice kinds over msw: an inline bar, a popup and a tutorial (steps through GetNoticeById&step=), each
 * dismissed: a visitor's dismissal goes to the cookie and stays across a new page load; a member's to the edge.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { NOTICE_DISMISS_COOKIE } from '@shared/constants/notices';
import { NOTICE_TEXTS } from '@shared/constants/notice-texts';
import { CONTENT_API, type NoticeSummary } from '@shared/protocol/content-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { initialAuthState } from '../auth/auth.slice';
import { NoticeHost } from './notice-host';
import { noticesSaga } from './notices.sagas';

const NOTICES: NoticeSummary[] = [
  { Id: 101, Kind: 'bar', Title: 'Bakım duyurusu', Steps: [] },
  { Id: 102, Kind: 'popup', Title: 'Yeni kampanya', Steps: [] },
  { Id: 103, Kind: 'tutorial', Title: 'Siteyi tanıyın', Steps: ['Bülten', 'Kupon'] },
];
const HTML: Record<string, string> = {
  '101': '<p>Gece bakım yapılacaktır.</p>',
  '102': '<p>Kampanya metni</p>',
  '103:0': '<p>Bülteni buradan izleyin</p>',
  '103:1': '<p>Kuponunuzu burada oluşturun</p>',
};

let dismissed: number[] = [];
const serve = () => {
  dismissed = [];
  server.use(
    http.get(CONTENT_API.notices, () => HttpResponse.json({ Notices: NOTICES })),
    http.get(CONTENT_API.noticeById, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const key = q.get('step') === null ? q.get('noticeId')! : `${q.get('noticeId')}:${q.get('step')}`;
      const html = HTML[key];
      return html ? new HttpResponse(html, { headers: { 'Content-Type': 'text/html' } }) : HttpResponse.json({ IsSuccess: false }, { status: 404 });
    }),
    http.post(CONTENT_API.dismissNotice, async ({ request }) => {
      dismissed.push(((await request.json()) as { NoticeId: number }).NoticeId);
      return HttpResponse.json({ IsSuccess: true });
    }),
  );
};

const mount = (member = false) => {
  const { store, stop } = makeTestStore({
    preloaded: member ? { auth: { ...initialAuthState, member: memberInfo(), status: 'member' } } : undefined,
    sagas: [noticesSaga],
  });
  const view = render(
    <Provider store={store}>
      <NoticeHost />
    </Provider>,
  );
  return { store, stop, view };
};

afterEach(() => {
  document.cookie = `${NOTICE_DISMISS_COOKIE}=; max-age=0; path=/`;
});

describe('notice host', () => {
  it('shows a bar, then a popup, then a tutorial step by step; a visitor\'s dismissals survive a new page', async () => {
    serve();
    const { stop, view } = mount();
    const bar = await screen.findByRole('region', { name: 'Bakım duyurusu' });
    expect(await within(bar).findByText('Gece bakım yapılacaktır.')).toBeTruthy();
    const popup = await screen.findByRole('dialog', { name: 'Yeni kampanya' });
    expect(await within(popup).findByText('Kampanya metni')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: NOTICE_TEXTS.closeNotice }));
    fireEvent.click(within(popup).getByRole('button', { name: NOTICE_TEXTS.close }));
    expect(screen.queryByRole('region', { name: 'Bakım duyurusu' })).toBeNull();

    const tutorial = await screen.findByRole('dialog', { name: 'Siteyi tanıyın' });
    expect(await within(tutorial).findByText('Bülteni buradan izleyin')).toBeTruthy();
    expect(within(tutorial).getByText(NOTICE_TEXTS.step(1, 2))).toBeTruthy();
    fireEvent.click(within(tutorial).getByRole('button', { name: NOTICE_TEXTS.next }));
    expect(await within(tutorial).findByText('Kuponunuzu burada oluşturun')).toBeTruthy();
    fireEvent.click(within(tutorial).getByRole('button', { name: NOTICE_TEXTS.finish }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decodeURIComponent(document.cookie)).toContain(`${NOTICE_DISMISS_COOKIE}=101,102,103`);
    expect(dismissed).toEqual([]);
    stop();
    view.unmount();

    // A new page load: the cookie keeps them dismissed.
    const again = mount();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    again.stop();
  });

  it('sends a member\'s dismissal to the edge', async () => {
    serve();
    const { stop } = mount(true);
    const popup = await screen.findByRole('dialog', { name: 'Yeni kampanya' });
    fireEvent.click(within(popup).getByRole('button', { name: NOTICE_TEXTS.close }));
    await screen.findByRole('dialog', { name: 'Siteyi tanıyın' });
    expect(dismissed).toEqual([102]);
    expect(document.cookie).not.toContain(NOTICE_DISMISS_COOKIE);
    stop();
  });
});
