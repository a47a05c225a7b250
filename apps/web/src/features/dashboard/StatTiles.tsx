import { Spinner } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { dashboard as m } from '../../lib/messages';
import { useStats } from '../../api/stats';

/**
 * Three tiles from /api/user/stat: attempts, completed exercises, assessed attempts. No average
 * across exams: averages live per exam type and skill in the progress cards.
 */
export function StatTiles() {
  const q = useStats();
  if (q.isError) return <ErrorState message={m.statsError} onRetry={() => void q.refetch()} />;
  const s = q.data;
  const tiles = [
    { label: m.statAttempts, value: s?.nb_exercice_attemp, unit: '' },
    { label: m.statCompleted, value: s?.nb_exercice_attemp_completed, unit: '' },
    { label: m.statAssessed, value: s?.nb_exercice_attemp_assessed, unit: '' },
  ];
  return (
    <section aria-label={m.statsTitle}>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {tiles.map((t) => (
          <div
            key={t.label}
            className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
            data-testid="stat-tile"
          >
            <dt className="text-xs font-medium text-slate-700 sm:text-sm">{t.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {q.isPending ? <Spinner className="size-5" /> : (t.value ?? m.statNone)}
              {t.unit && t.value !== null && !q.isPending && (
                <span className="block text-xs font-medium text-slate-700">{t.unit}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
