/**
 * An accessible modal frame: backdrop, role="dialog" with aria-modal and aria-labelledby its title, focus moved in
 * on open and given back on close, Tab kept inside, Escape dismisses (useFocusTrap). Presentational: the caller
 * decides what the buttons do (Buttons of the design system in `actions`). An inactive frame (a dialog under the
 * top of the stack) stays mounted but hidden, so its form keeps what was typed. On phones it is a bottom sheet.
 */
import { useId, useRef, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from './ui/sprite-icons';
import { useFocusTrap } from './ui/use-focus-trap';
import { useScrollLock } from './ui/use-scroll-lock';
import './dialog.css';

export interface DialogFrameProps {
  title: string;
  /** The message tone: error, warning, ok, info (icon and accent colour). */
  tone?: 'error' | 'warning' | 'ok' | 'info';
  active?: boolean;
  onDismiss: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

const TONE_ICONS = { error: <CircleAlert />, warning: <TriangleAlert />, ok: <CircleCheck />, info: <Info /> } as const;

export function DialogFrame({ title, tone = 'info', active = true, onDismiss, children, actions }: DialogFrameProps) {
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { active, onEscape: onDismiss });
  useScrollLock(active);

  return (
    <div className="dialog-backdrop" hidden={!active}>
      <div ref={ref} className={`dialog dialog--${tone}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="dialog__handle" aria-hidden="true" />
        <div className="dialog__head">
          <span className="dialog__icon" aria-hidden="true">
            {TONE_ICONS[tone]}
          </span>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        </div>
        <div className="dialog__body">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
