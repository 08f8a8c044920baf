/**
 * Asks before a new version takes over: reloading under a half-filled coupon would surprise the user. Polite: it
 * announces itself without taking focus.
 */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUpdateAvailable, updateAccepted, updateDismissed } from './pwa.slice';
import { PWA_TEXTS } from './pwa.texts';
import './update-prompt.css';

export function UpdatePrompt() {
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectUpdateAvailable);
  if (!available) return null;
  return (
    <section className="update-prompt" role="region" aria-label={PWA_TEXTS.updateRegion} aria-live="polite">
      <p className="update-prompt__text">{PWA_TEXTS.updateReady}</p>
      <div className="update-prompt__actions">
        <button type="button" className="update-prompt__now" onClick={() => dispatch(updateAccepted())}>
          {PWA_TEXTS.updateNow}
        </button>
        <button type="button" className="update-prompt__later" onClick={() => dispatch(updateDismissed())}>
          {PWA_TEXTS.updateLater}
        </button>
      </div>
    </section>
  );
}
