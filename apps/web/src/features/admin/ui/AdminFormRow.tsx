import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { adminShell } from '../../../lib/messages';
import { Field, fieldErrors } from './Field';

/** One input of an inline admin form. */
export interface FormRowField<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'tel';
  className?: string;
}

/** Toasts the French error of a failed admin save. */
export function useSaveErrorToast() {
  const toast = useToast();
  return (err: unknown) => toast.error(errorMessage(err, adminShell.saveError));
}

/**
 * The values and field errors of an inline admin form, with the save callbacks that
 * fill the errors from the API and toast the outcome.
 */
export function useFormRow<K extends string>(initial: Record<K, string>, savedMessage: string) {
  const toast = useToast();
  const saveError = useSaveErrorToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: K, x: string) => setValues((o) => ({ ...o, [k]: x }));
  const callbacks = (onDone?: () => void) => ({
    onSuccess: () => {
      setErrors({});
      toast.success(savedMessage);
      onDone?.();
    },
    onError: (err: unknown) => {
      setErrors(fieldErrors(err));
      saveError(err);
    },
  });
  return { values, setValues, errors, set, callbacks };
}

/** An inline admin form: labelled inputs in a wrapping row, then the submit button. */
export function AdminFormRow<K extends string>({
  fields,
  values,
  errors,
  onChange,
  onSubmit,
  submitLabel,
  pending,
}: {
  fields: FormRowField<K>[];
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange: (name: K, value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      {fields.map((f) => (
        <Field
          key={f.name}
          label={f.label}
          error={errors[f.name]}
          className={f.className ?? 'w-full sm:w-56'}
        >
          {(a) => (
            <input
              {...a}
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              className="field-input"
              value={values[f.name]}
              onChange={(e) => onChange(f.name, e.target.value)}
            />
          )}
        </Field>
      ))}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
