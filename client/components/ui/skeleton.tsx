/**
 * Grey placeholder shapes shown while content loads, so the page keeps its layout. Decorative: mark the loading
 * region aria-busy and give it a text for screen readers ('Yükleniyor'). The pulse stops under reduced motion.
 */
import type { CSSProperties } from 'react';
import { cx } from './class-names';
import './skeleton.css';

/** The class of a region of skeletons that pulses as one (skeleton.css): give it to the region's container. */
export const SKELETON_GROUP = 'ui-skeleton-group';

export interface SkeletonProps {
  /** CSS width; default 100%. */
  width?: number | string;
  /** CSS height; default one line of text. */
  height?: number | string;
  shape?: 'text' | 'block' | 'pill' | 'circle';
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

export function Skeleton({ width, height, shape = 'text', lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (lines <= 1) return <span className={cx('ui-skeleton', `ui-skeleton--${shape}`, className)} style={style} aria-hidden="true" />;
  return (
    <span className={cx('ui-skeleton-lines', className)} style={{ width }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="ui-skeleton ui-skeleton--text" style={{ height, width: i === lines - 1 ? '60%' : undefined }} />
      ))}
    </span>
  );
}
