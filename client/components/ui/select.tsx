/**
 * A native select in the site's look (its own chevron, no browser arrow): the phone's own picker stays. Inside a
 * Field it takes the field's id and descriptions. Give `options`, or <option> children.
 */
import type { ComponentPropsWithRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './class-names';
import { joinIds, useFieldControl } from './field-context';
import './control.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  options?: readonly SelectOption[];
  invalid?: boolean;
}

export function Select({ options, invalid, className, id, children, ...rest }: SelectProps) {
  const field = useFieldControl();
  return (
    <span className={cx('ui-select-wrap', className)}>
      <select
        {...rest}
        id={id ?? field?.id}
        aria-describedby={joinIds(field?.['aria-describedby'], rest['aria-describedby'])}
        aria-invalid={invalid || field?.['aria-invalid'] || rest['aria-invalid'] || undefined}
        aria-required={field?.['aria-required'] ?? rest['aria-required']}
        className="ui-control ui-select"
      >
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <span className="ui-select-wrap__chevron" aria-hidden="true">
        <ChevronDown />
      </span>
    </span>
  );
}
