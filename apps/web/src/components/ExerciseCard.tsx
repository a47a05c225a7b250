import type { Exercise } from '@prepa/shared';
import { timeLimitLabel } from '../lib/domain';
import { Clock, History, ListChecks, Lock, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { access, exerciseCard as m } from '../lib/messages';
import { useAccessRule } from '../lib/site';
import { AttemptHistoryModal } from './AttemptHistoryModal';

/**
 * One exercise: title, instructions, time limit, question count, the server's lock state
 * ('login' → create an account, 'package' → buy a package for this exam type) and the learner's
 * attempts in a modal.
 */
export function ExerciseCard({
  exercise: e,
  onStart,
  headingLevel = 3,
}: {
  exercise: Exercise;
  onStart: (exercise: Exercise) => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const H = `h${headingLevel}` as const;
  const attempts = e.user_exercice_attempts;
  // Says exactly what the operator's rule for this exam type opens (the rule the server applies).
  const rule = useAccessRule(e.examtype_slug);
  return (
    <article
      data-testid="exercise-card"
      data-locked={e.locked ? (e.lock_reason ?? 'package') : 'no'}
      className={`flex h-full flex-col rounded-2xl border bg-white p-4 shadow-sm ${
        e.locked ? 'border-slate-200' : 'border-slate-200 hover:border-blue-700'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <H className="font-bold text-slate-900">{e.title}</H>
        {e.locked && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
            <Lock aria-hidden="true" className="size-3.5" /> {m.locked}
          </span>
        )}
      </div>
      {e.instructions && <p className="mt-1 line-clamp-3 text-sm text-slate-700">{e.instructions}</p>}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">{m.timeLimit} : </span>
          {timeLimitLabel(e.time_limit)}
        </li>
        <li className="flex items-center gap-1">
          <ListChecks aria-hidden="true" className="size-4" />
          {m.questions(e.nb_question)}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {!e.locked ? (
          <button type="button" className="btn btn-primary" onClick={() => onStart(e)}>
            <Play aria-hidden="true" className="size-4" /> {m.start}
            <span className="sr-only"> : {e.title}</span>
          </button>
        ) : (
          <div className="w-full">
            <p className="mb-2 text-sm text-slate-700">
              {e.lock_reason === 'login' ? m.lockedLogin : rule ? access.locked(rule) : m.lockedPackage}
            </p>
            {e.lock_reason === 'login' ? (
              <Link
                to={`${paths.loginWithRedirect(paths.exercise(e.slug))}&mode=inscription`}
                className="btn btn-accent"
              >
                {m.createAccount}
              </Link>
            ) : (
              <Link to={paths.packagesFor(e.examtype_slug)} className="btn btn-accent">
                {m.buyPackage}
              </Link>
            )}
          </div>
        )}
        {attempts.length > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="size-4" /> {m.history(attempts.length)}
          </button>
        )}
      </div>
      <AttemptHistoryModal
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        title={e.title}
        exerciseSlug={e.slug}
        attempts={attempts}
      />
    </article>
  );
}
