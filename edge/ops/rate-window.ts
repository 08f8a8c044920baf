/**
 * Per-second rates from monotonic counters: the sampler adds the counters' totals with their time, the window keeps
 * the last `capacity` samples and answers the rate over a span as (newest - oldest in span) / elapsed seconds.
 * A counter that went down (a restart of its source) counts as no traffic for that interval, never as negative.
 */
export interface RateWindow<K extends string> {
  add(t: number, totals: Readonly<Record<K, number>>): void;
  /** Per second over the samples of the last `spanMs` (at least the last interval); 0 with fewer than two samples. */
  rate(key: K, spanMs: number): number;
  /** Per second over the last interval only. */
  lastRate(key: K): number;
  size(): number;
}

interface Sample<K extends string> {
  t: number;
  totals: Readonly<Record<K, number>>;
}

export const createRateWindow = <K extends string>(capacity: number): RateWindow<K> => {
  if (!Number.isInteger(capacity) || capacity < 2) throw new Error('rate window: capacity must be an integer >= 2');
  const samples: Sample<K>[] = [];

  const perSec = (key: K, from: Sample<K>, to: Sample<K>): number => {
    const seconds = (to.t - from.t) / 1000;
    if (seconds <= 0) return 0;
    return Math.max(0, to.totals[key] - from.totals[key]) / seconds;
  };

  /** Sum of non-negative deltas over consecutive samples from index `i`, so a reset inside the span is skipped. */
  const rateFrom = (key: K, i: number): number => {
    const last = samples[samples.length - 1]!;
    const first = samples[i]!;
    const seconds = (last.t - first.t) / 1000;
    if (seconds <= 0) return 0;
    let sum = 0;
    for (let j = i + 1; j < samples.length; j++) sum += Math.max(0, samples[j]!.totals[key] - samples[j - 1]!.totals[key]);
    return sum / seconds;
  };

  return {
    add(t, totals) {
      const last = samples[samples.length - 1];
      // A clock that went back would make negative intervals: such a sample replaces nothing and is dropped.
      if (last && t <= last.t) return;
      samples.push({ t, totals: { ...totals } });
      if (samples.length > capacity) samples.shift();
    },
    rate(key, spanMs) {
      if (samples.length < 2) return 0;
      const newest = samples[samples.length - 1]!.t;
      let i = samples.length - 2;
      while (i > 0 && newest - samples[i - 1]!.t <= spanMs) i--;
      return rateFrom(key, i);
    },
    lastRate(key) {
      if (samples.length < 2) return 0;
      return perSec(key, samples[samples.length - 2]!, samples[samples.length - 1]!);
    },
    size: () => samples.length,
  };
};
