import { useId } from 'react';

/** A labelled input of an admin form, with its French error from the API (`{"field": ["..."]}`). */
export function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  className = 'w-full sm:w-56',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'tel';
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        className="field-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-err` : undefined}
      />
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The field errors of a failed admin call, by field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  const data = (err as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  }
  return out;
}
