/**
 * The avatar feature's React face for other features: the account page shows `AvatarBlock`, which loads with its
 * slice, saga and texts in a chunk of its own when the page first renders it.
 */
import { lazy, Suspense } from 'react';

const LazyAvatarBlock = lazy(() => import('./avatar-block').then((m) => ({ default: m.AvatarBlock })));

export function AvatarBlock() {
  return (
    <Suspense fallback={null}>
      <LazyAvatarBlock />
    </Suspense>
  );
}
