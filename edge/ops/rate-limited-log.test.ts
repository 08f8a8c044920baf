import { describe, expect, it } from 'vitest';
import { createRateLimitedLog } from './rate-limited-log';

const recorder = () => {
  const lines: Array<{ level: string; fields: Record<string, unknown>; msg: string }> = [];
  const log = {
    info: (fields: Record<string, unknown>, msg: string) => void lines.push({ level: 'info', fields, msg }),
    warn: (fields: Record<string, unknown>, msg: string) => void lines.push({ level: 'warn', fields, msg }),
  };
  return { lines, log: log as never };
};

describe('rate-limited log', () => {
  it('writes at most maxLines per window and one summary with the count of the rest, by kind', () => {
    let t = 0;
    const { lines, log } = recorder();
    const cuts = createRateLimitedLog({ log, msg: 'realtime client cut', maxLines: 3, windowMs: 10_000, now: () => t });
    for (let i = 0; i < 10_000; i++) cuts.write(i % 2 ? 'frame_budget' : 'bad_frame', { code: 4420 });
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.level === 'info' && l.msg === 'realtime client cut')).toBe(true);
    t = 9_999;
    cuts.flush();
    expect(lines).toHaveLength(3);
    t = 10_000;
    cuts.flush();
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ level: 'warn', fields: { suppressed: 9_997, byKind: { bad_frame: 4_998, frame_budget: 4_999 } } });
    expect(lines[3]!.msg).toMatch(/9997 more not logged/);
  });

  it('starts afresh in the next window and writes no summary when nothing was held back', () => {
    let t = 0;
    const { lines, log } = recorder();
    const cuts = createRateLimitedLog({ log, msg: 'cut', maxLines: 2, windowMs: 1000, now: () => t });
    cuts.write('idle', {});
    t = 1500;
    cuts.flush();
    cuts.write('idle', {});
    cuts.write('idle', {});
    expect(lines.map((l) => l.level)).toEqual(['info', 'info', 'info']);
  });
});
