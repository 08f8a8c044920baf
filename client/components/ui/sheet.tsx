/**
 * A modal sheet: a bottom sheet with a handle on phones (< 768 px), a side panel (default) or a centred dialog on
 * larger screens. role=dialog with aria-modal, labelled by its title; focus moves in and stays inside, Escape and
 * the backdrop close it, focus returns to the opener, the page behind does not scroll. The `footer` (a total and
 * its button, say) stays visible below the scrolling content. Rendered into document.body while open.
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from './sprite-icons';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import { UI_TEXTS } from './ui-texts';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, read with it (aria-describedby). */
  description?: ReactNode;
  children: ReactNode;
  /** Always visible under the content: the sheet's main actions. */
  footer?: ReactNode;
  /** Shape on screens of 768 px and wider. */
  desktop?: 'panel' | 'dialog';
  /** Width on larger screens: sm 400, md 480, lg 640 px. */
  size?: 'sm' | 'md' | 'lg';
  /** What gets focus on opening; by default the sheet itself, so its title is read first and no keyboard pops up. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** What gets focus back on closing, instead of what had it before opening (an opener that hides while open). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

export function Sheet(props: SheetProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenSheet {...props} />, document.body);
}

function OpenSheet({ onClose, title, description, children, footer, desktop = 'panel', size = 'md', initialFocusRef, closeLabel = UI_TEXTS.close, returnFocusRef, className }: SheetProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, { active: true, onEscape: onClose, initialFocus: initialFocusRef ?? 'box', returnFocus: returnFocusRef });
  useScrollLock(true);
  return (
    <div className={cx('ui-sheet-root', `ui-sheet-root--${desktop}`)}>
      <div className="ui-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
        className={cx('ui-sheet', `ui-sheet--${size}`, className)}
      >
        <div className="ui-sheet__handle" aria-hidden="true" />
        <div className="ui-sheet__header">
          <div className="ui-sheet__heading">
            <h2 id={`${id}-title`} className="ui-sheet__title">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-desc`} className="ui-sheet__description">
                {description}
              </p>
            ) : null}
          </div>
          <IconButton label={closeLabel} icon={<X />} onClick={onClose} className="ui-sheet__close" />
        </div>
        <div className="ui-sheet__body">{children}</div>
        {footer ? <div className="ui-sheet__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
