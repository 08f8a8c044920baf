import { describe, expect, it } from 'vitest';
import { LIVE_ROOM, MT, type RoomMessageFrame } from '@shared/protocol/realtime';
import { createGeneratorFeed } from './generator-feed';
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
});
