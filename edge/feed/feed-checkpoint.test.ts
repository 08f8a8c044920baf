import { describe, expect, it } from 'vitest';
import { EVENT_STATUS } from '@shared/constants/codes';
import type { FeedCheckpoint } from './feed-checkpoint';
import { createGeneratorFeed, type GeneratorFeed } from './generator-feed';
import type { RecordedResult } from './live-simulator';
import { ID_BLOCK_SIZE, IdSpace } from './program-ids';
import type { OfficialResult } from '../program/program-reader';

const NOW = Date.parse('2026-11-21T17:30:00Z');
const MIN = 60_000;

const feedAt = (clock: { t: number }, results: OfficialResult[], extra: Parameters<typeof createGeneratorFeed>[0] | object = {}): GeneratorFeed =>
  createGeneratorFeed({ seed: 21, scale: 0.25, now: () => clock.t, resultSink: { publishResult: async (r) => void results.push(r) }, ...extra });

const run = async (feeds: GeneratorFeed[], clock: { t: number }, ms: number, step = 10_000) => {
  const end = clock.t + ms;
  while (clock.t < end) {
    clock.t = Math.min(end, clock.t + step);
    for (const f of feeds) f.tick();
    await Promise.resolve();
  }
  for (const f of feeds) await f.stop();
};

/** A checkpoint as it comes back from the database: through JSON. */
const roundTrip = (cp: FeedCheckpoint): FeedCheckpoint => JSON.parse(JSON.stringify(cp)) as FeedCheckpoint;

const eventState = (f: GeneratorFeed, code: number) => {
  const e = f.reader.eventByCode(code);
  const rows = f.reader.eventRows(code);
  return e && { nid: e.nevId, name: e.name, startsAt: e.startsAt, status: e.status, live: e.live, minute: e.minute, score: e.score, liveState: e.liveState,
    odds: rows?.outcomes.map((o) => [o.id, o.odd, o.status]) };
};

