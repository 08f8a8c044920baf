/**
 * The page's module script, and the only JavaScript the page asks for before its first paint: the shell index.html
 * draws (header, the edge's cookie bar and page head) paints first, then the app's code is asked for and runs.
 * - Evaluating the app (React, the store, the sagas: a few hundred ms on a slow phone) in the same task as the first
 *   frame would hold that frame back.
 * - Downloading it beside the style sheet and the fonts (index.html's modulepreload, until 2026-11-29) took a slow
 *   connection's bandwidth from what that frame waits for: on slow 4G the app's 128 KB came before the first paint.
 *   Asked for after the frame, the app and the page's own chunks (boot-preload.ts) share the line with nothing.
 *
 * It also waits for the page's fonts (at most FONT_WAIT_MS): the first screen's face is preloaded and optional
 * (styles/fonts.css), so it is there or given up within about 100 ms, and the shell's text is then painted in the
 * face the app will use. Started earlier, the app could replace the shell while its text was still invisible.
 * The page's first data is asked for at the same moment, after that paint (boot-preload.ts).
 */
import { appendInTasks, bootPreloads } from './boot-preload';
import { afterFrame } from './lib/after-frame';

const FONT_WAIT_MS = 1000;
/** Preloads asked for per task (boot-preload.ts, appendInTasks). */
const PRELOADS_PER_TASK = 4;

/** After the first paint: the app, then the page's code and first data (boot-preload.ts), a few per task. */
const start = (): void => {
  void import('./main');
  appendInTasks(bootPreloads(), PRELOADS_PER_TASK);
};

/** The first screen's face (the one index.html preloads); load() also starts it if layout has not asked yet. */
const FIRST_FACE = '400 16px Inter';

const fontsReady = (): Promise<unknown> =>
  typeof document.fonts?.load === 'function'
    ? Promise.race([document.fonts.load(FIRST_FACE), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))])
    : Promise.resolve();

// After the frame that paints the shell (at once in a tab opened in the background, which gets no frames until shown).
const startAfterFrame = (): void => {
  afterFrame(start);
};
void fontsReady().then(startAfterFrame, startAfterFrame);
