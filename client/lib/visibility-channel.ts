/** The tab's visibility as an eventChannel: emits true when the tab becomes hidden, false when visible again. */
import { eventChannel, type EventChannel } from 'redux-saga';

export const isTabHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export const visibilityChannel = (): EventChannel<boolean> =>
  eventChannel<boolean>((emit) => {
    const onChange = () => emit(isTabHidden());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
