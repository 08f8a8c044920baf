/**
 * The page area of the layout: the matched page inside the routes' error boundary and the one Suspense of the lazy
 * pages. The skeleton shows only while a page's code loads at the first page load: later navigations run in a
 * transition, so the previous page stays until the next one is ready.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Skeleton, SKELETON_GROUP } from '../components/ui/skeleton';
import { UI_TEXTS } from '../components/ui/ui-texts';
import { RouteErrorBoundary } from './route-error';

export function PageLoading() {
  return (
    <section className={`card ${SKELETON_GROUP}`} aria-busy="true" aria-label={UI_TEXTS.loading}>
      <Skeleton width="40%" height="1.75rem" />
      <Skeleton lines={4} />
    </section>
  );
}

export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
