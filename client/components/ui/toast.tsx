/**
 * The toast region: mount once (in the layout). It is a polite live region that is always present, so screen
 * readers announce each toast raised with showToast. A toast goes by itself after its duration (paused while the
 * pointer or focus is on it) or with its close button; under reduced motion it appears and goes without animation.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from './sprite-icons';
import { cx } from './class-names';
import { dismissToast, getToasts, subscribeToasts, type ToastItem } from './toast-store';
import { UI_TEXTS } from './ui-texts';
import './toast.css';

const ICONS = { neutral: null, success: <CircleCheck />, error: <CircleAlert />, info: <Info /> } as const;

function Toast({ toast }: { toast: ToastItem }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || toast.durationMs <= 0) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs]);
  const icon = ICONS[toast.tone];
  return (
    <div
      className={cx('ui-toast', `ui-toast--${toast.tone}`)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {icon ? (
        <span className="ui-toast__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="ui-toast__message">{toast.message}</p>
      <button type="button" className="ui-toast__close" aria-label={UI_TEXTS.close} onClick={() => dismissToast(toast.id)}>
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

export function ToastRegion({ label = UI_TEXTS.notifications }: { label?: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="ui-toast-region" role="status" aria-live="polite" aria-label={label}>
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} />
      ))}
    </div>
  );
}
