/** The screen-log database on fake-indexeddb: upgrade 1 -> 2 with rows kept, the cap, and sending when online. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIAGNOSTICS_API, SCREEN_LOG_LIMITS, type ScreenLogPost } from '@shared/protocol/diagnostics-api';
import { server } from '../../../tests/setup/msw-server';
import { SCREEN_LOG_DB, createScreenLogDb, createScreenLogDbV1, type ScreenLogRowV1 } from './screen-log.db';
import { captureScreenLog, sendScreenLogs, useScreenLogStore } from './screen-log.send';
import { createScreenLogStore } from './screen-log.store';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => useScreenLogStore(null));

const log = (i: number) => ({ id: `log-${i}`, html: `<p>${i}</p>`, at: 1000 + i, reason: 'client-error' });

describe('screen-log database', () => {
  it('upgrades version 1 to version 2 keeping every row, oldest first, in one store', async () => {
    const v1 = createScreenLogDbV1();
    const old = await v1.get();
    const rows: ScreenLogRowV1[] = [{ id: 'z', html: '<b>3</b>', at: 30 }, { id: 'a', html: '<b>1</b>', at: 10 }, { id: 'm', html: '<b>2</b>', at: 20 }];
    for (const r of rows) await old.put(SCREEN_LOG_DB.v1Store, r);
    v1.close();

    const db = createScreenLogDb();
    const conn = await db.get();
    expect(conn.version).toBe(2);
    expect([...conn.objectStoreNames]).toEqual([SCREEN_LOG_DB.store]);
    const store = createScreenLogStore(db);
    expect((await store.oldest(10)).map((l) => [l.id, l.html])).toEqual([['a', '<b>1</b>'], ['m', '<b>2</b>'], ['z', '<b>3</b>']]);
    db.close();
  });

  it('keeps at most the cap, dropping the oldest, and a log once per id', async () => {
    const db = createScreenLogDb();
    const store = createScreenLogStore(db, 5);
    for (let i = 0; i < 8; i += 1) await store.add(log(i));
    await store.add(log(7));
    expect(await store.count()).toBe(5);
    expect((await store.oldest(10)).map((l) => l.id)).toEqual(['log-3', 'log-4', 'log-5', 'log-6', 'log-7']);
    db.close();
  });

  it('the default cap is the shared limit', async () => {
    const db = createScreenLogDb();
    const store = createScreenLogStore(db);
    for (let i = 0; i < SCREEN_LOG_LIMITS.clientCap + 3; i += 1) await store.add(log(i));
    expect(await store.count()).toBe(SCREEN_LOG_LIMITS.clientCap);
    db.close();
  });
});

describe('sending screen logs', () => {
  let posts: ScreenLogPost[];
  let mode: 'down' | 'down-once' | 'up' | 'refuse' | 'error';
  beforeEach(() => {
    posts = [];
    mode = 'up';
    server.use(
      http.post(DIAGNOSTICS_API.screenLogs, async ({ request }) => {
        if (mode === 'down') return HttpResponse.error();
        if (mode === 'down-once') {
          // The post fails, and the page is back online right after.
          mode = 'up';
          return HttpResponse.error();
        }
        posts.push((await request.json()) as ScreenLogPost);
        if (mode === 'refuse') return HttpResponse.json({ IsSuccess: false }, { status: 400 });
        if (mode === 'error') return HttpResponse.json({ IsSuccess: false }, { status: 500 });
        return HttpResponse.json({ IsSuccess: true });
      }),
    );
  });

  it('keeps the logs while offline and sends them, in posts of the limit, once back online', async () => {
    const db = createScreenLogDb();
    const store = createScreenLogStore(db);
    useScreenLogStore(store);
    document.body.innerHTML = '<main><section class="coupon"><p>Kupon</p><input name="amount" value="50"></section></main>';
    expect(await captureScreenLog('play-failed', document.querySelector('.coupon'))).toBe(true);
    for (let i = 0; i < SCREEN_LOG_LIMITS.maxPerPost + 2; i += 1) await store.add(log(i));
    mode = 'down';
    expect(await sendScreenLogs()).toBe('offline');
    expect(await store.count()).toBe(SCREEN_LOG_LIMITS.maxPerPost + 3);
    mode = 'error';
    expect(await sendScreenLogs()).toBe('failed');
    expect(await store.count()).toBe(SCREEN_LOG_LIMITS.maxPerPost + 3);
    posts = [];
    mode = 'up';
    expect(await sendScreenLogs()).toBe('sent');
    expect(posts.map((p) => p.coll.length)).toEqual([SCREEN_LOG_LIMITS.maxPerPost, 3]);
    expect(posts[0]!.coll[0]!.html).toBe('<section class="coupon"><p>Kupon</p><input name="amount"></section>');
    expect(Object.keys(posts[0]!.coll[0]!).sort()).toEqual(['html', 'id']);
    expect(await store.count()).toBe(0);
    expect(await sendScreenLogs()).toBe('empty');
    db.close();
  });

  it('a send asked for while one is under way runs after it: back online during a send that found the page offline', async () => {
    const db = createScreenLogDb();
    const store = createScreenLogStore(db);
    useScreenLogStore(store);
    await store.add(log(1));
    mode = 'down-once';
    const first = sendScreenLogs();
    // Asked again (the page back online) while the first send is still under way.
    const [a, b, c] = await Promise.all([first, sendScreenLogs(), sendScreenLogs()]);
    expect(a).toBe('offline');
    expect(b).toBe('sent');
    // Both calls made during the first send share the one pass after it.
    expect(c).toBe('sent');
    expect(posts).toHaveLength(1);
    expect(await store.count()).toBe(0);
    db.close();
  });

  it('drops logs the collector refuses for good (4xx)', async () => {
    const db = createScreenLogDb();
    const store = createScreenLogStore(db);
    useScreenLogStore(store);
    await store.add(log(1));
    mode = 'refuse';
    expect(await sendScreenLogs()).toBe('sent');
    expect(await store.count()).toBe(0);
    db.close();
  });

  it('logs survive a reload: a new page finds and sends them', async () => {
    const first = createScreenLogDb();
    await createScreenLogStore(first).add(log(1));
    first.close();
    const raw = await openDB(SCREEN_LOG_DB.name);
    expect(await raw.count(SCREEN_LOG_DB.store)).toBe(1);
    raw.close();
    useScreenLogStore(null);
    expect(await sendScreenLogs()).toBe('sent');
    expect(posts[0]!.coll.map((l) => l.id)).toEqual(['log-1']);
  });
});
