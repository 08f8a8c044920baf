/**
 * A small status label: neutral, live (red, a pulsing dot), win, lose, locked (a padlock), info. Colour is never
 * the only signal: the text says the state, and live and locked carry a mark as well.
 */
import type { ReactNode } from 'react';
import { Lock } from './sprite-icons';
import { cx } from './class-names';
import './badge.css';

export type BadgeTone = 'neutral' | 'live' | 'win' | 'lose' | 'locked' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  /** Replaces the tone's own mark (the live dot, the padlock). */
  icon?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

const mark = (tone: BadgeTone): ReactNode => {
  if (tone === 'live') return <span className="ui-badge__dot" />;
  if (tone === 'locked') return <Lock />;
  return null;
};

export function Badge({ tone = 'neutral', children, icon, size = 'md', className }: BadgeProps) {
  const shown = icon ?? mark(tone);
  return (
    <span className={cx('ui-badge', `ui-badge--${tone}`, `ui-badge--${size}`, className)}>
      {shown ? (
        <span className="ui-badge__icon" aria-hidden="true">
          {shown}
        </span>
      ) : null}
      {children}
    </span>
  );
}
