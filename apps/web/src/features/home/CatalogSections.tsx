import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/StateViews';
import { home as m } from '../../lib/messages';
import { PackageCard } from '../../components/PackageCard';
import { useExamTypes } from '../../api/catalog';
import { usePackages } from '../../api/billing';
import { ExamTypesSkeleton, PackagesFrame } from './placeholders';

/** Home sections fed by the API: exam types, and packages when any exist. */

export function ExamTypes() {
  const { data, isPending, isError, refetch } = useExamTypes();
  const navigate = useNavigate();
  if (isPending) return <ExamTypesSkeleton />;
  if (isError) return <ErrorState message={m.examTypesError} onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="rounded-xl bg-white p-6 text-slate-700">{m.examTypesEmpty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((t) => (
        <li key={t.slug}>
          <button
            type="button"
            onClick={() => navigate(paths.exercisesFor(t.slug))}
            className="group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-blue-700"
            data-testid="exam-type"
          >
            <span className="text-lg font-bold text-slate-900">{t.name}</span>
            <span className="mt-1 flex-1 text-sm text-slate-700">{t.description || m.examTypeDefault}</span>
            <span className="mt-3 flex items-center justify-between text-sm">
              <span className="text-slate-700">{m.exerciseCount(t.exerciseCount)}</span>
              <span className="flex items-center gap-1 font-semibold text-blue-800">
                {m.discover} <ArrowRight aria-hidden="true" className="size-4 group-hover:translate-x-0.5" />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The frame with placeholders while loading; nothing when there is no package (or on error). */
export function PackagesSection() {
  const { data, isPending } = usePackages({});
  if (isPending) return <PackagesFrame />;
  if (!data || data.length === 0) return null;
  return (
    <PackagesFrame>
      {data.slice(0, 3).map((p) => (
        <PackageCard key={p.slug} pkg={p} />
      ))}
    </PackagesFrame>
  );
}
