/**
 * The page's main-thread CPU time over a window, from the DevTools Performance domain in the thread-ticks time
 * domain: time the renderer's main thread actually ran. Chromium's CPU throttle keeps the thread busy for its extra
 * time, so the figures are throttled milliseconds like the bench's other columns (a trace shows a task's thread time
 * within 0-10 % of its wall time at 4x); time the OS gave the core to another process (the edge, the driver) is left
 * out. It says how much work the page did per second, with far less noise than counts of long tasks, which a busy
 * neighbour on a 2-core machine pushes over 50 ms: the figure to compare two builds by.
 * TaskDuration is all of the main thread's tasks; script, style and layout are parts of it; the rest ("other") is
 * mostly paint, layerization and the commit to the compositor, and the probe's own frame loop (idle windows show it).
 */
import type { CDPSession } from 'playwright-core';

export interface MainThreadTotals {
  task: number;
  script: number;
  style: number;
  layout: number;
}

export interface MainThreadPerSecond {
  /** Main-thread CPU ms per second of the window, all tasks and their parts. */
  task: number;
  script: number;
  styleLayout: number;
  other: number;
}

const METRIC: Record<keyof MainThreadTotals, string> = {
  task: 'TaskDuration',
  script: 'ScriptDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
};

export const enableMainThreadMetrics = async (cdp: CDPSession): Promise<void> => {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
};

/** The running totals, in ms of main-thread CPU. */
export const readMainThread = async (cdp: CDPSession): Promise<MainThreadTotals> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const by = new Map(metrics.map((m) => [m.name, m.value]));
  const read = (name: string): number => {
    const v = by.get(name);
    if (v === undefined) throw new Error(`the Performance domain gave no ${name}`);
    return v * 1000;
  };
  return { task: read(METRIC.task), script: read(METRIC.script), style: read(METRIC.style), layout: read(METRIC.layout) };
};

/** From two readings `seconds` apart, the CPU ms per second of each part. */
export const perSecond = (before: MainThreadTotals, after: MainThreadTotals, seconds: number): MainThreadPerSecond => {
  const d = (k: keyof MainThreadTotals) => Math.max(0, after[k] - before[k]) / seconds;
  const styleLayout = d('style') + d('layout');
  return { task: d('task'), script: d('script'), styleLayout, other: Math.max(0, d('task') - d('script') - styleLayout) };
};
