/**
 * A group of radio buttons: a fieldset whose legend names the choice, with help and error texts tied to it. The
 * Radios inside share the group's name, value and onChange; arrow keys move between them as natively.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { CircleAlert } from './sprite-icons';
import { cx } from './class-names';
import { joinIds } from './field-context';
import './check.css';
import './field.css';

interface RadioGroupState {
  name: string;
  value: string | null;
  onChange: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps {
  legend: ReactNode;
  /** The inputs' name; generated when omitted. */
  name?: string;
  value: string | null;
  onChange: (value: string) => void;
  help?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Options side by side instead of one per line. */
  inline?: boolean;
  hideLegend?: boolean;
  className?: string;
  children: ReactNode;
}

export function RadioGroup({ legend, name, value, onChange, help, error, disabled = false, inline = false, hideLegend = false, className, children }: RadioGroupProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cx('ui-radio-group', inline && 'ui-radio-group--inline', className)}
      aria-describedby={joinIds(error ? errorId : undefined, help ? helpId : undefined)}
      disabled={disabled}
    >
      <legend className={cx('ui-radio-group__legend', hideLegend && 'visually-hidden')}>{legend}</legend>
      <RadioGroupContext.Provider value={{ name: name ?? id, value, onChange, disabled, invalid: Boolean(error) }}>
        <div className="ui-radio-group__options">{children}</div>
      </RadioGroupContext.Provider>
      {help ? (
        <p id={helpId} className="ui-field__help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

export interface RadioProps {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export function Radio({ value, label, description, disabled }: RadioProps) {
  const group = useContext(RadioGroupContext);
  const id = useId();
  if (!group) throw new Error('Radio must be inside a RadioGroup');
  return (
    <label className="ui-check ui-check--radio" htmlFor={id}>
      <span className="ui-check__control">
        <input
          id={id}
          type="radio"
          className="ui-check__input"
          name={group.name}
          value={value}
          checked={group.value === value}
          disabled={disabled || group.disabled}
          aria-invalid={group.invalid || undefined}
          aria-describedby={description ? `${id}-desc` : undefined}
          onChange={() => group.onChange(value)}
        />
        <span className="ui-check__dot" aria-hidden="true" />
      </span>
      <span className="ui-check__text">
        <span className="ui-check__label">{label}</span>
        {description ? (
          <span id={`${id}-desc`} className="ui-check__description">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
