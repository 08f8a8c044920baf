/** Small labelled inputs of the ops content forms, built on the design system's Field, TextInput and Select. */
import type { ChangeEvent } from 'react';
import { controlClassName } from '../../components/control-class';
import { Field } from '../../components/ui/field';
import { Select, type SelectOption } from '../../components/ui/select';
import { TextInput } from '../../components/ui/text-input';

interface InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
}

export function TextField({ id, label, value, onChange, help, type = 'text' }: InputProps & { type?: 'text' | 'number' | 'datetime-local' }) {
  return (
    <Field id={id} label={label} help={help}>
      <TextInput name={id} type={type} autoComplete="off" value={value} onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)} />
    </Field>
  );
}

export function AreaField({ id, label, value, onChange, help }: InputProps) {
  return (
    <Field id={id} label={label} help={help}>
      {(a11y) => (
        <textarea {...a11y} name={id} rows={4} className={controlClassName('ops-content__area')} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

export function SelectField({ id, label, value, onChange, options }: InputProps & { options: readonly SelectOption[] }) {
  return (
    <Field id={id} label={label}>
      <Select name={id} value={value} options={options} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A datetime-local value (the ops person's Istanbul time) as epoch ms; NaN when empty or invalid. */
export const epochOf = (local: string): number => (local ? new Date(local).getTime() : Number.NaN);
