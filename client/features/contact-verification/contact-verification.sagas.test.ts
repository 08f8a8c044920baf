import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { LIMITS } from '@shared/constants/business';
import { CONTACT_VERIFICATION_MESSAGES as M } from '@shared/errors/contact-verification-messages';
import { CONTACT_VERIFICATION_API as CV, type ContactVerificationRecord } from '@shared/protocol/contact-verification-api';
import { server } from '../../../tests/setup/msw-server';
import { initialAuthState } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { selectTopDialog } from '../../platform/dialogs/dialogs.slice';
import { interceptorSaga } from '../../platform/interceptor/interceptor.sagas';
import { interceptorActions } from '../../platform/interceptor/interceptor.slice';
import { formatCountdown } from './countdown';
import { contactVerificationSaga } from './contact-verification.sagas';
import { ANALYTICS_EVENT } from './contact-verification.workers';
import { contactVerificationActions as A } from './contact-verification.slice';

const RECORD: ContactVerificationRecord = { Type: 0, MobilePhone: '5321234567', MobilePhoneVerified: false, Email: 'ayse@example.com', EmailVerified: false };

let stop: () => void = () => {};
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** The feature's and the interceptor's sagas on a member's store; every UpdateContactVerification body is kept. */
const start = (record: ContactVerificationRecord = RECORD) => {
  const updates: unknown[] = [];
  const gets = { n: 0 };
  server.use(
    http.get(CV.get, () => {
      gets.n += 1;
      return HttpResponse.json(record);
    }),
    http.post(CV.update, async ({ request }) => {
      updates.push(await request.json());
      return HttpResponse.json({ Result: 'OK' });
    }),
  );
  const t = makeTestStore({
    sagas: [contactVerificationSaga, interceptorSaga],
    preloaded: { auth: { ...initialAuthState, status: 'member', member: memberInfo() } },
  });
  stop = t.stop;
  const state = () => t.store.getState().contactVerification;
  return { ...t, updates, gets, state };
};

const openPhone = async (s: ReturnType<typeof start>) => {
  s.store.dispatch(A.openRequested({ type: 1 }));
  await vi.waitFor(() => expect(s.state().step).toBe('entry'));
};

