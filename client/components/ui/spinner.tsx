/** A small circular spinner in the current text colour; decorative (the busy control carries aria-busy). */
import { cx } from './class-names';
import './spinner.css';

export function Spinner({ className }: { className?: string }) {
  return <span className={cx('ui-spinner', className)} aria-hidden="true" />;
}
