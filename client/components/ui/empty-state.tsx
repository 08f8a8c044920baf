/**
 * What a list or page shows when there is nothing in it: an illustration, a title, a sentence and, when there is
 * something to do about it, one action (a Button). The illustration is decorative.
 */
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { EmptyStateIllustration, type EmptyStateArt } from './empty-state-art';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** One call to action, usually a Button. */
  action?: ReactNode;
  illustration?: EmptyStateArt;
  /** 1 when the empty state is the whole page (the not-found page), so its title is the page's heading. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Less padding and a smaller drawing, for panels like the coupon. */
  compact?: boolean;
  className?: string;
}

export function EmptyState({ title, text, action, illustration = 'list', headingLevel = 2, compact = false, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-empty', compact && 'ui-empty--compact', className)}>
      <EmptyStateIllustration art={illustration} />
      <Heading className="ui-empty__title">{title}</Heading>
      {text ? <p className="ui-empty__text">{text}</p> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