describe('contact verification sagas', () => {
  it('opens the phone popup prefilled, reports it noticed, sends, reports the send, and counts down from the server expiry', async () => {
    const s = start();
    // The server's clock is an hour ahead: only ExpiresAt - ServerNow counts.
    const serverNow = Date.now() + 3_600_000;
    let sends = 0;
    server.use(
      http.post(CV.phoneMaxTry, () => HttpResponse.json({ Result: true })),
      http.post(CV.sendPhoneCode, async () => {
        sends += 1;
        await new Promise((r) => setTimeout(r, 30));
        return HttpResponse.json({ Result: 'successful', Message: M.phoneSent, ExpiresAt: serverNow + 90_000, ServerNow: serverNow });
      }),
    );
    await openPhone(s);
    expect(s.state()).toMatchObject({ popup: 'phone', contact: '0(532) 123 45 67' });
    await vi.waitFor(() => expect(s.updates).toEqual([{ type: '1', isNoticed: true }]));
    s.store.dispatch(A.sendRequested({ resend: false }));
    s.store.dispatch(A.sendRequested({ resend: false }));
    await vi.waitFor(() => expect(s.state().step).toBe('code'));
    expect(sends).toBe(1);
    expect(s.state().remainingMs).toBeGreaterThan(88_000);
    expect(s.state().remainingMs).toBeLessThanOrEqual(90_000);
    await vi.waitFor(() => expect(s.updates).toContainEqual({ type: '1', activationCodeSent: true }));
    s.store.dispatch(A.closed());
  });

  it('ticks every second as mm:ss, expires at the end, and a new code clears the expiry (fake timers)', async () => {
    vi.useFakeTimers();
    const s = start();
    s.store.dispatch(A.popupShown('phone'));
    s.store.dispatch(A.codeSent({ deadline: Date.now() + LIMITS.activationCountdownMs, remainingMs: LIMITS.activationCountdownMs }));
    expect(formatCountdown(s.state().remainingMs)).toBe('03:00');
    await vi.advanceTimersByTimeAsync(1000);
    expect(formatCountdown(s.state().remainingMs)).toBe('02:59');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(formatCountdown(s.state().remainingMs)).toBe('01:59');
    expect(s.state().expired).toBe(false);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(s.state()).toMatchObject({ expired: true, remainingMs: 0 });
    expect(formatCountdown(s.state().remainingMs)).toBe('00:00');
    s.store.dispatch(A.codeSent({ deadline: Date.now() + LIMITS.activationCountdownMs, remainingMs: LIMITS.activationCountdownMs }));
    expect(s.state().expired).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(formatCountdown(s.state().remainingMs)).toBe('02:55');
    s.store.dispatch(A.closed());
    await vi.advanceTimersByTimeAsync(200_000);
    expect(s.state().expired).toBe(false);
  });

  it('at the daily limit closes the popup for the limit popup; "send again" shows the message inline instead', async () => {
    const s = start();
    const sent = vi.fn();
    server.use(
      http.post(CV.phoneMaxTry, () => HttpResponse.json({ Result: false })),
      http.post(CV.sendPhoneCode, () => (sent(), HttpResponse.json({ Result: 'successful', Message: '' }))),
    );
    await openPhone(s);
    s.store.dispatch(A.sendRequested({ resend: false }));
    await vi.waitFor(() => expect(s.state().popup).toBe('phoneLimit'));
    await openPhone(s);
    s.store.dispatch(A.codeSent({ deadline: Date.now() + 60_000, remainingMs: 60_000 }));
    s.store.dispatch(A.sendRequested({ resend: true }));
    await vi.waitFor(() => expect(s.state().inlineLimit).toBe(M.dailyLimitPhone));
    expect(s.state()).toMatchObject({ popup: 'phone', step: 'code', sending: false });
    expect(sent).not.toHaveBeenCalled();
    s.store.dispatch(A.closed());
  });

  it("shows a send 'fail' under the field; a wrong code's message under the code field with an analytics event; a right one closes with the result", async () => {
    const s = start();
    server.use(
      http.post(CV.emailMaxTry, () => HttpResponse.json({ Result: true })),
      http.post(CV.sendEmailCode, async ({ request }) => {
        const { email } = (await request.json()) as { email: string };
        return HttpResponse.json(email.startsWith('bad')
          ? { Result: 'fail', Message: 'olmadı' }
          : { Result: 'successful', Message: M.emailSent, ExpiresAt: 180_000, ServerNow: 0 });
      }),
      http.post(CV.checkEmailCode, async ({ request }) => {
        const { activationCode } = (await request.json()) as { activationCode: string };
        return HttpResponse.json(activationCode === '123456'
          ? { IsActivated: true, Message: M.emailVerified, EmailActivationIdentity: 'x' }
          : { IsActivated: false, Message: M.wrongCode, EmailActivationIdentity: null });
      }),
    );
    s.store.dispatch(A.openRequested({ type: 2 }));
    await vi.waitFor(() => expect(s.state()).toMatchObject({ popup: 'email', step: 'entry', contact: 'ayse@example.com' }));
    s.store.dispatch(A.contactChanged('bad@example.com'));
    s.store.dispatch(A.sendRequested({ resend: false }));
    await vi.waitFor(() => expect(s.state()).toMatchObject({ sendError: 'olmadı', sending: false, step: 'entry' }));
    s.store.dispatch(A.contactChanged('Yeni@Example.com'));
    expect(s.state().sendError).toBeNull();
    s.store.dispatch(A.sendRequested({ resend: false }));
    await vi.waitFor(() => expect(s.state().step).toBe('code'));
    const layer = (window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? [];
    const before = layer.length;
    s.store.dispatch(A.checkRequested({ code: '654321' }));
    await vi.waitFor(() => expect(s.state()).toMatchObject({ codeError: M.wrongCode, checking: false }));
    expect((window as Window & { dataLayer?: { event: string }[] }).dataLayer?.slice(before)).toEqual([
      { event: ANALYTICS_EVENT, contactType: 'email', message: M.wrongCode },
    ]);
    s.store.dispatch(A.checkRequested({ code: '123456' }));
    await vi.waitFor(() => expect(s.state().popup).toBe('none'));
    expect(s.state().record).toMatchObject({ Email: 'yeni@example.com', EmailVerified: true });
    expect(s.store.getState().auth.member?.EmailVerified).toBe(true);
    expect(selectTopDialog(s.store.getState())?.message).toBe(M.emailVerified);
  });

  it('type 99: the info popup; dismissing reports it closed, confirming opens the phone popup', async () => {
    const s = start();
    s.store.dispatch(A.openRequested({ type: 99 }));
    expect(s.state().popup).toBe('info');
    s.store.dispatch(A.infoDismissed());
    await vi.waitFor(() => expect(s.updates).toEqual([{ type: '99', isClosed: true }]));
    expect(s.state().popup).toBe('none');
    s.store.dispatch(A.openRequested({ type: 99 }));
    s.store.dispatch(A.infoConfirmed());
    await vi.waitFor(() => expect(s.state()).toMatchObject({ popup: 'phone', step: 'entry' }));
    await vi.waitFor(() => expect(s.updates).toContainEqual({ type: '1', isNoticed: true }));
    expect(s.updates).not.toContainEqual(expect.objectContaining({ type: '99', isNoticed: true }));
  });

  it('forced verification opens only while the page flag allows it: type 1 the phone popup, otherwise the e-mail popup', async () => {
    const forced = { ...RECORD, Type: 1 as const, ContactVerificationRequired: true as const, ContactVerificationType: 1 };
    const s = start(forced);
    s.store.dispatch(A.recordRequested());
    await vi.waitFor(() => expect(s.state().recordStatus).toBe('loaded'));
    expect(s.state().popup).toBe('none');
    s.store.dispatch(interceptorActions.contactVerificationFlagSet(true));
    await vi.waitFor(() => expect(s.state()).toMatchObject({ popup: 'phone', step: 'entry' }));
    s.store.dispatch(A.closed());
    s.store.dispatch(interceptorActions.contactVerificationRequired({ type: 2 }));
    await vi.waitFor(() => expect(s.state()).toMatchObject({ popup: 'email', step: 'entry' }));
    // A popup already open is never replaced by another forced answer.
    s.store.dispatch(interceptorActions.contactVerificationRequired({ type: 1 }));
    expect(s.state().popup).toBe('email');
    s.store.dispatch(A.closed());
    s.store.dispatch(interceptorActions.contactVerificationFlagSet(false));
    const gets = s.gets.n;
    s.store.dispatch(A.recordRequested());
    await vi.waitFor(() => expect(s.gets.n).toBe(gets + 1));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.state().popup).toBe('none');
  });
});
