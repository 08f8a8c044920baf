/**
 * The phone menu, loaded apart from the entry: it mounts (closed) once the first page is idle, so its first opening
 * already slides, or at once when it is opened before that.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { usePageIdle } from '../../lib/page-idle';
import { selectMenuOpen } from '../../platform/view/view.selectors';

const OffCanvasMenu = lazy(() => import('./off-canvas-menu').then((m) => ({ default: m.OffCanvasMenu })));

export function LazyOffCanvasMenu() {
  const open = useAppSelector(selectMenuOpen);
  const wanted = usePageIdle(open);
  return wanted ? (
    <Suspense fallback={null}>
      <OffCanvasMenu />
    </Suspense>
  ) : null;
}
