import { describe, expect, it } from 'vitest';
import { OPS_HISTORY_SECONDS } from '@shared/protocol/ops-api';
import { realtimeCounters } from '../realtime/realtime-stats';
import { createOpsSampler } from './ops-sampler';

const setup = () => {
  let t = 1_000_000;
  let busUp = true;
  const logs: { level: string; msg: string }[] = [];
  const log = {
    info: (_o: object, msg: string) => logs.push({ level: 'info', msg }),
    warn: (_o: object, msg: string) => logs.push({ level: 'warn', msg }),
  } as never;
  const view = { listening: () => true, stats: () => ({ connections: 7, rooms: 3, subscribers: 11 }) };
  const sampler = createOpsSampler({ bus: { kind: 'redis', connected: () => busUp }, realtime: () => view, now: () => t, log });
  return {
    sampler,
    logs,
    tick: (ms = 1000) => {
      t += ms;
      sampler.sample();
    },
    setBus: (up: boolean) => (busUp = up),
  };
};

describe('ops sampler', () => {
  it('turns counter deltas into per-second history points and a windowed headline rate', () => {
    const { sampler, tick } = setup();
    sampler.sample();
    for (let i = 0; i < 3; i++) realtimeCounters.messageIn(10);
    realtimeCounters.messageOut(100, 4);
    tick();
    for (let i = 0; i < 9; i++) realtimeCounters.messageIn(10);
    tick(2000);
    const s = sampler.snapshot();
    expect(s.history.map((p) => p.messagesInPerSec)).toEqual([3, 4.5]);
    expect(s.history.map((p) => p.messagesOutPerSec)).toEqual([4, 0]);
    expect(s.history[0]!.bytesOutPerSec).toBe(400);
    expect(s.history[1]!.connections).toBe(7);
    // 12 frames of 10 bytes in 3 s.
    expect(s.messagesInPerSec).toBe(4);
    expect(s.bytesInPerSec).toBe(40);
    expect(s).toMatchObject({ connections: 7, rooms: 3, subscribers: 11, bus: { kind: 'redis', connected: true }, uptimeSec: 3 });
    expect(Object.keys(s.cuts).sort()).toEqual(['backpressure', 'bad_frame', 'binary', 'frame_budget', 'frame_size', 'idle', 'rooms']);
    expect(s.memory.rssBytes).toBeGreaterThan(0);
  });

  it('keeps only the last OPS_HISTORY_SECONDS points', () => {
    const { sampler, tick } = setup();
    sampler.sample();
    for (let i = 0; i < OPS_HISTORY_SECONDS + 30; i++) tick();
    const { history } = sampler.snapshot();
    expect(history).toHaveLength(OPS_HISTORY_SECONDS);
    expect(history.at(-1)!.t - history[0]!.t).toBe((OPS_HISTORY_SECONDS - 1) * 1000);
  });

  it('logs the bus going down and coming back once each, and health reports it', () => {
    const { sampler, tick, setBus, logs } = setup();
    sampler.sample();
    setBus(false);
    tick();
    tick();
    expect(sampler.health().bus).toEqual({ kind: 'redis', connected: false });
    setBus(true);
    tick();
    expect(logs).toEqual([
      { level: 'warn', msg: 'bus disconnected: this node receives no room messages' },
      { level: 'info', msg: 'bus reconnected' },
    ]);
    expect(sampler.health()).toMatchObject({ bus: { connected: true }, realtime: { listening: true, connections: 7, rooms: 3 } });
  });
});
