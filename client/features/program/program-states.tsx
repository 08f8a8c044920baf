/**
 * The program list's states besides its rows: skeleton rows of the final heights while the first load runs (so
 * nothing below jumps when the rows come), the load error with a retry (the data loaded before stays shown), and
 * the empty list.
 */
import type { ReactNode } from 'react';
import { RotateCw } from '../../components/ui/sprite-icons';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton, SKELETON_GROUP } from '../../components/ui/skeleton';
import { useAppSelector } from '../../app/hooks';
import { selectLayout } from '../../platform/view/view.selectors';
import { ROW_HEIGHTS } from './row-heights';
import '../../styles/program-toolbar.css';

/** Skeleton event rows drawn under one header and one league row. */
export const SKELETON_EVENTS = 12;

/** `dayHeader` false: without the day header row (a highlights card has its own head). */
export function ProgramSkeleton({ events = SKELETON_EVENTS, dayHeader = true }: { events?: number; dayHeader?: boolean }) {
  const h = ROW_HEIGHTS[useAppSelector(selectLayout)];
  return (
    <div className={`program-skeleton ${SKELETON_GROUP}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {PROGRAM_TEXTS.loading}
      </p>
      {dayHeader && (
        <div className="program-skeleton__header" style={{ height: h.header }}>
          <Skeleton width="38%" />
        </div>
      )}
      <div className="program-skeleton__competition" style={{ height: h.competition }}>
        <Skeleton width="24%" />
      </div>
      {Array.from({ length: events }, (_, i) => (
        <div key={i} className="program-skeleton__row" style={{ height: h.event }}>
          <Skeleton width={44} />
          <Skeleton width={`${30 + ((i * 17) % 25)}%`} />
          <span className="program-skeleton__odds">
            <Skeleton shape="block" height={32} />
            <Skeleton shape="block" height={32} />
            <Skeleton shape="block" height={32} />
          </span>
        </div>
      ))}
    </div>
  );
}

export function ProgramError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="program-error" role="alert">
      <span>{message}</span>
      <Button size="sm" iconStart={<RotateCw aria-hidden="true" />} onClick={onRetry}>
        {PROGRAM_TEXTS.retry}
      </Button>
    </div>
  );
}

export function ProgramEmpty({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return <EmptyState className="program-empty" title={title} text={text} action={action} illustration="search" headingLevel={2} compact />;
}