describe('feed checkpoint', () => {
  it('a feed restored from a checkpoint goes on exactly as the original: same events, ids, live course and results', { timeout: 20_000 }, async () => {
    const clock = { t: NOW };
    const resultsA: OfficialResult[] = [];
    const a = feedAt(clock, resultsA);
    await run([a], clock, 40 * MIN);
    const cp = roundTrip(a.checkpoint());
    const atCheckpoint = cp.program.events.map((e) => e.input.event);
    expect(atCheckpoint.some((e) => e.live)).toBe(true);
    const deliveredBefore = resultsA.length;

    const resultsB: OfficialResult[] = [];
    const b = feedAt(clock, resultsB, { ids: new IdSpace(2), resume: { checkpoint: cp, recorded: new Map() } });
    for (const e of atCheckpoint) expect(eventState(b, e.code)).toEqual(eventState(a, e.code));
    await run([a, b], clock, 3 * 60 * MIN);

    // Every event of the checkpoint has the same identity, rows, live course and outcome in both.
    for (const e of atCheckpoint) expect(eventState(b, e.code), String(e.code)).toEqual(eventState(a, e.code));
    const known = new Set(atCheckpoint.map((e) => e.nevId));
    const ownResults = (rs: OfficialResult[]) => rs.filter((r) => known.has(r.eventNid));
    const afterCheckpoint = resultsA.slice(deliveredBefore);
    expect(ownResults(afterCheckpoint).length).toBeGreaterThan(5);
    expect(ownResults(resultsB)).toEqual(ownResults(afterCheckpoint));
    // Events published after the restart: the same matches under the same codes, with identities of the new block.
    const fresh = b.reader.programEvents().filter((e) => !known.has(e.nevId) && e.sportId > 0);
    expect(fresh.length).toBeGreaterThan(0);
    for (const e of fresh) {
      expect(e.nevId).toBeGreaterThanOrEqual(2 * ID_BLOCK_SIZE);
      expect(a.reader.eventByCode(e.code)?.name).toBe(e.name);
    }
  });

  it('versions move on past the checkpoint, never repeating one', async () => {
    const clock = { t: NOW };
    const a = feedAt(clock, []);
    await run([a], clock, 5 * MIN);
    const cp = roundTrip(a.checkpoint());
    await run([a], clock, MIN, 1000);
    const b = feedAt(clock, [], { ids: new IdSpace(2), resume: { checkpoint: cp, recorded: new Map() } });
    expect(b.reader.liveProgram().version).toBeGreaterThan(a.reader.liveProgram().version);
    expect(b.reader.sportProgram(1).version).toBeGreaterThan(a.reader.sportProgram(1).version);
  });

  it('an event whose result was stored after the checkpoint ends as recorded, with no second result', async () => {
    const clock = { t: NOW };
    const a = feedAt(clock, []);
    await run([a], clock, 20 * MIN);
    const cp = roundTrip(a.checkpoint());
    const live = cp.program.events.map((e) => e.input.event).find((e) => e.live);
    expect(live).toBeDefined();
    const recorded = new Map<number, RecordedResult>([[live!.nevId, { status: EVENT_STATUS.finished, score: [4, 4] }]]);
    const results: OfficialResult[] = [];
    const b = feedAt(clock, results, { ids: new IdSpace(2), resume: { checkpoint: cp, recorded } });
    const ended = b.reader.eventByCode(live!.code);
    expect(ended).toMatchObject({ status: EVENT_STATUS.finished, score: [4, 4], live: false, hasOfficialResult: true });
    expect(b.reader.inProgram(live!.code)).toBe(false);
    await run([b], clock, 4 * 60 * MIN);
    expect(results.filter((r) => r.eventNid === live!.nevId)).toEqual([]);
  });

  it('results not yet stored at the checkpoint are written after the restart', async () => {
    const clock = { t: NOW };
    const failing = { publishResult: async () => Promise.reject(new Error('database down')) };
    const a = createGeneratorFeed({ seed: 21, scale: 0.25, now: () => clock.t, resultSink: failing, onError: () => undefined });
    await run([a], clock, 3 * 60 * MIN, 30_000);
    const cp = roundTrip(a.checkpoint());
    expect(cp.results.length).toBeGreaterThan(0);
    const results: OfficialResult[] = [];
    const b = feedAt(clock, results, { ids: new IdSpace(2), resume: { checkpoint: cp, recorded: new Map() } });
    await b.stop();
    expect(results.map((r) => r.eventNid)).toEqual(cp.results.map((r) => r.eventNid));
  });

  it('written checkpoints, re-serialising only changed events, read back as the whole checkpoint', async () => {
    const clock = { t: NOW };
    const saved: string[] = [];
    const a = feedAt(clock, [], { checkpoints: { everyMs: 0, save: async (json: string) => void saved.push(json) } });
    for (let i = 0; i < 30; i++) {
      clock.t += 10_000;
      a.tick();
      await new Promise((r) => setImmediate(r));
    }
    await a.stop();
    expect(saved.length).toBeGreaterThan(10);
    expect(JSON.parse(saved.at(-1)!)).toEqual(roundTrip(a.checkpoint()));
  });

  it('refuses a checkpoint of another seed or scale', () => {
    const clock = { t: NOW };
    const cp = roundTrip(feedAt(clock, []).checkpoint());
    expect(() => createGeneratorFeed({ seed: 22, scale: 0.25, now: () => clock.t, resume: { checkpoint: cp, recorded: new Map() } })).toThrow(/another feed/);
    expect(() => createGeneratorFeed({ seed: 21, scale: 0.5, now: () => clock.t, resume: { checkpoint: cp, recorded: new Map() } })).toThrow(/another feed/);
  });
});

describe('identity space', () => {
  it('never hands out a number twice and stops at the end of its block', () => {
    const space = new IdSpace(3);
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) seen.add(space.take());
    expect(seen.size).toBe(10_000);
    expect(Math.min(...seen)).toBe(3 * ID_BLOCK_SIZE);
    expect(() => new IdSpace(0)).toThrow(RangeError);
  });
});
