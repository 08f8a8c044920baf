/**
 * The site logo: the "iddaa" wordmark (drawn strokes, no font needed, a yellow i-dot) and the "Kupondaş" variant
 * with the area's name beside it. tone 'on-dark' (white, for the green header) or 'on-light' (green). Sized by
 * height; crisp from 24 px up. client/public/logo.svg is the same wordmark for light backgrounds.
 */
import { cx } from './class-names';
import './logo.css';

export const LOGO_NAMES = { iddaa: 'iddaa', kupondas: 'iddaa Kupondaş' } as const;

export interface LogoProps {
  variant?: 'iddaa' | 'kupondas';
  tone?: 'on-dark' | 'on-light';
  /** Height in px (the width follows). */
  height?: number;
  /** Accessible name; by default the brand name. Pass '' when a visible text beside it already names it. */
  title?: string;
  className?: string;
}

/** Wordmark geometry on a 118×38 grid: letter centres, bowls r=8, strokes 6.5, slanted 10°. */
const WORDMARK_WIDTH = 118;
const HEIGHT = 38;
const KUPONDAS_GAP = 10;
const KUPONDAS_WIDTH = 112;

function Wordmark() {
  return (
    <g transform="translate(6.5 0) skewX(-10)">
      <g className="ui-logo__letters" fill="none" stroke="currentColor" strokeWidth="6.5" strokeLinecap="round">
        <path d="M3.25 17V33" />
        <circle cx="21.25" cy="25" r="8" />
        <path d="M29.25 4V33" />
        <circle cx="47.25" cy="25" r="8" />
        <path d="M55.25 4V33" />
        <circle cx="73.25" cy="25" r="8" />
        <path d="M81.25 17V33" />
        <circle cx="99.25" cy="25" r="8" />
        <path d="M107.25 17V33" />
      </g>
      <circle className="ui-logo__dot" cx="3.25" cy="5.5" r="3.75" />
    </g>
  );
}

export function Logo({ variant = 'iddaa', tone = 'on-dark', height = 32, title, className }: LogoProps) {
  const kupondas = variant === 'kupondas';
  const width = kupondas ? WORDMARK_WIDTH + KUPONDAS_GAP + KUPONDAS_WIDTH : WORDMARK_WIDTH;
  const name = title ?? LOGO_NAMES[variant];
  return (
    <svg
      className={cx('ui-logo', `ui-logo--${tone}`, className)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      height={height}
      width={(height * width) / HEIGHT}
      role={name ? 'img' : undefined}
      aria-label={name || undefined}
      aria-hidden={name ? undefined : true}
      focusable="false"
    >
      <Wordmark />
      {kupondas ? (
        <text
          className="ui-logo__area"
          transform="translate(6.5 0) skewX(-10)"
          x={WORDMARK_WIDTH + KUPONDAS_GAP - 6.5}
          y="33"
          textLength={KUPONDAS_WIDTH}
          lengthAdjust="spacingAndGlyphs"
        >
          Kupondaş
        </text>
      ) : null}
    </svg>
  );
}
