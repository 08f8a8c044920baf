/**
 * The "+N" of a bulletin row: opens the white popup with every market of the event (markets-popup.tsx, loaded on
 * demand and fetched ahead when the pointer or focus reaches the button). Focus returns here when it closes. A row
 * with no markets beyond its columns keeps an empty slot; an open popup stays open whatever the count does.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import './markets-popup-opener.css';

const loadPopup = () => import('./markets-popup');
const MarketsPopup = lazy(loadPopup);

export interface MarketsPopupOpenerProps {
  code: number;
  eventName: string;
  /** Markets beyond the row's columns. */
  more: number;
  href: string;
  newWindow: boolean;
}

export function MarketsPopupOpener({ code, eventName, more, href, newWindow }: MarketsPopupOpenerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPopup();
  if (more <= 0 && !open) return <span className="event-row__more event-row__more--none" aria-hidden="true" />;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="event-row__more"
        aria-label={PROGRAM_TEXTS.allMarkets(eventName, more)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        +{more}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MarketsPopup code={code} href={href} newWindow={newWindow} onClose={() => setOpen(false)} returnFocusRef={button} />
        </Suspense>
      )}
    </>
  );
}
