import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  LIMIT_KINDS, LIMIT_PERIODS, RESPONSIBLE_PLAY_API as P, type ResponsiblePlayAnswer, type ResponsiblePlayState,
} from '@shared/protocol/responsible-play-api';
import { RESPONSIBLE_PLAY_MESSAGES } from '@shared/errors/responsible-play-messages';
import { server } from '../../../tests/setup/msw-server';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { ResponsiblePlayPage } from './responsible-play-page';
import { responsiblePlaySaga } from './responsible-play.sagas';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

const stateWith = (over: Partial<ResponsiblePlayState> = {}): ResponsiblePlayState => ({
  Limits: LIMIT_KINDS.flatMap((Kind) => LIMIT_PERIODS.map((Period) => ({
    Kind, Period, Amount: null, Used: 0, PendingAmount: null, PendingRemove: false, PendingEffectiveAt: null, CanConfirm: false,
  }))),
  ReminderMinutes: 0,
  Exclusion: { Until: null, Permanent: false, Active: false },
  Now: NOW,
  ...over,
});

const renderPage = (state: ResponsiblePlayState) => {
  server.use(http.get(P.get, () => HttpResponse.json(state)));
  const t = makeTestStore({ sagas: [responsiblePlaySaga] });
  stops.push(t.stop);
  t.store.dispatch(authActions.memberLoaded(memberInfo()));
  render(
    <Provider store={t.store}>
      <MemoryRouter>
        <ResponsiblePlayPage />
      </MemoryRouter>
    </Provider>,
  );
  return t.store;
};

describe('ResponsiblePlayPage', () => {
  it('shows each limit, what it used, and a waiting increase whose confirm waits for its time', async () => {
    const s = stateWith();
    Object.assign(s.Limits[0]!, { Amount: 10_000, Used: 6_000, PendingAmount: 25_000, PendingEffectiveAt: NOW + 3_600_000 });
    renderPage(s);
    const card = await screen.findByRole('region', { name: 'Günlük harcama limiti' });
    expect(within(card).getByText('100,00 TL')).toBeTruthy();
    expect(within(card).getByText('60,00 TL')).toBeTruthy();
    expect(within(card).getByText(/Artış talebi: 250,00 TL\. 25\.11\.2026 14:00 tarihinden sonra onaylayabilirsiniz\./)).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Değişikliği Onayla' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Aylık kayıp limiti' })).getByText('Limit yok')).toBeTruthy();
  });

  it('sends a new limit in kuruş and shows the answer beside it', async () => {
    const sent: unknown[] = [];
    const after = stateWith();
    Object.assign(after.Limits[3]!, { Amount: 6_000 });
    server.use(http.post(P.setLimit, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ IsSuccess: true, Message: RESPONSIBLE_PLAY_MESSAGES.limitApplied, State: after } satisfies ResponsiblePlayAnswer);
    }));
    renderPage(stateWith());
    const card = await screen.findByRole('region', { name: 'Günlük kayıp limiti' });
    fireEvent.change(within(card).getByRole('spinbutton', { name: 'Yeni günlük limit (TL)' }), { target: { value: '60' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Limiti Kaydet' }));
    expect(await within(card).findByText(RESPONSIBLE_PLAY_MESSAGES.limitApplied)).toBeTruthy();
    expect(sent).toEqual([{ kind: 'loss', period: 'day', amount: 6_000 }]);
    expect(within(card).getByText('60,00 TL')).toBeTruthy();
  });

  it('self-exclusion asks first, stating the consequence, and sends only when confirmed', async () => {
    const sent: unknown[] = [];
    server.use(http.post(P.selfExclude, async ({ request }) => {
      sent.push(await request.json());
      const s = stateWith({ Exclusion: { Until: NOW + 7 * 86_400_000, Permanent: false, Active: true } });
      return HttpResponse.json({ IsSuccess: true, Message: RESPONSIBLE_PLAY_MESSAGES.excluded, State: s } satisfies ResponsiblePlayAnswer);
    }));
    const store = renderPage(stateWith());
    fireEvent.click(await screen.findByRole('radio', { name: '7 gün' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uzaklaştır' }));
    const dialog = store.getState().dialogs.stack.at(-1)!;
    expect(dialog.title).toBe('Kendinizi Oyundan Uzaklaştırma');
    expect(dialog.message).toBe('7 gün boyunca kupon oynayamayacaksınız. Bu süre kısaltılamaz ve erken kaldırılamaz. Onaylıyor musunuz?');
    store.dispatch(dialogsActions.cancelled({ id: dialog.id }));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Uzaklaştır' }));
    store.dispatch(dialogsActions.confirmed({ id: store.getState().dialogs.stack.at(-1)!.id }));
    expect(await screen.findByText('Hesabınız 02.12.2026 13:00 tarihine kadar oyuna kapalıdır.')).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([{ duration: '7d' }]));
  });
});
