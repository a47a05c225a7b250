import type { Attempt } from '@prepa/shared';
import { attemptProgress, formatDuration, SKILL_LABELS } from '../../lib/domain';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ScoreBadge } from '../../components/ScoreBadge';
import { formatDateTime } from '../../lib/format';
import { history as m } from '../../lib/messages';
import { attemptTitle, isCompleted } from '../../lib/history-logic';

/** One attempt: title, exam, dates, progress bar (SPEC §4), score badge, results or resume link. */
export function AttemptRow({ attempt: a }: { attempt: Attempt }) {
  const done = isCompleted(a);
  const progress = attemptProgress(a);
  const title = attemptTitle(a, m.exerciseFallback);
  return (
    <article data-testid="attempt-row" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-bold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-700">
            {a.exercice.examtype_name} · {SKILL_LABELS[a.exercice.type_exam]}
          </p>
        </div>
        <ScoreBadge result={a.result} completed={done} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {done ? m.completedOn(formatDateTime(a.completed_at)) : m.startedOn(formatDateTime(a.started_at))}
        {a.time_spent !== null && <> · {m.timeSpent(formatDuration(a.time_spent))}</>}
      </p>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={m.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${done ? 'bg-green-600' : 'bg-blue-700'}`}
            style={{ width: `${progress}%` }}
          />
        </div>
        <span className="w-24 text-right text-xs font-semibold text-slate-800">
          {done ? m.completed : m.inProgress} · {progress} %
        </span>
      </div>
      <div className="mt-3 flex justify-end">
        <Link
          to={done ? paths.results(a.slug) : paths.exercise(a.exercice.slug)}
          className="btn btn-secondary"
        >
          {done ? m.seeResults : m.resume}
          <span className="sr-only"> : {title}</span>
        </Link>
      </div>
    </article>
  );
}
