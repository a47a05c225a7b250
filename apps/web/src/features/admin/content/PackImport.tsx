import type { PackImportResponse } from '@prepa/shared';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { useImportPack } from '../../../api/admin-content';

/** Import of a pack (.tar): the validation report of `npm run content:import`, line by line. */
export function PackImport() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PackImportResponse | null>(null);
  const [error, setError] = useState('');
  const importPack = useImportPack();
  const toast = useToast();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setError('');
    setReport(null);
    try {
      const r = await importPack.mutateAsync(file);
      setReport(r);
      if (r.ok) toast.success(r.detail);
    } catch (err) {
      setError((err instanceof ApiError && err.field('archive')) || errorMessage(err, adminShell.saveError));
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {m.importTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.importIntro}</p>
      <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="field-label">
            {m.importFile}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".tar,application/x-tar"
            className="block max-w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={!file || importPack.isPending}>
          {m.importButton}
        </button>
      </form>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {report && !report.ok && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
          data-testid="pack-report"
        >
          <p className="font-semibold">
            {m.importProblems} — {report.detail}
          </p>
          <ul className="mt-2 space-y-1 break-words font-mono text-sm">
            {report.problems.map((p, i) => (
              <li key={i}>
                {p.file}
                {p.path ? ` › ${p.path}` : ''} : {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report?.ok && (
        <p role="status" className="mt-3 text-green-900">
          {report.detail}{' '}
          {Object.entries(report.summary ?? {})
            .map(([k, v]) => `${k} : ${v}`)
            .join(' · ')}
        </p>
      )}
    </section>
  );
}
