/**
 * Event-loop delay from perf_hooks' monitor. Its histogram records the time between its timer's runs, which is the
 * resolution plus the delay; we report the delay alone, in ms. Each read covers the time since the last reset.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface EventLoopMonitor {
  /** The delay since the last reset (zeros when nothing was recorded yet). */
  read(): EventLoopDelay;
  reset(): void;
  stop(): void;
}

const RESOLUTION_MS = 10;
const NS_PER_MS = 1e6;

export const createEventLoopMonitor = (resolutionMs = RESOLUTION_MS): EventLoopMonitor => {
  const h: IntervalHistogram = monitorEventLoopDelay({ resolution: resolutionMs });
  h.enable();
  const delayMs = (ns: number): number => Math.max(0, Math.round((ns / NS_PER_MS - resolutionMs) * 100) / 100);
  return {
    read() {
      if (h.count === 0) return { p50Ms: 0, p99Ms: 0, maxMs: 0 };
      return { p50Ms: delayMs(h.percentile(50)), p99Ms: delayMs(h.percentile(99)), maxMs: delayMs(h.max) };
    },
    reset: () => h.reset(),
    stop: () => h.disable(),
  };
};
