/**
 * What the client benchmark puts into the page (page.addInitScript, before any of the app's scripts run) and how
 * it reads it back. Nothing of this is in the production build; the page is the very bundle users get.
 *
 * - Socket arrival: `window.WebSocket` becomes a subclass whose constructor adds a 'message' listener before the
 *   app sets `onmessage`, so it runs first for every frame and stamps `performance.now()` with the raw text (parsed
 *   only after the measured window, off the clock).
 * - Frames: `requestAnimationFrame` is wrapped so the first callback of each frame opens a frame record (rAF
 *   timestamp, performance.now()) and posts a MessageChannel message; that message runs as the first task after
 *   the frame's rendering task (rAF callbacks, style, layout, paint and commit to the compositor all run in one
 *   task in Chromium), so its time is the frame's "main-thread paint done" time. A probe rAF loop keeps one
 *   callback in every frame (also the frame counter for frames per second).
 * - Odds cell changes: a MutationObserver on the document sees the text of an odds button's `.odds__value` span change
 *   on every new odd (in place, or with a cell that mounts): time, the frame it happened in (or none, when a
 *   task outside a frame changed it), the button's accessible name and the shown text.
 * - Long tasks: PerformanceObserver 'longtask' (every main-thread task of 50 ms or more) and, for diagnosis,
 *   'long-animation-frame' (frames whose work took 50 ms or more, with their blocking time).
 */
import type { Page } from 'playwright-core';

export interface ProbeSample {
  /** performance.now() when the window started and ended. */
  from: number;
  to: number;
  /** performance.timeOrigin, to put the edge's epoch-ms commit times on the page's clock. */
  timeOrigin: number;
  /** rAF timestamps of the frames in the window (the probe loop's callbacks). */
  frameTimes: number[];
  /** Frame records: id, first callback time, end (first task after the frame), -1 while open. */
  frames: Array<[id: number, start: number, end: number]>;
  /** Socket frames: arrival time and raw text. */
  arrivals: Array<[t: number, data: string]>;
  /** Odds cell changes: time, frame id (-1 outside a frame), accessible name, shown text. */
  mutations: Array<[t: number, frame: number, label: string, text: string]>;
  longTasks: Array<[start: number, duration: number]>;
  /**
   * Long animation frames: start, duration, blocking duration, time in style and layout, time in rendering (style,
   * layout, paint from renderStart on), and the longest script ("invoker sourceFunctionName duration").
   */
  longFrames: Array<[start: number, duration: number, blocking: number, styleLayout: number, render: number, script: string]>;
}

/**
 * Runs in the page before the app. Kept free of closures over Node values: it travels as source text
 * (`probeScript`), so it must not use helpers of the Node side's TypeScript transform.
 */
