/**
 * Loading, error and empty states of a data view: skeleton placeholders while the first load runs (the region is
 * aria-busy, with a text for screen readers), a designed error with a 'Tekrar dene' Button (the data loaded before
 * stays shown below it), and an EmptyState. Every text is the caller's.
 */
import type { ReactNode } from 'react';
import { TriangleAlert, RotateCw } from './ui/sprite-icons';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { Skeleton, SKELETON_GROUP } from './ui/skeleton';
import './load-state.css';

export interface LoadStateTexts {
  loading: string;
  retry: string;
  emptyTitle: string;
  emptyText?: string;
}

export interface LoadStateProps {
  loading: boolean;
  error: string | null;
  empty: boolean;
  texts: LoadStateTexts;
  onRetry: () => void;
  /** The placeholder while loading; default: a few skeleton cards. */
  placeholder?: ReactNode;
}

/** One white card with a title line and a row of control-sized blocks (a market, an outright list). */
export function SkeletonCard() {
  return (
    <div className={`card load-card ${SKELETON_GROUP}`}>
      <Skeleton width="45%" />
      <span className="load-card__row">
        <Skeleton shape="block" height={44} />
        <Skeleton shape="block" height={44} />
        <Skeleton shape="block" height={44} />
      </span>
    </div>
  );
}

/** `cards` skeleton cards. */
export function LoadSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <>
      {Array.from({ length: cards }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </>
  );
}

export function LoadError({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <TriangleAlert className="load-error__icon" aria-hidden="true" />
      <p className="load-error__text">{message}</p>
      <Button size="sm" iconStart={<RotateCw />} onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

export function LoadState({ loading, error, empty, texts, onRetry, placeholder }: LoadStateProps) {
  if (error) return <LoadError message={error} retry={texts.retry} onRetry={onRetry} />;
  if (empty && loading) {
    return (
      <div className="load-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">
          {texts.loading}
        </p>
        {placeholder ?? <LoadSkeleton />}
      </div>
    );
  }
  if (empty) return <EmptyState className="load-empty" title={texts.emptyTitle} text={texts.emptyText} illustration="search" compact />;
  return null;
}
