/**
 * An accessible modal frame: backdrop, role="dialog" with aria-modal and aria-labelledby its title, focus moved in
 * on open and given back on close, Tab kept inside, Escape dismisses. Presentational: the caller decides what the
 * buttons do. An inactive frame (a dialog under the top of the stack) stays mounted but hidden, so its form keeps
 * what was typed.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement): HTMLElement[] => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

export interface DialogFrameProps {
  title: string;
  /** CSS modifier for the message tone: error, warning, ok, info. */
  tone?: 'error' | 'warning' | 'ok' | 'info';
  active?: boolean;
  onDismiss: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

export function DialogFrame({ title, tone = 'info', active = true, onDismiss, children, actions }: DialogFrameProps) {
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const box = ref.current;
    if (!active || !box) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusablesIn(box)[0] ?? box).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        dismiss.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusablesIn(box);
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) {
        e.preventDefault();
        box.focus();
        return;
      }
      const inside = box.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [active]);

  return (
    <div className="dialog-backdrop" hidden={!active}>
      <div
        ref={ref}
        className={`dialog dialog--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
