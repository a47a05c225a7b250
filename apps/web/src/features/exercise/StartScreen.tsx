import type { Exercise } from '@prepa/shared';
import { Clock, ListChecks, Play } from 'lucide-react';
import { timeLimitLabel } from '../../lib/domain';
import { startScreen as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';

/** Rules of an exercise in exam mode (duration, questions, audio once) and "Commencer": the attempt starts there. */
export function StartScreen({
  exercise,
  starting,
  onStart,
  onBack,
}: {
  exercise: Exercise;
  starting: boolean;
  onStart: () => void;
  onBack: () => void;
}) {
  useTitle(exercise.title);
  const skill = exercise.type_exam;
  const timed = exercise.time_limit !== null && exercise.time_limit > 0;
  const expression = skill === 'WRITING' || skill === 'SPEAKING';
  const rules = [
    timed ? t.ruleTimer(timeLimitLabel(exercise.time_limit)) : t.ruleNoTimer,
    skill === 'LISTENING' ? t.ruleAudioOnce : null,
    skill === 'WRITING' ? t.ruleWriting : null,
    skill === 'SPEAKING' ? t.ruleSpeaking : null,
    expression ? null : t.ruleNoHelp,
    t.ruleSaved,
    t.ruleCount,
  ].filter((r): r is string => r !== null);
  return (
    <section className="container-page max-w-2xl space-y-5 py-6" aria-labelledby="start-title">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-blue-800">
          {exercise.examtype_name} · {exercise.exam_name}
        </p>
        <h1 id="start-title" className="text-2xl font-bold text-slate-900">
          {exercise.title}
        </h1>
        {exercise.instructions && <p className="text-slate-800">{exercise.instructions}</p>}
      </header>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="flex items-center gap-1 text-sm text-slate-700">
            <Clock aria-hidden="true" className="size-4" />
            {t.duration}
          </dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="start-duration">
            {timed ? timeLimitLabel(exercise.time_limit) : t.noLimit}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="flex items-center gap-1 text-sm text-slate-700">
            <ListChecks aria-hidden="true" className="size-4" />
            {expression ? t.tasks : t.questions}
          </dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="start-count">
            {exercise.nb_question}
          </dd>
        </div>
      </dl>
      <div className="rounded-2xl border border-slate-200 bg-white p-4">
        <h2 className="font-bold text-slate-900">{t.rulesTitle}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onStart} disabled={starting}>
          <Play aria-hidden="true" className="size-4" />
          {starting ? t.starting : t.start}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={starting}>
          {t.back}
        </button>
      </div>
    </section>
  );
}
