/**
 * A white surface with a soft shadow that groups one thing (an event, a coupon, a form). With `title` it renders a
 * header (heading at `headingLevel`, optional `actions`) and, as a section or article, is labelled by it.
 */
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import './card.css';

export interface CardProps {
  as?: 'div' | 'section' | 'article' | 'li';
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links at the right of the header. */
  actions?: ReactNode;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** A 1 px border instead of the shadow, for cards inside cards. */
  flat?: boolean;
  className?: string;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', title, headingLevel = 2, actions, padding = 'md', flat = false, className, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const labelled = title !== undefined && (Tag === 'section' || Tag === 'article');
  return (
    <Tag className={cx('ui-card', `ui-card--pad-${padding}`, flat && 'ui-card--flat', className)} aria-labelledby={labelled ? headingId : undefined}>
      {title !== undefined || actions ? (
        <div className="ui-card__header">
          {title !== undefined ? (
            <Heading id={headingId} className="ui-card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="ui-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
