/**
 * Runs `fn` in a task after the next frame has been rendered (its style, layout and paint done): a rAF callback runs
 * before that frame's paint, the timeout it sets after it. Work that can wait for the first paint without anyone
 * seeing the difference (the app after the shell, rows below the screen, a measurement) then neither lengthens that
 * frame nor forces its layout early. A tab in the background gets no frames until shown, and a test DOM may have
 * none: there it runs after a timer. Returns the cancel.
 */
export const afterFrame = (fn: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(fn, 0);
    });
  } else {
    timer = setTimeout(fn, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
