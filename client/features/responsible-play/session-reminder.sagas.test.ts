import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { RESPONSIBLE_PLAY_API, type PlaySessionAnswer } from '@shared/protocol/responsible-play-api';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { reminderSettingChanged, sessionReminderSaga } from './session-reminder.sagas';
import { untilNextReminder } from './session-reminder.workers';

const MIN = 60_000;
const T0 = 1_800_000_000_000;
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  vi.useRealTimers();
});

/** A server whose session began at `startedAt`, with stakes and winnings the test can change; counts the reads. */
const serve = (figures: { startedAt: number; minutes: 0 | 30 | 60; stakes: number; winnings: number }) => {
  const reads: number[] = [];
  server.use(
    http.get(RESPONSIBLE_PLAY_API.playSession, () => {
      reads.push(Date.now());
      const answer: PlaySessionAnswer = {
        StartedAt: figures.startedAt, Now: Date.now(), ReminderMinutes: figures.minutes, Stakes: figures.stakes,
        Winnings: figures.winnings, Net: figures.winnings - figures.stakes,
      };
      return HttpResponse.json(answer);
    }),
  );
  return reads;
};

const start = () => {
  const t = makeTestStore({ sagas: [sessionReminderSaga] });
  stops.push(t.stop);
  return t.store;
};
const top = (store: ReturnType<typeof start>) => store.getState().dialogs.stack.at(-1);

describe('session reminder', () => {
  it('counts from the login: a member 10 minutes in with a 30-minute reminder hears it 20 minutes later', () => {
    expect(untilNextReminder({ StartedAt: T0, Now: T0 + 10 * MIN, ReminderMinutes: 30 })).toBe(20 * MIN);
    expect(untilNextReminder({ StartedAt: T0, Now: T0 + 60 * MIN, ReminderMinutes: 60 })).toBe(60 * MIN);
  });

  it('shows time played and the net result every 30 minutes, read from the server when due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(T0 + 10 * MIN);
    const figures = { startedAt: T0, minutes: 30 as const, stakes: 5000, winnings: 0 };
    const reads = serve(figures);
    const store = start();
    store.dispatch(authActions.memberLoaded(memberInfo()));
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(20 * MIN - 1000);
    expect(store.getState().dialogs.stack).toHaveLength(0);
    figures.stakes = 12_000;
    figures.winnings = 2_000;
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(top(store)?.title).toBe('Oturum Hatırlatması'));
    expect(top(store)!.message).toBe('Bu oturumda 30 dakika süredir oyundasınız. Mola vermeyi unutmayınız.');
    expect(top(store)!.details).toEqual([
      { label: 'Oturum süresi', value: '30 dakika' },
      { label: 'Oynanan tutar', value: '120,00 TL' },
      { label: 'Kazanç ve iadeler', value: '20,00 TL' },
      { label: 'Net sonuç', value: '-100,00 TL' },
    ]);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    await vi.waitFor(() => expect(store.getState().dialogs.stack).toHaveLength(2));
    expect(store.getState().dialogs.stack[1]!.details[0]).toEqual({ label: 'Oturum süresi', value: '1 saat' });
  });

  it('stays quiet when the reminder is off, and stops at logout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(T0);
    const figures = { startedAt: T0, minutes: 0 as 0 | 30, stakes: 0, winnings: 0 };
    const reads = serve(figures);
    const store = start();
    store.dispatch(authActions.memberLoaded(memberInfo()));
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(store.getState().dialogs.stack).toHaveLength(0);

    figures.minutes = 30;
    store.dispatch(reminderSettingChanged());
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    store.dispatch(authActions.loggedOut());
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(store.getState().dialogs.stack).toHaveLength(0);
    expect(reads).toHaveLength(2);
  });
});
