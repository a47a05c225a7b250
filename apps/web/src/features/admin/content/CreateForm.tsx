import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { Field } from '../ui/Field';
import { useContentWrite } from '../../../api/admin-content';

export interface CreateField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'number';
  options?: { value: string; label: string }[];
  hint?: string;
}

/**
 * A folded "new ..." form: its fields, then POST to `path` with `fixed` values added. Server field
 * errors show under their field.
 */
export function CreateForm({
  title,
  name,
  fields,
  fixed = {},
  toBody = (v) => v,
}: {
  title: string;
  /** The creation endpoint. */
  name: 'adminContent.createExamType' | 'adminContent.createExam' | 'adminContent.createExercise';
  fields: CreateField[];
  fixed?: Record<string, unknown>;
  toBody?: (values: Record<string, string>) => Record<string, unknown>;
}) {
  const write = useContentWrite();
  const toast = useToast();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [open, setOpen] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const res = await write.mutateAsync({ name, body: { ...toBody(values), ...fixed } });
      toast.success(res.detail);
      setValues({});
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiError) setError(err);
      else toast.error(errorMessage(err, adminShell.saveError));
    }
  };
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-lg border border-dashed border-slate-300 p-3"
    >
      <summary className="cursor-pointer font-semibold text-blue-800">{title}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <Field key={f.name} label={f.label} error={error?.field(f.name)} hint={f.hint}>
            {(p) =>
              f.kind === 'textarea' ? (
                <textarea
                  {...p}
                  className="field-input"
                  rows={2}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              ) : f.kind === 'select' ? (
                <select
                  {...p}
                  className="field-input"
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                >
                  <option value="" />
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...p}
                  className="field-input"
                  inputMode={f.kind === 'number' ? 'numeric' : undefined}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              )
            }
          </Field>
        ))}
        {error && !fields.some((f) => error.field(f.name)) && (
          <p role="alert" className="field-error sm:col-span-2">
            {error.message || adminShell.saveError}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={write.isPending}>
            {m.create}
          </button>
        </div>
      </form>
    </details>
  );
}
