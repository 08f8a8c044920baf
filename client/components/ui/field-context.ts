/**
 * What a Field hands to the control inside it: the id its label points at, the ids of its help and error texts,
 * and whether it is invalid or required. TextInput, Select and NumberStepper read it; any other control gets the
 * same through Field's render-prop children.
 */
import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

export const useFieldControl = (): FieldControlProps | null => useContext(FieldContext);

/** Joins describedby id lists, dropping empties; undefined when nothing is left. */
export const joinIds = (...ids: readonly (string | undefined | false)[]): string | undefined => {
  const joined = ids.filter(Boolean).join(' ').trim();
  return joined === '' ? undefined : joined;
};
