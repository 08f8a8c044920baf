/** The announcer: notices gathered and spoken together, repeats of one key held back, off when the member says so. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCE_GAP_MS,
  ANNOUNCE_KEY_COOLDOWN_MS,
  ANNOUNCE_MAX,
  ANNOUNCE_STORAGE_KEY,
  announce,
  getAnnouncement,
  isAnnouncing,
  resetAnnouncer,
  setAnnounceMoreText,
  setAnnouncing,
} from './announcer-store';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetAnnouncer();
  setAnnounceMoreText((n) => `ve ${n} değişiklik daha.`);
});
afterEach(() => vi.useRealTimers());

describe('announcer', () => {
  it('speaks a burst once, at most ANNOUNCE_MAX notices with the rest counted', () => {
    for (let i = 1; i <= ANNOUNCE_MAX + 2; i++) announce(`Bildirim ${i}.`);
    expect(getAnnouncement().text).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    expect(getAnnouncement().text).toBe('Bildirim 1. Bildirim 2. Bildirim 3. ve 2 değişiklik daha.');
  });

  it('keeps a gap between two spoken batches', () => {
    announce('Bir.');
    vi.advanceTimersByTime(200);
    expect(getAnnouncement().text).toBe('Bir.');
    announce('İki.');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS / 2);
    expect(getAnnouncement().text).toBe('Bir.');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    expect(getAnnouncement().text).toBe('İki.');
  });

  it('says one thing (an odds, a score) at most once per cooldown, the newest waiting one winning', () => {
    announce('Oran 1,50 yerine 1,60.', 'odd:1');
    announce('Oran 1,60 yerine 1,70.', 'odd:1');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    expect(getAnnouncement().text).toBe('Oran 1,60 yerine 1,70.');
    const spoken = getAnnouncement().n;
    announce('Oran 1,70 yerine 1,80.', 'odd:1');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS * 2);
    expect(getAnnouncement().n).toBe(spoken);
    vi.advanceTimersByTime(ANNOUNCE_KEY_COOLDOWN_MS);
    announce('Oran 1,80 yerine 1,90.', 'odd:1');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    expect(getAnnouncement().text).toBe('Oran 1,80 yerine 1,90.');
  });

  it('is silent when switched off, and remembers the choice', () => {
    setAnnouncing(false);
    expect(localStorage.getItem(ANNOUNCE_STORAGE_KEY)).toBe('off');
    announce('Kupona eklendi.');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS * 2);
    expect(getAnnouncement().text).toBe('');
    resetAnnouncer();
    expect(isAnnouncing()).toBe(false);
    setAnnouncing(true);
    announce('Kupona eklendi.');
    vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    expect(getAnnouncement().text).toBe('Kupona eklendi.');
  });
});
