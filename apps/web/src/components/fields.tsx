import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { common } from '../lib/messages';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** Labelled input with its error message tied by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** Labelled e-mail input (mobile keyboard, autofill, error tied to the field). */
export function EmailField({
  id,
  label,
  error,
  ...input
}: InputProps & { id: string; label: string; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        className="field-input"
        aria-invalid={!!error}
        aria-describedby={describedBy(id, error)}
        {...input}
      />
    </Field>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordInput(props: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={shown ? 'text' : 'password'} className="field-input pr-12" />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-700 hover:text-slate-950"
        aria-label={shown ? common.hidePassword : common.showPassword}
        aria-pressed={shown}
        aria-controls={props.id}
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
