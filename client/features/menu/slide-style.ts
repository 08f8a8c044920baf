/** The off-canvas menu's slide (TIMING.slideMenuMs, TIMING.slideMenuPaddingPx), shared by the menu and the page it pushes. */
import type { CSSProperties } from 'react';
import { TIMING } from '@shared/constants/business';

export const SLIDE_STYLE = {
  '--slide-ms': `${TIMING.slideMenuMs}ms`,
  '--slide-px': `${TIMING.slideMenuPaddingPx}px`,
} as CSSProperties;