export const installProbe = (): void => {
  type W = Window & typeof globalThis & { __benchProbe?: unknown };
  const w = window as W;
  if (w.__benchProbe) return;
  const now = () => performance.now();
  const state = {
    on: false,
    from: 0,
    frameTimes: [] as number[],
    frames: [] as Array<[number, number, number]>,
    arrivals: [] as Array<[number, string]>,
    mutations: [] as Array<[number, number, string, string]>,
    longTasks: [] as Array<[number, number]>,
    longFrames: [] as Array<[number, number, number, number, number, string]>,
  };

  // Frames: the first rAF callback of a frame opens a record; the first task after the frame closes it.
  let frameId = 0;
  let open: { id: number; ts: number; rec: [number, number, number] } | null = null;
  const closer = new MessageChannel();
  const close = () => {
    if (!open) return;
    open.rec[2] = now();
    open = null;
  };
  closer.port1.onmessage = close;
  const enterFrame = (ts: number) => {
    if (open && open.ts === ts) return;
    close();
    const rec: [number, number, number] = [++frameId, now(), -1];
    open = { id: rec[0], ts, rec };
    if (state.on) state.frames.push(rec);
    closer.port2.postMessage(0);
  };
  const nativeRaf = w.requestAnimationFrame.bind(w);
  w.requestAnimationFrame = (cb: FrameRequestCallback): number =>
    nativeRaf((ts) => {
      enterFrame(ts);
      cb(ts);
    });
  const loop = (ts: number) => {
    enterFrame(ts);
    if (state.on) state.frameTimes.push(ts);
    nativeRaf(loop);
  };
  nativeRaf(loop);

  // Socket arrivals, stamped before the app's own handler runs.
  const NativeSocket = w.WebSocket;
  w.WebSocket = class ProbedSocket extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (e: MessageEvent) => {
        if (state.on && typeof e.data === 'string') state.arrivals.push([now(), e.data]);
      });
    }
  };

  // A new odd changes the text of an odds cell's value span (in place), or mounts the span with the cell.
  const valueSpan = (node: Node | null): HTMLElement | null => {
    const el = node instanceof HTMLElement ? node : node?.parentElement ?? null;
    return el?.classList.contains('odds__value') ? el : null;
  };
  const watch = new MutationObserver((records) => {
    if (!state.on) return;
    const t = now();
    const inFrame = open ? open.id : -1;
    const seen = new Set<HTMLElement>();
    for (const r of records) {
      const spans = r.type === 'characterData' ? [valueSpan(r.target)] : [valueSpan(r.target), ...Array.from(r.addedNodes, (n) => valueSpan(n))];
      for (const span of spans) {
        if (!span || seen.has(span)) continue;
        seen.add(span);
        const label = span.parentElement?.getAttribute('aria-label') ?? '';
        state.mutations.push([t, inFrame, label, span.textContent ?? '']);
      }
    }
  });
  const observeBody = () => watch.observe(document.documentElement, { childList: true, characterData: true, subtree: true });
  if (document.documentElement) observeBody();
  else document.addEventListener('DOMContentLoaded', observeBody, { once: true });

  try {
    new PerformanceObserver((list) => {
      if (!state.on) return;
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask' });
  } catch {
    /* not supported: reported as missing by the collector */
  }
  try {
    new PerformanceObserver((list) => {
      if (!state.on) return;
      type Script = { invoker?: string; sourceFunctionName?: string; duration: number };
      type Loaf = PerformanceEntry & { blockingDuration?: number; renderStart?: number; styleAndLayoutStart?: number; scripts?: Script[] };
      for (const e of list.getEntries() as Loaf[]) {
        const end = e.startTime + e.duration;
        const styleLayout = e.styleAndLayoutStart ? end - e.styleAndLayoutStart : 0;
        const render = e.renderStart ? end - e.renderStart : 0;
        const top = [...(e.scripts ?? [])].sort((a, b) => b.duration - a.duration)[0];
        const script = top ? `${top.invoker ?? '?'} ${top.sourceFunctionName ?? ''} ${Math.round(top.duration)}` : '';
        state.longFrames.push([e.startTime, e.duration, e.blockingDuration ?? 0, styleLayout, render, script]);
      }
    }).observe({ type: 'long-animation-frame' });
  } catch {
    /* optional */
  }

  w.__benchProbe = {
    start: () => {
      state.frameTimes = [];
      state.frames = [];
      state.arrivals = [];
      state.mutations = [];
      state.longTasks = [];
      state.longFrames = [];
      state.from = now();
      state.on = true;
    },
    stop: () => {
      state.on = false;
      close();
      return {
        from: state.from,
        to: now(),
        timeOrigin: performance.timeOrigin,
        frameTimes: state.frameTimes,
        frames: state.frames,
        arrivals: state.arrivals,
        mutations: state.mutations,
        longTasks: state.longTasks,
        longFrames: state.longFrames,
      };
    },
    supports: () => PerformanceObserver.supportedEntryTypes,
  };
};

interface ProbeHandle {
  start(): void;
  stop(): ProbeSample;
  supports(): string[];
}

export const startWindow = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { __benchProbe: ProbeHandle }).__benchProbe.start());

/** Ends the window; a frame still open then is closed at that moment (an upper bound on its end). */
export const stopWindow = (page: Page): Promise<ProbeSample> =>
  page.evaluate(() => (window as unknown as { __benchProbe: ProbeHandle }).__benchProbe.stop());

export const supportedEntryTypes = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __benchProbe: ProbeHandle }).__benchProbe.supports());

/**
 * The init script's source. tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`:
 * the page gets a harmless `__name` so the function's text runs there as it does in Node.
 */
export const probeScript = (): string =>
  `var __name = window.__name || ((f) => f); window.__name = __name; (${installProbe.toString()})();`;
