/**
 * The footer, loaded apart from the entry and mounted once the first page is idle: it stands below the page, so the
 * first screen never waits for it, and it never moves as the page above it fills in.
 */
import { lazy, Suspense } from 'react';
import { usePageIdle } from '../lib/page-idle';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export function LazyFooter() {
  return usePageIdle() ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : null;
}
