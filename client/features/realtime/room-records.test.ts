/**
 * The realtime connection and its room records (spec sections 3 and 7): the socket URL carries the platform id and
 * the user agent; each room record has its Name, Type and Channels (a name and a callback), and the room's messages
 * reach the store through its channel's callback.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MT, sportRoom, type RoomMessageFrame } from '@shared/protocol/realtime';
import { readRealtimeClientInfo } from '@shared/protocol/realtime-connect';
import { sportKey } from '../program/program.slice';
import { realtimeUrl } from './realtime-url';
import { ROOM_MESSAGE_CHANNEL, RoomTable, accept, drain, settle, type RoomOutput } from './room-table';

afterEach(() => document.head.querySelector('meta[name="realtime-port"]')?.remove());

describe('the realtime connection', () => {
  it('opens with the platform id and the user agent', () => {
    const meta = document.createElement('meta');
    meta.name = 'realtime-port';
    meta.content = '8081';
    document.head.append(meta);
    const url = new URL(realtimeUrl()!);
    expect(url.port).toBe('8081');
    expect(readRealtimeClientInfo(url.search)).toEqual({ platformId: 1, userAgent: navigator.userAgent.slice(0, 256) });
  });
});

describe('room records', () => {
  it('have a name, a type and a message channel whose callback hands the applied items on', () => {
    const rooms = new RoomTable();
    const program = rooms.need(sportRoom(1), sportKey(1))!;
    const member = rooms.need('Member_abc_V3', null)!;
    expect(program).toMatchObject({ name: 'Sport_1_V3', type: 'program' });
    expect(member).toMatchObject({ name: 'Member_abc_V3', type: 'member' });
    expect(program.channels.map((c) => c.name)).toEqual([ROOM_MESSAGE_CHANNEL]);
    expect(typeof member.channels[0]?.callback).toBe('function');

    settle(program, 4);
    settle(member, 0);
    const frame = (room: string, v: number): RoomMessageFrame => ({ room, v, MT: MT.scoreUpdate, M: { v } });
    accept(program, frame(program.name, 5));
    accept(member, frame(member.name, 1));
    const out: RoomOutput = { updates: [], member: [] };
    for (const room of [program, member]) {
      const items = drain(room, 0);
      for (const ch of room.channels) ch.callback(items, room, out);
    }
    expect(out.updates).toEqual([{ key: sportKey(1), version: 5, items: [{ MT: MT.scoreUpdate, M: { v: 5 } }] }]);
    expect(out.member).toEqual([{ MT: MT.scoreUpdate, M: { v: 1 } }]);
  });
});
