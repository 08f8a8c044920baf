import { describe, expect, it } from 'vitest';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { createGeneratorFeed } from './generator-feed';
import { MARKET_NO, resultIndex } from './market-spec';
import type { OfficialResult, ProgramChange } from '../program/program-reader';

const NOW = Date.parse('2026-11-21T15:30:00Z');
const MIN = 60_000;
const DAY = 86_400_000;

const makeFeed = (seed = 21, scale = 0.25) => {
  const clock = { t: NOW };
  const results: OfficialResult[] = [];
  const feed = createGeneratorFeed({ seed, scale, now: () => clock.t, resultSink: { publishResult: async (r) => void results.push(r) } });
  /** Moves the clock in steps, letting result writes run as they would between timer ticks. */
  const run = async (ms: number, step = 10_000) => {
    const end = clock.t + ms;
    while (clock.t < end) {
      clock.t = Math.min(end, clock.t + step);
      feed.tick();
      await Promise.resolve();
    }
    await feed.stop();
  };
  return { feed, clock, results, run };
};

describe('live simulation', () => {
  it('kick-off makes events live or takes them out of the program, locked', async () => {
    const { feed, run } = makeFeed();
    const upcoming = feed.reader.programEvents().filter((e) => e.sportId > 0 && !e.live).sort((a, b) => a.startsAt - b.startsAt);
    const first = upcoming.slice(0, 40);
    await run(first[39]!.startsAt - NOW + 1000, 5 * MIN);
    const seen = { live: 0, closed: 0 };
    for (const before of first) {
      const e = feed.reader.eventByCode(before.code)!;
      const inProgram = feed.reader.sportProgram(e.sportId).events.some((x) => x.code === e.code);
      if (e.hasOfficialResult) continue; // a short match may already be over
      if (e.status === EVENT_STATUS.cancelled || e.status === EVENT_STATUS.postponed) expect(inProgram).toBe(false);
      else if (before.bettableInPlay) {
        expect(e.live).toBe(true);
        expect(inProgram).toBe(true);
        expect(e.liveState, e.name).toBeTruthy();
        if (e.liveState?.kind === 'clock') expect(e.minute).toBeGreaterThanOrEqual(1);
        else expect(e.minute).toBeNull();
        expect(e.score).toHaveLength(2);
        expect(feed.reader.liveProgram().events.some((x) => x.code === e.code)).toBe(true);
        seen.live++;
      } else {
        expect(e.status).toBe(EVENT_STATUS.locked);
        expect(inProgram).toBe(false);
        const oid = feed.reader.eventDetail(e.code)!.outcomes[0]!.id;
        expect(feed.reader.outcome(oid)!.outcome.status).toBe(OUTCOME_STATUS.lockedA);
        seen.closed++;
      }
    }
    expect(seen.live).toBeGreaterThan(0);
    expect(seen.closed).toBeGreaterThan(0);
  });

  it('finishes matches with official results whose winners follow the final score', async () => {
    const { feed, results, run } = makeFeed();
    const liveAtStart = feed.reader.liveProgram().events.map((e) => e.code);
    expect(liveAtStart.length).toBeGreaterThan(0);
    await run(4 * 60 * MIN, 30_000);
    const byCode = new Map(results.map((r) => [r.eventCode, r]));
    for (const code of liveAtStart) expect(byCode.has(code)).toBe(true);
    const football = results.filter((r) => r.sportId === 1 && r.status === EVENT_STATUS.finished);
    expect(football.length).toBeGreaterThan(3);
    for (const r of football) {
      const detail = feed.reader.eventDetail(r.eventCode)!;
      const e = detail.events[0]!;
      expect(e).toMatchObject({ status: EVENT_STATUS.finished, live: false, hasOfficialResult: true, score: r.score });
      expect(feed.reader.sportProgram(1).events.some((x) => x.code === e.code)).toBe(false);
      expect(feed.reader.eventByNevId(e.nevId)?.code).toBe(e.code);
      expect(r.decidedMarketIds).toEqual(e.marketIds);
      for (const m of detail.markets) {
        const won = m.outcomeIds.filter((id) => r.winningOutcomeIds.includes(id));
        expect(won).toHaveLength(m.no === MARKET_NO.doubleChance ? 2 : 1);
        if (m.no === MARKET_NO.matchResult) expect(m.outcomeIds.indexOf(won[0]!)).toBe(resultIndex(r.score![0], r.score![1]));
        if (m.no === MARKET_NO.total25) expect(m.outcomeIds.indexOf(won[0]!)).toBe(r.score![0] + r.score![1] < 2.5 ? 0 : 1);
      }
    }
    for (const r of results.filter((x) => x.status !== EVENT_STATUS.finished)) {
      expect([EVENT_STATUS.cancelled, EVENT_STATUS.postponed]).toContain(r.status);
      expect(r.winningOutcomeIds).toEqual([]);
      expect(r.score).toBeNull();
    }
  });

  it('moves live odds and scores, locks markets in dangerous moments and reopens them', async () => {
    const { feed, run } = makeFeed(5, 0.5);
    const seen: ProgramChange[] = [];
    feed.onChange((changes) => seen.push(...changes));
    const liveVersion = feed.reader.liveProgram().version;
    await run(20 * MIN, 1000);
    const outcomeChanges = seen.filter((c): c is Extract<ProgramChange, { kind: 'outcome' }> => c.kind === 'outcome');
    expect(outcomeChanges.some((c) => c.outcome.status === OUTCOME_STATUS.lockedA)).toBe(true);
    const relocked = new Set(outcomeChanges.filter((c) => c.outcome.status === OUTCOME_STATUS.lockedA).map((c) => c.outcome.id));
    expect(outcomeChanges.some((c) => relocked.has(c.outcome.id) && c.outcome.status === OUTCOME_STATUS.open)).toBe(true);
    expect(seen.some((c) => c.kind === 'event' && c.event.live && c.event.minute !== null)).toBe(true);
    expect(feed.reader.liveProgram().version).toBeGreaterThan(liveVersion);
  });

  it('keeps the seven-day window full: new events appear at the far end', async () => {
    const { feed, clock, run } = makeFeed();
    const before = feed.reader.programEvents().filter((e) => e.sportId > 0);
    const codes = new Set(before.map((e) => e.code));
    const version = feed.reader.sportProgram(1).version;
    await run(DAY, 5 * MIN);
    const after = feed.reader.programEvents().filter((e) => e.sportId > 0);
    const fresh = after.filter((e) => !codes.has(e.code));
    expect(fresh.length).toBeGreaterThan(20);
    for (const e of fresh) expect(e.startsAt).toBeGreaterThan(NOW + 7 * DAY);
    expect(Math.max(...after.map((e) => e.startsAt))).toBeLessThanOrEqual(clock.t + 7 * DAY);
    expect(after.length).toBeGreaterThan(before.length * 0.7);
    expect(after.length).toBeLessThan(before.length * 1.3);
    expect(feed.reader.sportProgram(1).version).toBeGreaterThan(version);
  });

  it('forgets finished events three days later', async () => {
    const { feed, results, run } = makeFeed();
    await run(3 * 60 * MIN, 5 * MIN);
    const done = results[0]!;
    expect(feed.reader.eventByCode(done.eventCode)).toBeDefined();
    await run(3 * DAY, 30 * MIN);
    expect(feed.reader.eventByCode(done.eventCode)).toBeUndefined();
  });

  it('is deterministic for a seed and the same tick times', async () => {
    const a = makeFeed(8);
    const b = makeFeed(8);
    await a.run(90 * MIN, 30_000);
    await b.run(90 * MIN, 30_000);
    expect(b.feed.reader.liveProgram()).toEqual(a.feed.reader.liveProgram());
    expect(b.feed.reader.sportProgram(1)).toEqual(a.feed.reader.sportProgram(1));
    expect(b.results).toEqual(a.results);
  });
});
