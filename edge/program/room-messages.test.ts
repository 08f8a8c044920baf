import { describe, expect, it } from 'vitest';
import type { LiveState, ProgramEvent, ProgramSnapshot } from '@shared/protocol/program';
import { LIVE_ROOM, MT, type RealtimeItem, type RoomMessageFrame, type VideoEventBody } from '@shared/protocol/realtime';
import { createGeneratorFeed } from '../feed/generator-feed';
import { createRoomMessageBuilder } from './room-messages';

describe('room messages of the feed', () => {
  it('one message per touched room per commit, at the store version, versions +1 per room, odds coalesced', () => {
    let at = Date.UTC(2026, 5, 1, 15, 0);
    const feed = createGeneratorFeed({ seed: 7, now: () => at });
    const build = createRoomMessageBuilder(feed.reader);
    const last = new Map<string, number>();
    let odds = 0;
    feed.onChange((changes, versions) => {
      const msgs: RoomMessageFrame[] = build(changes, versions, at);
      const rooms = new Set(msgs.map((m) => m.room));
      expect(rooms.size).toBe(msgs.length);
      expect(msgs.length).toBe(Object.keys(versions.sports).length + Object.keys(versions.events).length + (versions.live ? 1 : 0));
      for (const m of msgs) {
        const prev = last.get(m.room);
        if (prev !== undefined) expect(m.v).toBe(prev + 1);
        last.set(m.room, m.v);
        const items = m.MT === MT.batch ? (m.M as { MT: number; M: unknown }[]) : [{ MT: m.MT, M: m.M }];
        const oddsItems = items.filter((i) => i.MT === MT.oddsChange);
        expect(oddsItems.length).toBeLessThanOrEqual(1);
        odds += oddsItems.length;
      }
      if (versions.live !== undefined) expect(last.get(LIVE_ROOM)).toBe(feed.reader.version({ live: true }));
    });
    for (let i = 0; i < 120; i++) {
      at += 60_000;
      feed.tick(at);
    }
    expect(odds).toBeGreaterThan(0);
    expect(last.size).toBeGreaterThan(3);
  });

  it('carries each live match\'s live state on the wire, in its score updates, goals and snapshots', () => {
    let at = Date.parse('2026-11-21T17:30:00Z');
    const feed = createGeneratorFeed({ seed: 9, scale: 0.5, now: () => at });
    const build = createRoomMessageBuilder(feed.reader);
    const kinds = new Set<string>();
    let updates = 0;
    let goals = 0;
    feed.onChange((changes, versions) => {
      // What a client receives: the frames as JSON text.
      const frames = JSON.parse(JSON.stringify(build(changes, versions, at))) as RoomMessageFrame[];
      const items = frames.flatMap((f): RealtimeItem[] => (f.MT === MT.batch ? (f.M as RealtimeItem[]) : [{ MT: f.MT, M: f.M }]));
      for (const item of items) {
        if (item.MT === MT.scoreUpdate || item.MT === MT.goal) {
          const e = item.M as ProgramEvent;
          if (!e.live) continue;
          expect(e.liveState, e.name).toEqual(feed.reader.eventByCode(e.code)!.liveState);
          kinds.add(e.liveState!.kind);
          updates++;
        }
        if (item.MT === MT.videoEvent) {
          const body = item.M as VideoEventBody;
          expect(body.liveState).toEqual(feed.reader.eventByCode(body.eventCode)!.liveState);
          expect(body.liveState?.kind).toBe('clock');
          goals++;
        }
      }
    });
    for (let i = 0; i < 600; i++) {
      at += 1000;
      feed.tick(at);
    }
    expect(updates).toBeGreaterThan(50);
    expect(goals).toBeGreaterThan(0);
    for (const k of ['clock', 'quarters', 'sets']) expect(kinds.has(k), k).toBe(true);
    // The HTTP snapshot of the live program carries the same states.
    const snapshot = JSON.parse(JSON.stringify(feed.reader.liveProgram())) as ProgramSnapshot;
    const states = snapshot.events.map((e): LiveState | null | undefined => e.liveState);
    expect(states.length).toBeGreaterThan(5);
    expect(states).toEqual(snapshot.events.map((e) => feed.reader.eventByCode(e.code)!.liveState));
    expect(states.every((s) => s && typeof s.kind === 'string')).toBe(true);
  }, 30_000);
});
