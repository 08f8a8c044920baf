/**
 * A small time-series chart in inline SVG: one or two lines over the last `spanMs`, the first with an area
 * under it, three grid lines, the top of the scale and each series' latest value in the legend. Time runs to
 * the right edge, so a short history fills from the right. No chart library.
 */
import { useId } from 'react';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** Colour modifier of the line: ops-chart__line--<tone>. */
  tone: 'green' | 'blue' | 'amber' | 'red';
}

export interface LineChartProps {
  title: string;
  /** Epoch ms of each value, oldest first, shared by every series. */
  times: readonly number[];
  series: readonly ChartSeries[];
  spanMs: number;
  format(n: number): string;
  /** The scale's top for the largest value (default niceMax; bytes use niceBytes). */
  niceTop?(n: number): number;
  emptyText: string;
}

const W = 300;
const H = 100;
const GRID = [0.25, 0.5, 0.75];

/** A step of 1, 2 or 5 times a power of ten at or above `n`, so the scale's top reads well. */
export const niceMax = (n: number): number => {
  if (!(n > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (n <= m * p) return m * p;
  return 10 * p;
};

/** niceMax in the unit the value is shown in (B, KB, MB: steps of 1024). */
export const niceBytes = (n: number): number => {
  if (!(n > 0)) return 1;
  const unit = 1024 ** Math.max(0, Math.floor(Math.log(n) / Math.log(1024)));
  return niceMax(n / unit) * unit;
};

const pathOf = (times: readonly number[], values: readonly number[], end: number, spanMs: number, top: number): string =>
  values
    .map((v, i) => {
      const x = W - ((end - times[i]!) / spanMs) * W;
      const y = H - (Math.max(0, v) / top) * H;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join('');

export function LineChart({ title, times, series, spanMs, format, niceTop = niceMax, emptyText }: LineChartProps) {
  const id = useId();
  const end = times.at(-1) ?? 0;
  const top = niceTop(Math.max(0, ...series.flatMap((s) => s.values)));
  const latest = series.map((s) => `${s.name ? `${s.name} ` : ''}${format(s.values.at(-1) ?? 0)}`).join(', ');
  const hasData = times.length >= 2;
  const first = series[0];
  const firstX = hasData ? (W - ((end - times[0]!) / spanMs) * W).toFixed(1) : '0';
  return (
    <figure className="ops-chart" aria-labelledby={`${id}-t`}>
      <figcaption className="ops-chart__head">
        <span id={`${id}-t`} className="ops-chart__title">
          {title}
        </span>
        <span className="ops-chart__legend">
          {series.map((s) => (
            <span key={s.name} className={`ops-chart__key ops-chart__key--${s.tone}`}>
              {s.name ? `${s.name}: ` : ''}
              <strong>{format(s.values.at(-1) ?? 0)}</strong>
            </span>
          ))}
        </span>
      </figcaption>
      <div className="ops-chart__plot">
        <span className="ops-chart__scale" aria-hidden="true">
          {format(top)}
        </span>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={`${title}: ${hasData ? latest : emptyText}`}>
          {GRID.map((g) => (
            <line key={g} className="ops-chart__grid" x1="0" x2={W} y1={H * g} y2={H * g} vectorEffect="non-scaling-stroke" />
          ))}
          {hasData && first && (
            <path
              className={`ops-chart__area ops-chart__area--${first.tone}`}
              d={`${pathOf(times, first.values, end, spanMs, top)}L${W},${H}L${firstX},${H}Z`}
            />
          )}
          {hasData &&
            series.map((s) => (
              <path
                key={s.name}
                className={`ops-chart__line ops-chart__line--${s.tone}`}
                d={pathOf(times, s.values, end, spanMs, top)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
        </svg>
        {!hasData && <span className="ops-chart__empty">{emptyText}</span>}
      </div>
    </figure>
  );
}
