import { useId, type ReactNode } from 'react';

/**
 * A labelled input, textarea or select of an admin form with its error (or hint) under it,
 * ids and aria wired. `className` sizes the whole field, e.g. in a wrapping form row.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
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

/** Published or draft, as a small badge. */
export function PublishedBadge({
  published,
  labels,
}: {
  published: boolean;
  labels: { published: string; draft: string };
}) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'}`}
    >
      {published ? labels.published : labels.draft}
    </span>
  );
}
