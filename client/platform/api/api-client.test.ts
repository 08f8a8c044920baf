import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ANTI_FORGERY } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import { apiGet, apiPost, setAntiForgeryToken, subscribeApiEvents, type ApiEvent } from './api-client';

describe('api client', () => {
  it('sends the anti-forgery header on POST and reports completion', async () => {
    setAntiForgeryToken('tok-1');
    let seen = '';
    server.use(
      http.post('/Auth/GetMemberInfo', ({ request }) => {
        seen = request.headers.get(ANTI_FORGERY.header) ?? '';
        return HttpResponse.json({ IsLogin: false });
      }),
    );
    const events: ApiEvent[] = [];
    const off = subscribeApiEvents((e) => events.push(e));
    const r = await apiPost<{ IsLogin: boolean }>('/Auth/GetMemberInfo');
    off();
    expect(seen).toBe('tok-1');
    expect(r.data).toEqual({ IsLogin: false });
    expect(events).toEqual([{ type: 'completed', path: '/Auth/GetMemberInfo' }]);
  });

  it('renews a refused token once and retries', async () => {
    setAntiForgeryToken('stale');
    const tokens: string[] = [];
    server.use(
      http.post('/X', ({ request }) => {
        const t = request.headers.get(ANTI_FORGERY.header) ?? '';
        tokens.push(t);
        return t === 'fresh'
          ? HttpResponse.json({ ok: 1 })
          : HttpResponse.json({ IsSuccess: false, Code: 'FORBIDDEN', Message: 'x' }, { status: 403 });
      }),
      http.get('/Site/GetAntiForgeryToken', () => HttpResponse.json({ Token: 'fresh' })),
    );
    const r = await apiPost('/X', {});
    expect(tokens).toEqual(['stale', 'fresh']);
    expect(r.ok).toBe(true);
  });

  it('turns forced answers into events and errors into ErrorAnswer', async () => {
    server.use(http.get('/Y', () => HttpResponse.json({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'giriş' }, { status: 401 })));
    const events: ApiEvent[] = [];
    const off = subscribeApiEvents((e) => events.push(e));
    const r = await apiGet('/Y');
    off();
    expect(r.ok).toBe(false);
    expect(r.error?.Message).toBe('giriş');
    expect(events.map((e) => e.type)).toEqual(['completed', 'forced']);
  });

  it('answers a network failure without throwing', async () => {
    server.use(http.get('/Z', () => HttpResponse.error()));
    const r = await apiGet('/Z');
    expect(r).toMatchObject({ ok: false, status: 0 });
  });
});
