/**
 * The one polite live region of the site (mount once, in the layout): it speaks what announce() queued. Visually
 * hidden; the region is always present so screen readers pick up each change of its text.
 */
import { useSyncExternalStore } from 'react';
import { getAnnouncement, subscribeAnnouncer } from './announcer-store';

export function LiveAnnouncer({ label }: { label: string }) {
  const { text, n } = useSyncExternalStore(subscribeAnnouncer, getAnnouncement, getAnnouncement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" aria-label={label}>
      {/* A new element per notice: the same words said twice in a row are read twice. */}
      {text ? <p key={n}>{text}</p> : null}
    </div>
  );
}
