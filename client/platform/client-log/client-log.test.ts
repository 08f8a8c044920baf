import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CLIENT_LOG } from '@shared/constants/business';
import { CLIENT_LOG_API, type ClientLogReport } from '@shared/constants/client-log';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../../features/auth/auth.test-store';
import { CLIENT_LOG_COUNT_KEY, createReportBudget } from './client-log.budget';
import { isIgnored, toReport } from './client-log.filter';
import { clientLogSaga } from './client-log.sagas';

const stops: (() => void)[] = [];
beforeEach(() => sessionStorage.clear());
afterEach(() => stops.splice(0).forEach((s) => s()));

describe('client log filter', () => {
  it.each([
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'Script error.',
    '   ',
  ])('ignores the noise message %j', (message) => expect(isIgnored({ message })).toBe(true));

  it.each(['chrome-extension://abc/content.js', 'moz-extension://x/y.js', 'safari-extension://z/a.js'])(
    'ignores errors from the extension source %s',
    (source) => {
      expect(isIgnored({ message: 'TypeError: x is undefined', source })).toBe(true);
      expect(isIgnored({ message: 'TypeError: x is undefined', stack: `at f (${source}:1:2)` })).toBe(true);
    },
  );

  it('keeps our own errors and cuts the message at 1024 characters', () => {
    const e = { message: 'x'.repeat(3000), source: 'http://localhost/assets/index.js', line: 3, column: 9, stack: 'at f' };
    expect(isIgnored(e)).toBe(false);
    const r = toReport(e, 'http://localhost/iddaa', 'localhost');
    expect(r.message).toHaveLength(CLIENT_LOG.maxMessageLength);
    expect(r).toMatchObject({ level: 'error', callsite: 'http://localhost/assets/index.js:3:9', url: 'http://localhost/iddaa', machineName: 'localhost' });
  });
});

describe('client log budget', () => {
  it('allows 50 per session, counted in sessionStorage', () => {
    const budget = createReportBudget(sessionStorage);
    const taken = Array.from({ length: 60 }, () => budget.take()).filter(Boolean).length;
    expect(taken).toBe(CLIENT_LOG.maxPerSession);
    // A reload (a new budget) does not reset the count.
    expect(createReportBudget(sessionStorage).take()).toBe(false);
    expect(sessionStorage.getItem(CLIENT_LOG_COUNT_KEY)).toBe('50');
  });

  it('allows 5 without sessionStorage', () => {
    const budget = createReportBudget(null);
    expect(Array.from({ length: 10 }, () => budget.take()).filter(Boolean)).toHaveLength(CLIENT_LOG.maxWithoutSessionStorage);
  });
});

describe('client log saga', () => {
  const edge = (enabled: boolean) => {
    const reports: ClientLogReport[] = [];
    let settingsAsked = 0;
    server.use(
      http.get(CLIENT_LOG_API.settings, () => {
        settingsAsked++;
        return HttpResponse.json({ Enabled: enabled });
      }),
      http.post(CLIENT_LOG_API.log, async ({ request }) => {
        reports.push((await request.json()) as ClientLogReport);
        return HttpResponse.json({ IsSuccess: true });
      }),
    );
    return { reports, asked: () => settingsAsked };
  };
  const raise = (message: string, filename = 'http://localhost:3000/assets/index.js') =>
    window.dispatchEvent(new ErrorEvent('error', { message, filename, lineno: 1, colno: 2, error: new Error(message) }));

  it('posts captured errors and rejections when enabled, skipping noise, within the budget', async () => {
    const { reports, asked } = edge(true);
    const t = makeTestStore({ sagas: [() => clientLogSaga(createReportBudget(null))] });
    stops.push(t.stop);
    raise('ResizeObserver loop limit exceeded');
    raise('TypeError: a is undefined', 'chrome-extension://abc/x.js');
    raise('TypeError: b is undefined');
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ message: 'TypeError: b is undefined', level: 'error', url: window.location.href });
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }));
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]!.message).toBe('Unhandled rejection: Error: boom');
    for (let i = 0; i < 10; i++) raise(`E${i}`);
    await vi.waitFor(() => expect(reports).toHaveLength(CLIENT_LOG.maxWithoutSessionStorage));
    await new Promise((r) => setTimeout(r, 30));
    expect(reports).toHaveLength(CLIENT_LOG.maxWithoutSessionStorage);
    expect(asked()).toBe(1);
  });

  it('sends nothing when logging is disabled', async () => {
    // Once the saga stops listening, the test environment would report the raised error as uncaught.
    const swallow = (e: Event) => e.preventDefault();
    window.addEventListener('error', swallow);
    stops.push(() => window.removeEventListener('error', swallow));
    const { reports, asked } = edge(false);
    const t = makeTestStore({ sagas: [() => clientLogSaga(createReportBudget(null))] });
    stops.push(t.stop);
    raise('TypeError: c is undefined');
    await vi.waitFor(() => expect(asked()).toBe(1));
    raise('TypeError: d is undefined');
    await new Promise((r) => setTimeout(r, 30));
    expect(reports).toHaveLength(0);
    expect(asked()).toBe(1);
  });
});
