/**
 * The dialog stack's host, loaded apart from the entry: it mounts once the first page is idle, or at once when a
 * dialog opens before that (the dialog then shows when its code has loaded).
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { usePageIdle } from '../../lib/page-idle';
import { selectDialogStack } from './dialogs.slice';

const DialogHost = lazy(() => import('./dialog-host').then((m) => ({ default: m.DialogHost })));

export function LazyDialogHost() {
  const anyOpen = useAppSelector(selectDialogStack).length > 0;
  return usePageIdle(anyOpen) ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}
