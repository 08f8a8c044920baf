/**
 * The update prompt's bar (loaded only once a new version waits: update-prompt.tsx). Asks before a new version takes
 * over: reloading under a half-filled coupon would surprise the user. Polite: it announces itself without taking
 * focus.
 */
import { RefreshCw } from '../../components/ui/sprite-icons';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { updateAccepted, updateDismissed } from './pwa.slice';
import { PWA_TEXTS } from './pwa.texts';
import './update-prompt.css';

export default function UpdatePromptBar() {
  const dispatch = useAppDispatch();
  return (
    <section className="update-prompt" role="region" aria-label={PWA_TEXTS.updateRegion} aria-live="polite">
      <p className="update-prompt__text">{PWA_TEXTS.updateReady}</p>
      <div className="update-prompt__actions">
        <Button variant="ghost" onClick={() => dispatch(updateDismissed())}>
          {PWA_TEXTS.updateLater}
        </Button>
        <Button variant="primary" iconStart={<RefreshCw />} onClick={() => dispatch(updateAccepted())}>
          {PWA_TEXTS.updateNow}
        </Button>
      </div>
    </section>
  );
}
