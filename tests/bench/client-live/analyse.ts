/**
 * Turns one probe window (page-probe.ts) into the figures of the quality bar: frames per second, long tasks, and
 * update-to-paint latency of the odds cells that changed on screen.
 *
 * Matching: an odds cell change is named by the button's accessible name ("<shown text>, <event>, <market>
 * <outcome>, oran 1,85"); the part between the shown text and ", oran" gives the outcome id (a map built from the
 * edge's snapshot), the shown text the odd. Its cause is the latest socket frame that arrived before the change and carried that outcome at that
 * odd. A change with no such frame is counted as unmatched and left out of the latency figures: a padlock (the
 * market locked, no odd shown), an event name the program holds twice (the label is ambiguous, so the map drops
 * it), a value from a snapshot reload (the bench also counts those reloads).
 */
import { MT, type OddsChangeBody, type RealtimeItem } from '@shared/protocol/realtime';
import type { ProgramSnapshot } from '@shared/protocol/program';
import type { ProbeSample } from './page-probe';

export interface WindowFigures {
  seconds: number;
  fps: number;
  /** Longest gap between two frames, ms. */
  worstFrameGap: number;
  longTasks: number;
  longTaskMax: number;
  longFrames: number;
  longFrameMax: number;
  /** Of the long animation frames' time: share spent in style and layout. */
  longFrameStyleLayoutShare: number;
  /** Longest scripts of the longest animation frames, for diagnosis. */
  longFrameScripts: string[];
  /** Outcome changes the page received per second (odds items of socket frames). */
  receivedPerS: number;
  socketFramesPerS: number;
  /** Arrival of the socket frame to the end of the frame that painted the cell, ms. */
  paint: number[];
  /** The edge's commit time (frame `t`) to the same paint, ms (same machine, same clock). */
  commitToPaint: number[];
  /** Cell changes seen, and those left out (no frame explains them, or the paint frame is unknown). */
  cellChanges: number;
  unmatched: number;
  /** A few unmatched changes and why, for diagnosis. */
  unmatchedExamples: string[];
}

/** "<event>, <market> <outcome>" of every main-market outcome of a sport program, to outcome id. */
export const labelMap = (snap: ProgramSnapshot): Map<string, number> => {
  const events = new Map(snap.events.map((e) => [e.code, e]));
  const markets = new Map(snap.markets.map((m) => [m.id, m]));
  const map = new Map<string, number>();
  const ambiguous = new Set<string>();
  for (const o of snap.outcomes) {
    const m = markets.get(o.marketId);
    const e = m && events.get(m.eventCode);
    if (!m || !e) continue;
    const key = `${e.name}, ${m.name} ${o.name}`;
    if (map.has(key)) ambiguous.add(key);
    map.set(key, o.id);
  }
  for (const key of ambiguous) map.delete(key);
  return map;
};

/** tr-TR odds text ("1,85", "12,40") to hundredths; NaN for anything else (a padlock). */
const parseOdd = (text: string): number => {
  const m = /^(\d+),(\d{2})$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number(m[2]) : Number.NaN;
};

interface Carried {
  t: number;
  odd: number;
  edgeT: number | undefined;
}

const collectOdds = (item: RealtimeItem, out: Array<{ id: number; odd: number }>): void => {
  if (item.MT === MT.batch) {
    for (const inner of item.M as RealtimeItem[]) collectOdds(inner, out);
  } else if (item.MT === MT.oddsChange) {
    for (const o of (item.M as OddsChangeBody).outcomes) out.push({ id: o.id, odd: o.odd });
  }
};

