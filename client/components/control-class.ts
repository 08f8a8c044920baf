/**
 * The class of the input-rule controls (FilteredInput, NumberOnlyInput, PhoneMaskInput): the design system's
 * TextInput look ('ui-control', control.css) plus the caller's classes, without naming 'ui-control' twice.
 */
import { cx } from './ui/class-names';
import './ui/control.css';

export const controlClassName = (className: string | undefined): string =>
  cx('ui-control', ...(className ?? '').split(/\s+/).filter((c) => c !== 'ui-control'));
