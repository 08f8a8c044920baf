/** A thin bar above the page (contract update, cookies): a labelled region with its text and actions. Presentational. */
import type { ReactNode } from 'react';
import './notice-bar.css';

export interface NoticeBarProps {
  label: string;
  text: string;
  tone?: 'contract' | 'cookies' | 'alert';
  /** Set on the contract-update bar: the spec's notice flag id. */
  flagId?: number;
  children?: ReactNode;
}

export function NoticeBar({ label, text, tone = 'contract', flagId, children }: NoticeBarProps) {
  return (
    <div className={`notice-bar notice-bar--${tone}`} role={tone === 'alert' ? 'alert' : 'region'} aria-label={label} data-notice-flag={flagId}>
      <p className="notice-bar__text">{text}</p>
      {children ? <div className="notice-bar__actions">{children}</div> : null}
    </div>
  );
}
