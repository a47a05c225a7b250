import type { Attempt } from '@prepa/shared';
import { DASHBOARD_RECENT_ATTEMPTS, relativeTime } from '../../lib/domain';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ScoreBadge } from '../../components/ScoreBadge';
import { dashboard as m, history } from '../../lib/messages';

/** The last 5 attempts: completed ones open their results, unfinished ones resume the exercise. */
export function RecentAttempts({ attempts }: { attempts: Attempt[] }) {
  const recent = attempts.slice(0, DASHBOARD_RECENT_ATTEMPTS);
  return (
    <section aria-labelledby="recent-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-title" className="text-xl font-bold text-slate-900">
          {m.recentTitle}
        </h2>
        {attempts.length > 0 && (
          <Link
            to={paths.history}
            className="text-sm font-semibold text-blue-800 underline underline-offset-2"
          >
            {m.recentAll}
          </Link>
        )}
      </div>
      {recent.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-4 text-slate-700">{m.recentEmpty}</p>
      ) : (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
          data-testid="recent-attempts"
        >
          {recent.map((a) => {
            const done = a.completed_at !== null;
            const title = a.exercice.title || history.exerciseFallback(a.exercice.slug);
            return (
              <li key={a.slug}>
                <Link
                  to={done ? paths.results(a.slug) : paths.exercise(a.exercice.slug)}
                  className="flex items-center justify-between gap-3 p-3 hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{title}</span>
                    <span className="block text-xs text-slate-700">
                      {a.exercice.examtype_name} · {relativeTime(a.date)} ·{' '}
                      {done ? history.completed : history.inProgress}
                    </span>
                  </span>
                  <ScoreBadge result={a.result} completed={done} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
