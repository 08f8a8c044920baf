/**
 * Runs `fn` in a task after the next frame has been rendered (its style, layout and paint done): work that can wait
 * for the first paint without anyone seeing the difference (rows below the screen, a measurement) then neither
 * lengthens that frame nor forces its layout early. Without animation frames (a hidden tab, a test DOM) it runs
 * after a timer. Returns the cancel.
 */
export const afterFrame = (fn: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  else timer = setTimeout(fn, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
