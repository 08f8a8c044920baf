import { describe, expect, it } from 'vitest';
import { RoomLog } from './room-log';

const limits = { maxMessages: 3, maxAgeMs: 1000 };

describe('room log', () => {
  it('replays after a version, answers null past the buffer, and detects gaps and restarts', () => {
    const log = new RoomLog(10, limits);
    expect(log.append(11, 'a', 0)).toBe('next');
    expect(log.append(12, 'b', 0)).toBe('next');
    expect(log.since(10, 0)).toEqual(['a', 'b']);
    expect(log.since(12, 0)).toEqual([]);
    expect(log.since(15, 0)).toEqual([]);
    log.append(13, 'c', 0);
    log.append(14, 'd', 0);
    expect(log.since(10, 0)).toBeNull(); // 11 fell out of the 3-message buffer
    expect(log.since(11, 0)).toEqual(['b', 'c', 'd']);
    expect(log.append(16, 'f', 0)).toBe('gap');
    expect(log.since(14, 0)).toBeNull();
    expect(log.since(15, 0)).toEqual(['f']);
    expect(log.append(2, 'r', 0)).toBe('restart');
    expect(log.version).toBe(2);
  });

  it('drops messages older than the replay window', () => {
    const log = new RoomLog(0, limits);
    log.append(1, 'a', 0);
    log.append(2, 'b', 900);
    expect(log.since(0, 1500)).toBeNull();
    expect(log.since(1, 1500)).toEqual(['b']);
  });

  it('an unknown baseline takes the first message as it comes', () => {
    const log = new RoomLog(null, limits);
    expect(log.append(40, 'x', 0)).toBe('next');
    log.jumpTo(39);
    expect(log.version).toBe(40);
  });
});
