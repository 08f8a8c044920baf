/**
 * A text field in the site's look. Inside a Field it takes the field's id, descriptions and invalid state; alone
 * it needs an aria-label. `start`/`end` hold a decorative icon or a unit ('TL') inside the box.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { joinIds, useFieldControl } from './field-context';
import './control.css';

export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /** Marks the value wrong (aria-invalid) outside a Field. */
  invalid?: boolean;
  start?: ReactNode;
  end?: ReactNode;
}

export function TextInput({ invalid, start, end, className, id, type = 'text', ...rest }: TextInputProps) {
  const field = useFieldControl();
  const input = (
    <input
      {...rest}
      type={type}
      id={id ?? field?.id}
      aria-describedby={joinIds(field?.['aria-describedby'], rest['aria-describedby'])}
      aria-invalid={invalid || field?.['aria-invalid'] || rest['aria-invalid'] || undefined}
      aria-required={field?.['aria-required'] ?? rest['aria-required']}
      className={cx('ui-control', !start && !end && className, start ? 'ui-control--start' : undefined, end ? 'ui-control--end' : undefined)}
    />
  );
  if (!start && !end) return input;
  return (
    <span className={cx('ui-control-wrap', className)}>
      {start ? (
        <span className="ui-control-wrap__start" aria-hidden="true">
          {start}
        </span>
      ) : null}
      {input}
      {end ? (
        <span className="ui-control-wrap__end" aria-hidden="true">
          {end}
        </span>
      ) : null}
    </span>
  );
}
