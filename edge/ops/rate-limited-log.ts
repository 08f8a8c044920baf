/**
 * A log line that may come thousands of times a second (a socket cut, a refused upgrade) written at most
 * `maxLines` times per `windowMs`; the rest are counted, by kind, and told in one summary line when the window
 * ends. A flood of abusers then costs a few lines, and ops still see how many there were.
 */
import type { Logger } from 'pino';

export interface RateLimitedLogOptions {
  log: Pick<Logger, 'info' | 'warn'>;
  /** The message of every line; the summary says how many more were not written. */
  msg: string;
  maxLines: number;
  windowMs: number;
  now?: () => number;
}

export interface RateLimitedLog {
  /** `kind` groups what the summary counts (the cut reason); `fields` are the line's, written as given. */
  write(kind: string, fields: Record<string, unknown>): void;
  /** Writes the summary of a window that has ended; call it from a timer so a flood that stops is still told. */
  flush(): void;
}

export const createRateLimitedLog = (opts: RateLimitedLogOptions): RateLimitedLog => {
  const now = opts.now ?? Date.now;
  let windowStart = now();
  let lines = 0;
  const suppressed = new Map<string, number>();

  const roll = (at: number): void => {
    if (at - windowStart < opts.windowMs) return;
    if (suppressed.size > 0) {
      const byKind = Object.fromEntries(suppressed);
      const total = [...suppressed.values()].reduce((a, b) => a + b, 0);
      opts.log.warn({ suppressed: total, byKind, windowMs: opts.windowMs }, `${opts.msg}: ${total} more not logged`);
      suppressed.clear();
    }
    windowStart = at;
    lines = 0;
  };

  return {
    write(kind, fields) {
      roll(now());
      if (lines < opts.maxLines) {
        lines++;
        opts.log.info(fields, opts.msg);
      } else suppressed.set(kind, (suppressed.get(kind) ?? 0) + 1);
    },
    flush: () => roll(now()),
  };
};
