/** The offline queue on fake-indexeddb: order kept, stopped by a failed send, refusals dropped, unknown kinds kept. */
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueue, queuedActions, replayQueue, type SafeActionSender, type SendOutcome } from './offline-queue';
import { closeQueueDb, QUEUE_DB } from './offline-queue.db';

beforeEach(async () => {
  await closeQueueDb();
  await deleteDB(QUEUE_DB.name);
});

/** A sender that records what it was given and answers from a script (then 'sent'). */
const recorder = (script: SendOutcome['outcome'][] = []) => {
  const seen: unknown[] = [];
  const send: SafeActionSender = async (payload) => {
    seen.push(payload);
    const outcome = script.shift() ?? 'sent';
    return outcome === 'refused' ? { outcome, message: `ret: ${JSON.stringify(payload)}` } : { outcome };
  };
  return { seen, send };
};

describe('offline queue', () => {
  it('replays in the order the actions were made, across kinds, and empties the queue', async () => {
    await enqueue('a', 1);
    await enqueue('b', 2);
    await enqueue('a', 3);
    const order: unknown[] = [];
    const track: SafeActionSender = async (p) => {
      order.push(p);
      return { outcome: 'sent' };
    };
    const result = await replayQueue({ a: track, b: track });
    expect(order).toEqual([1, 2, 3]);
    expect(result).toEqual({ sent: 3, refused: [], left: 0 });
    expect(await queuedActions()).toEqual([]);
  });

  it('stops at a failed send and keeps it first in line for the next replay', async () => {
    for (const n of [1, 2, 3]) await enqueue('a', n);
    const first = recorder(['sent', 'retry']);
    expect(await replayQueue({ a: first.send })).toEqual({ sent: 1, refused: [], left: 2 });
    expect(first.seen).toEqual([1, 2]);
    expect((await queuedActions()).map((a) => a.payload)).toEqual([2, 3]);

    const second = recorder();
    expect(await replayQueue({ a: second.send })).toEqual({ sent: 2, refused: [], left: 0 });
    expect(second.seen).toEqual([2, 3]);
  });

  it('drops an action the server refused and reports its text', async () => {
    await enqueue('a', 'x');
    await enqueue('a', 'y');
    const r = recorder(['refused']);
    expect(await replayQueue({ a: r.send })).toEqual({ sent: 1, refused: ['ret: "x"'], left: 0 });
    expect(await queuedActions()).toEqual([]);
  });

  it('keeps actions of a kind this page has no sender for, and a throwing sender counts as a failed send', async () => {
    await enqueue('later', 'k');
    await enqueue('a', 'm');
    const r = recorder();
    expect(await replayQueue({ a: r.send })).toEqual({ sent: 1, refused: [], left: 1 });
    expect((await queuedActions()).map((a) => a.kind)).toEqual(['later']);
    const boom: SafeActionSender = async () => {
      throw new Error('network');
    };
    expect(await replayQueue({ later: boom })).toEqual({ sent: 0, refused: [], left: 1 });
  });

  it('survives a reopened database (a reload)', async () => {
    await enqueue('a', 'kept', 1234);
    await closeQueueDb();
    expect(await queuedActions()).toEqual([{ seq: 1, kind: 'a', payload: 'kept', queuedAt: 1234 }]);
  });

  it('joins a replay already running instead of sending twice', async () => {
    await enqueue('a', 1);
    const r = recorder();
    const [x, y] = await Promise.all([replayQueue({ a: r.send }), replayQueue({ a: r.send })]);
    expect(r.seen).toEqual([1]);
    expect(x).toBe(y);
  });
});