export const analyseWindow = (s: ProbeSample, labels: Map<string, number>, room: string): WindowFigures => {
  const seconds = (s.to - s.from) / 1000;
  const byOutcome = new Map<number, Carried[]>();
  let received = 0;
  let socketFrames = 0;
  for (const [t, data] of s.arrivals) {
    let frame: { room?: string; MT?: number; M?: unknown; t?: number };
    try {
      frame = JSON.parse(data) as typeof frame;
    } catch {
      continue;
    }
    if (frame.room !== room || frame.MT === undefined) continue;
    socketFrames++;
    const odds: Array<{ id: number; odd: number }> = [];
    collectOdds({ MT: frame.MT as RealtimeItem['MT'], M: frame.M }, odds);
    received += odds.length;
    for (const o of odds) {
      const list = byOutcome.get(o.id) ?? [];
      list.push({ t, odd: o.odd, edgeT: frame.t });
      byOutcome.set(o.id, list);
    }
  }

  const frames = [...s.frames].filter((f) => f[2] >= 0).sort((a, b) => a[1] - b[1]);
  const frameById = new Map(frames.map((f) => [f[0], f]));
  /** End of the frame that painted a change made at `t` (in frame `id`, or the first frame starting after it). */
  const paintEnd = (t: number, id: number): number | undefined => {
    if (id >= 0) return frameById.get(id)?.[2];
    let lo = 0;
    let hi = frames.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((frames[mid]?.[1] ?? 0) <= t) lo = mid + 1;
      else hi = mid;
    }
    return frames[lo]?.[2];
  };

  const paint: number[] = [];
  const commitToPaint: number[] = [];
  let unmatched = 0;
  const unmatchedExamples: string[] = [];
  for (const [t, id, label, text] of s.mutations) {
    const at = label.lastIndexOf(', oran ');
    // The name starts with the text the button shows ('1,85', 'Üst 1,80'), which has no ', ' of its own.
    const outcomeId = at < 0 ? undefined : labels.get(label.slice(label.indexOf(', ') + 2, at));
    const odd = parseOdd(text);
    const carried = outcomeId === undefined ? undefined : byOutcome.get(outcomeId);
    let cause: Carried | undefined;
    if (carried && Number.isFinite(odd)) {
      for (let i = carried.length - 1; i >= 0; i--) {
        const c = carried[i]!;
        if (c.t <= t && c.odd === odd) {
          cause = c;
          break;
        }
      }
    }
    const end = paintEnd(t, id);
    if (!cause || end === undefined) {
      unmatched++;
      if (unmatchedExamples.length < 3) {
        const why = outcomeId === undefined ? 'no outcome for the label' : !carried ? 'no frame carried the outcome' : !cause ? `frames carried ${carried.map((c) => c.odd).join('/')}` : 'paint frame unknown';
        unmatchedExamples.push(`"${label}" -> "${text}": ${why}`);
      }
      continue;
    }
    paint.push(end - cause.t);
    if (cause.edgeT !== undefined) commitToPaint.push(s.timeOrigin + end - cause.edgeT);
  }

  let worstFrameGap = 0;
  for (let i = 1; i < s.frameTimes.length; i++) worstFrameGap = Math.max(worstFrameGap, s.frameTimes[i]! - s.frameTimes[i - 1]!);
  return {
    seconds,
    fps: s.frameTimes.length / seconds,
    worstFrameGap,
    longTasks: s.longTasks.length,
    longTaskMax: Math.max(0, ...s.longTasks.map((l) => l[1])),
    longFrames: s.longFrames.length,
    longFrameMax: Math.max(0, ...s.longFrames.map((l) => l[1])),
    longFrameStyleLayoutShare: s.longFrames.reduce((n, l) => n + l[3], 0) / Math.max(1, s.longFrames.reduce((n, l) => n + l[1], 0)),
    longFrameScripts: [...s.longFrames].sort((a, b) => b[1] - a[1]).slice(0, 3).map((l) => `${Math.round(l[1])} ms (style+layout ${Math.round(l[3])}): ${l[5]}`),
    receivedPerS: received / seconds,
    socketFramesPerS: socketFrames / seconds,
    paint,
    commitToPaint,
    cellChanges: s.mutations.length,
    unmatched,
    unmatchedExamples,
  };
};

/** Nearest-rank percentile. */
export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
