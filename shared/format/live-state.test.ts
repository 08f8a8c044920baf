import { describe, expect, it } from 'vitest';
import type { LiveState } from '../protocol/program';
import { describeLiveState, formatGameClock, formatLiveState, serverOf } from './live-state';

const clock = (minute: number, period: number, running: boolean, periods = 2): LiveState => ({ kind: 'clock', period, periods, minute, running });
const quarters = (period: number, clockSeconds: number, running = true, periods = 4): LiveState => ({ kind: 'quarters', period, periods, clockSeconds, running });

describe('live state text', () => {
  it('shows the running minute, İY at half time, the end of a period and of the match', () => {
    expect(formatLiveState(clock(67, 2, true))).toBe('67′');
    expect(formatLiveState(clock(45, 1, false))).toBe('İY');
    expect(describeLiveState(clock(45, 1, false))).toBe('devre arası');
    expect(formatLiveState(clock(20, 1, false, 3))).toBe('1. Periyot Sonu');
    expect(formatLiveState(clock(90, 2, false))).toBe('MS');
    expect(describeLiveState(clock(67, 2, true))).toBe('67. dakika');
  });

  it('shows the quarter and the clock counting down, and the breaks between quarters', () => {
    expect(formatLiveState(quarters(2, 252))).toBe('2. Çeyrek 04:12');
    expect(describeLiveState(quarters(2, 252))).toBe('2. çeyrek, kalan süre 04:12');
    expect(formatLiveState(quarters(4, 9))).toBe('4. Çeyrek 00:09');
    expect(formatLiveState(quarters(1, 0, false))).toBe('1. Çeyrek Sonu');
    expect(formatLiveState(quarters(2, 0, false))).toBe('Devre Arası');
    expect(describeLiveState(quarters(2, 0, false))).toBe('devre arası');
    expect(formatLiveState(quarters(4, 0, false))).toBe('MS');
    expect(formatGameClock(600)).toBe('10:00');
  });

  it('shows the set in play with every set score and the tennis game points', () => {
    const tennis: LiveState = { kind: 'sets', sets: [[6, 4], [3, 2]], points: ['30', '15'], server: 1 };
    expect(formatLiveState(tennis)).toBe('2. Set 6-4 3-2 (30-15)');
    expect(describeLiveState(tennis)).toBe('2. set, set skorları 6-4, 3-2, oyun 30-15');
    expect(formatLiveState({ kind: 'sets', sets: [[6, 4], [5, 5]], points: ['AD', '40'], server: 0 })).toBe('2. Set 6-4 5-5 (AD-40)');
    expect(formatLiveState({ kind: 'sets', sets: [[25, 21], [12, 9]] })).toBe('2. Set 25-21 12-9');
    expect(formatLiveState({ kind: 'sets', sets: [] })).toBe('');
  });

  it('shows the map, frame or game in play and the CS-GO rounds', () => {
    expect(formatLiveState({ kind: 'maps', unit: 'Harita', map: 3 })).toBe('3. Harita');
    expect(formatLiveState({ kind: 'maps', unit: 'Harita', map: 2, rounds: [9, 7] })).toBe('2. Harita 9-7');
    expect(describeLiveState({ kind: 'maps', unit: 'Harita', map: 2, rounds: [9, 7] })).toBe('2. harita, raunt 9-7');
    expect(formatLiveState({ kind: 'maps', unit: 'Frame', map: 5 })).toBe('5. Frame');
  });

  it('names the server of a tennis match only', () => {
    const tennis: LiveState = { kind: 'sets', sets: [[1, 0]], points: ['0', '0'], server: 1 };
    expect(serverOf(tennis, 'Jannik Sinner', 'Carlos Alcaraz')).toBe('Carlos Alcaraz');
    expect(serverOf({ ...tennis, server: 0 }, 'Jannik Sinner', 'Carlos Alcaraz')).toBe('Jannik Sinner');
    expect(serverOf({ kind: 'sets', sets: [[3, 2]] }, 'A', 'B')).toBeNull();
    expect(serverOf(clock(10, 1, true), 'A', 'B')).toBeNull();
    expect(serverOf(null, 'A', 'B')).toBeNull();
  });
});
