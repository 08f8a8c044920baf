/**
 * The page's main thread in a Chrome trace (Lighthouse's observed, unthrottled load): how long its tasks took on the
 * clock and how much CPU they used, from the first contentful paint on (where TBT starts counting).
 *
 * Why both: Lighthouse's simulated TBT multiplies each task's clock time by 4 (its CPU throttle) and counts what is
 * over 50 ms. On a 2-core machine that also runs the edge, Lighthouse and chromium's other processes, the page's main
 * thread waits for a core for much of a task's clock time, and that wait is multiplied too. The CPU time (a trace
 * event's `tdur`) is what the page's own code costs; `simulatedTbtFromCpu` applies Lighthouse's rule to it, a figure
 * that separates two builds where the clock-time TBT moves with the machine's load.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadLoad {
  /** Sum of the main thread's task durations after FCP, ms. */
  wallMs: number;
  /** Sum of the same tasks' CPU time, ms. */
  cpuMs: number;
  /** Σ max(0, 4 × task CPU time − 50 ms) over those tasks: Lighthouse's TBT rule applied to CPU time. */
  simulatedTbtFromCpu: number;
}

const CPU_MULTIPLIER = 4;
const LONG_TASK_MS = 50;

const eventsOf = (trace: unknown): TraceEvent[] => {
  if (Array.isArray(trace)) return trace as TraceEvent[];
  const events = (trace as { traceEvents?: unknown } | null)?.traceEvents;
  return Array.isArray(events) ? (events as TraceEvent[]) : [];
};

/** The renderer main thread that ran the most tasks (the page's; other renderers are extensions or WebUI). */
const pageMainThread = (events: readonly TraceEvent[]): { pid: number; tid: number } | null => {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const best = [...busy].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
};

/** Null when the trace has no page main thread or no first contentful paint. */
export const mainThreadLoad = (trace: unknown): MainThreadLoad | null => {
  const events = eventsOf(trace);
  const main = pageMainThread(events);
  if (!main) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  if (fcp === undefined) return null;
  let wallMs = 0;
  let cpuMs = 0;
  let simulatedTbtFromCpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid || e.ts < fcp) continue;
    const cpu = (e.tdur ?? e.dur ?? 0) / 1000;
    wallMs += (e.dur ?? 0) / 1000;
    cpuMs += cpu;
    simulatedTbtFromCpu += Math.max(0, CPU_MULTIPLIER * cpu - LONG_TASK_MS);
  }
  return { wallMs, cpuMs, simulatedTbtFromCpu };
};
