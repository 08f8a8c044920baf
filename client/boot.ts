/**
 * The page's module script: the shell index.html draws (header, the edge's cookie bar) paints first, then the app's
 * code runs. Evaluating the app (React, the store, the sagas: a few hundred ms on a slow phone) in the same task as
 * the first frame would hold that frame back. The app chunk is already downloading beside this one (index.html's
 * modulepreload, scripts/app-preload.ts), so waiting for the frame costs no round trip.
 */
const start = (): void => {
  void import('./main');
};

if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
  // After the frame that paints the shell: a rAF callback runs before that frame's paint, the timeout after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // A tab opened in the background gets no frames until shown: start at once.
  start();
}
