import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_ENVIRONMENT_TYPE } from '@flagstream/domain';
import { environmentInput, nameMissing, statusChoices, typeChoices } from './environmentModel';
import type { EnvironmentFormValues } from './environmentModel';

const EMPTY: EnvironmentFormValues = { name: '', description: '', type: DEFAULT_ENVIRONMENT_TYPE, status: 'active' };

/**
 * The environment form's fields: reset to `initial` (or empty, type development) each time it
 * opens; the name's error shows once touched; submit sends the trimmed values.
 */
export function useEnvironmentForm({
  open,
  initial,
  pending,
  onSubmit,
}: {
  open: boolean;
  initial?: EnvironmentFormValues;
  pending: boolean;
  onSubmit: (values: EnvironmentFormValues) => void;
}) {
  const [values, setValues] = useState<EnvironmentFormValues>(initial ?? EMPTY);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(initial ?? EMPTY);
      setTouched(false);
    }
  }, [open, initial]);

  const nameBlank = nameMissing(values);
  return {
    values,
    set: (patch: Partial<EnvironmentFormValues>) => setValues((v) => ({ ...v, ...patch })),
    touch: () => setTouched(true),
    nameError: touched && nameBlank,
    nameBlank,
    types: typeChoices(values.type),
    statuses: statusChoices(values.status),
    submit: (e: FormEvent) => {
      e.preventDefault();
      setTouched(true);
      if (nameBlank || pending) return;
      onSubmit(environmentInput(values));
    },
  };
}

export type EnvironmentForm = ReturnType<typeof useEnvironmentForm>;
