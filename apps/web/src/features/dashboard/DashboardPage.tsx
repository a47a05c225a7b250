import { useEffect } from 'react';
import { LoadingView } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { dashboard as m, home } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { useTitle } from '../../lib/use-title';
import { useExamTypes } from '../../api/catalog';
import { useProgressAttempts, useRecentAttempts } from '../../api/attempts';
import { ExamTypeSection } from './ExamTypeSection';
import { ProgressOverview } from './ProgressOverview';
import { RecentAttempts } from './RecentAttempts';
import { StatTiles } from './StatTiles';

/** /dashboard: stats, progress over time, last attempts, then the catalogue by exam type. */
export default function DashboardPage() {
  useTitle(m.title);
  const user = useSession()?.user;
  const examTypes = useExamTypes();
  const attempts = useRecentAttempts();
  const progress = useProgressAttempts();
  const toast = useToast();

  const failedAt = examTypes.isError ? examTypes.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(m.initialError);
  }, [failedAt, toast]);

  const name = user?.first_name || user?.username || user?.email;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{name ? m.hello(name) : m.title}</h1>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      <div className="mt-6">
        <StatTiles />
      </div>
      {attempts.isError || progress.isError ? (
        <div className="mt-8">
          <ErrorState
            title={m.loadError}
            message={errorMessage(attempts.error ?? progress.error, m.attemptsError)}
            onRetry={() => void Promise.all([attempts.refetch(), progress.refetch()])}
          />
        </div>
      ) : attempts.isSuccess && progress.isSuccess ? (
        <>
          <RecentAttempts attempts={attempts.data} />
          <ProgressOverview attempts={progress.data.attempts} />
        </>
      ) : null}
      <section aria-labelledby="catalog-title" className="mt-8">
        <h2 id="catalog-title" className="text-xl font-bold text-slate-900">
          {m.catalogTitle}
        </h2>
        <div className="mt-3 space-y-4">
          {examTypes.isPending ? (
            <LoadingView />
          ) : examTypes.isError ? (
            <ErrorState
              title={m.loadError}
              message={errorMessage(examTypes.error, m.examTypesError)}
              onRetry={() => void examTypes.refetch()}
            />
          ) : examTypes.data.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-slate-700">{home.examTypesEmpty}</p>
          ) : (
            examTypes.data.map((t, i) => <ExamTypeSection key={t.slug} examType={t} defaultOpen={i === 0} />)
          )}
        </div>
      </section>
    </>
  );
}
