/**
 * A thin bar above the page (contract update, cookies): a labelled region with its text and actions. Presentational.
 * `shortText` is what phones show instead of `text` (one short line beside small actions, so two bars stay compact);
 * wider screens show `text`. Only the shown one is rendered visible, so a screen reader reads what is on screen.
 */
import type { ReactNode } from 'react';
import './notice-bar.css';

export interface NoticeBarProps {
  label: string;
  text: string;
  tone?: 'contract' | 'cookies' | 'alert';
  /** Set on the contract-update bar: the spec's notice flag id. */
  flagId?: number;
  /** The phone's wording (below 768 px). */
  shortText?: string;
  children?: ReactNode;
}

export function NoticeBar({ label, text, shortText, tone = 'contract', flagId, children }: NoticeBarProps) {
  return (
    <div className={`notice-bar notice-bar--${tone}`} role={tone === 'alert' ? 'alert' : 'region'} aria-label={label} data-notice-flag={flagId}>
      <p className="notice-bar__text">
        {shortText ? (
          <>
            <span className="notice-bar__long">{text}</span>
            <span className="notice-bar__short">{shortText}</span>
          </>
        ) : (
          text
        )}
      </p>
      {children ? <div className="notice-bar__actions">{children}</div> : null}
    </div>
  );
}
