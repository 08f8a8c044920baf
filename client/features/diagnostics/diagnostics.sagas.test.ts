/** Screen logs taken when a play or a share is refused (also before the page was idle), sent at once or when back online. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIAGNOSTICS_API, type ScreenLogPost } from '@shared/protocol/diagnostics-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { couponActions } from '../coupon/coupon.slice';
import { shareActions } from '../kupondas/share.slice';
import { useScreenLogStore } from '../../platform/diagnostics/screen-log.send';
import { SHARE_FINISHED_TYPE, diagnosticsSaga } from './diagnostics.sagas';
import { SEND_RETRY_DELAYS_MS } from './diagnostics.workers';

let posts: ScreenLogPost[];
let online: boolean;
/** Posts that fail (no answer) before the collector answers again. */
let failing: number;
let attempts: number;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  useScreenLogStore(null);
  posts = [];
  online = true;
  failing = 0;
  attempts = 0;
  server.use(
    http.post(DIAGNOSTICS_API.screenLogs, async ({ request }) => {
      attempts += 1;
      if (!online) return HttpResponse.error();
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.error();
      }
      posts.push((await request.json()) as ScreenLogPost);
      return HttpResponse.json({ IsSuccess: true });
    }),
  );
  document.body.innerHTML =
    '<main><section id="kuponum" class="coupon-panel"><h2>Kuponum</h2><input name="misli" value="7"></section>' +
    '<div class="header-login__who">Ayşe Demir 1.000,00 TL</div></main>';
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  useScreenLogStore(null);
});

const start = () => {
  const { store, stop } = makeTestStore({ sagas: [diagnosticsSaga] });
  cleanups.push(stop);
  return store;
};

describe('screen logs', () => {
  it('takes the coupon region when a play is refused and sends it, without values or personal data', async () => {
    const store = start();
    store.dispatch(couponActions.playRefused({ code: 'INSUFFICIENT_BALANCE' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    const html = posts[0]!.coll[0]!.html;
    expect(html).toBe('<section id="kuponum" class="coupon-panel"><h2>Kuponum</h2><input name="misli"></section>');
  });

  it('takes a log when a share is refused (matched by the lazy slice type)', async () => {
    expect(shareActions.shareFinished.type).toBe(SHARE_FINISHED_TYPE);
    const store = start();
    store.dispatch(shareActions.shareFinished({ couponNo: '1', shared: true }));
    store.dispatch(shareActions.shareFinished({ couponNo: '1', shared: false }));
    await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    expect(posts[0]!.coll).toHaveLength(1);
  });

  it('keeps a log taken offline and sends it on the online event', async () => {
    online = false;
    const store = start();
    store.dispatch(couponActions.playRefused({ code: 'NETWORK' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    expect(posts[0]!.coll[0]!.html).toContain('coupon-panel');
  });

  it('tries a post that got no answer again while the page reads online, with no other trigger', async () => {
    failing = Number.POSITIVE_INFINITY;
    const store = start();
    store.dispatch(couponActions.playRefused({ code: 'NETWORK' }));
    await vi.waitFor(() => expect(attempts).toBeGreaterThan(0), { timeout: 5000 });
    // The sends the start and the capture asked for have ended; the collector answers again from now on.
    await new Promise((r) => setTimeout(r, 300));
    expect(posts).toHaveLength(0);
    failing = 0;
    await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: SEND_RETRY_DELAYS_MS[0] + 3000 });
    expect(posts[0]!.coll).toHaveLength(1);
  });

  it('sends when the page is shown again', async () => {
    online = false;
    const store = start();
    store.dispatch(couponActions.playRefused({ code: 'NETWORK' }));
    await new Promise((r) => setTimeout(r, 100));
    online = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 1000 });
  });
});
