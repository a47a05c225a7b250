import type { ExerciseAttemptSummary } from '@prepa/shared';
import { formatDuration, relativeTime } from '../lib/domain';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { exerciseCard as m } from '../lib/messages';
import { Modal } from './Modal';
import { ScoreBadge } from './ScoreBadge';

/** The learner's attempts on one exercise: relative time, score badge, time spent, link to results. */
export function AttemptHistoryModal({
  open,
  onClose,
  title,
  exerciseSlug,
  attempts,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  exerciseSlug: string;
  attempts: ExerciseAttemptSummary[];
}) {
  return (
    <Modal open={open} onClose={onClose} title={m.historyTitle(title)}>
      {attempts.length === 0 ? (
        <p className="text-slate-700">{m.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {attempts.map((a) => {
            const done = a.completed_at !== null;
            return (
              <li key={a.slug} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {relativeTime(a.completed_at ?? a.started_at)}
                    <span className="text-slate-600">
                      {' · '}
                      {a.practice_type === 'training' ? m.training : m.exam}
                    </span>
                  </p>
                  {a.time_spent !== null && (
                    <p className="text-xs text-slate-700">
                      {m.timeSpent} : {formatDuration(a.time_spent)}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <ScoreBadge result={a.result} completed={done} />
                  <Link
                    to={done ? paths.results(a.slug) : paths.exercise(exerciseSlug)}
                    className="text-sm font-semibold text-blue-800 underline underline-offset-2"
                  >
                    {done ? m.seeResults : m.resume}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
