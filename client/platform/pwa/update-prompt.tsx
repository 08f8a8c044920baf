/**
 * The update prompt: nothing until a new version waits, then its bar (update-prompt-bar.tsx), whose code loads only
 * then; the service worker has precached it with the rest of the build.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUpdateAvailable } from './pwa.slice';

const UpdatePromptBar = lazy(() => import('./update-prompt-bar'));

export function UpdatePrompt() {
  const available = useAppSelector(selectUpdateAvailable);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptBar />
    </Suspense>
  );
}
