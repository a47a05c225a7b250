import { useId, type ReactNode } from 'react';

/** A labelled input, textarea or select with its error under it (ids and aria wired). */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
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
