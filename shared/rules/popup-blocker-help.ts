/** The pop-up-blocker help (spec sections 2 and 8): the instructions of the caller's browser, or the generic text. */
import { POPUP_BLOCKER_TEXTS as T } from '../constants/notice-texts';
import { popupBrowserOf } from './popup-browser';

export interface PopupBlockerHelp {
  title: string;
  message: string;
  /** Numbered steps of the recognised browser ('Google Chrome 1' ...); empty for an unknown one. */
  steps: { label: string; value: string }[];
}

export const popupBlockerHelp = (userAgent: string): PopupBlockerHelp => {
  const browser = popupBrowserOf(userAgent);
  if (!browser) return { title: T.title, message: T.generic, steps: [] };
  const b = T.browsers[browser];
  return { title: T.title, message: `${T.intro} (${b.name})`, steps: b.steps.map((value, i) => ({ label: `${i + 1}.`, value })) };
};
