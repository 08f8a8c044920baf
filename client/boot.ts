/**
 * The page's module script: the shell index.html draws (header, the edge's cookie bar and page head) paints first,
 * then the app's code runs. Evaluating the app (React, the store, the sagas: a few hundred ms on a slow phone) in
 * the same task as the first frame would hold that frame back. The app chunk is already downloading beside this one
 * (index.html's modulepreload, scripts/app-preload.ts), so waiting for the frame costs no round trip.
 *
 * It also waits for the page's fonts (at most FONT_WAIT_MS): the first screen's face is preloaded and optional
 * (styles/fonts.css), so it is there or given up within about 100 ms, and the shell's text is then painted in the
 * face the app will use. Started earlier, the app could replace the shell while its text was still invisible.
 * The page's first data is asked for at the same moment, after that paint (boot-preload.ts).
 */
import { preloadPageData } from './boot-preload';

const FONT_WAIT_MS = 1000;

/** After the first paint: the page's first data (boot-preload.ts), then the app. */
const start = (): void => {
  preloadPageData();
  void import('./main');
};

const afterFrame = (): void => {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    // After the frame that paints the shell: a rAF callback runs before that frame's paint, the timeout after it.
    requestAnimationFrame(() => setTimeout(start, 0));
  } else {
    // A tab opened in the background gets no frames until shown: start at once.
    start();
  }
};

/** The first screen's face (the one index.html preloads); load() also starts it if layout has not asked yet. */
const FIRST_FACE = '400 16px Inter';

const fontsReady = (): Promise<unknown> =>
  typeof document.fonts?.load === 'function'
    ? Promise.race([document.fonts.load(FIRST_FACE), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))])
    : Promise.resolve();

void fontsReady().then(afterFrame, afterFrame);
