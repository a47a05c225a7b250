import { ArrowRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { training as t } from '../../lib/messages';
import { useMistakes } from '../../api/attempts';
import { TrainingQuestion } from './TrainingQuestion';
import { useChoiceCheck } from './use-choice-check';
import { useStopwatch } from './use-stopwatch';

/** "Retake only my mistakes": the questions of a completed attempt answered wrongly, one after the other. */
export function MistakesTraining({ attemptSlug }: { attemptSlug: string }) {
  const m = useMistakes(attemptSlug);
  const [index, setIndex] = useState(0);
  const [right, setRight] = useState(0);
  const watch = useStopwatch();
  const check = useChoiceCheck((r) => {
    watch.stop();
    if (r.is_correct) setRight((n) => n + 1);
  });
  const back = (
    <Link to={paths.results(attemptSlug)} className="btn btn-secondary">
      {t.backToResults}
    </Link>
  );

  if (m.isPending) return <LoadingView />;
  if (m.isError)
    return <ErrorState message={errorMessage(m.error, t.loadError)} onRetry={() => void m.refetch()} />;
  const qs = m.data.questions;
  if (qs.length === 0) return <EmptyState title={t.mistakesNone} action={back} />;
  if (index >= qs.length)
    return (
      <div role="status" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-lg font-bold text-slate-900">{t.mistakesDone}</p>
        <p className="text-slate-800">{t.mistakesScore(right, qs.length)}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setIndex(0);
              setRight(0);
              check.reset();
              watch.restart();
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.restartMistakes}
          </button>
          {back}
        </div>
      </div>
    );
  const q = qs[index]!;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{t.fromExercise(m.data.exercice.title)}</p>
      <TrainingQuestion
        key={q.slug}
        question={q}
        heading={t.mistakesProgress(index + 1, qs.length)}
        seconds={watch.seconds}
        picked={check.picked}
        feedback={check.feedback}
        checking={check.checking}
        onPick={(c) => void check.pick(q.slug, c)}
        correctionAvailable={false}
        exerciseSlug={m.data.exercice.slug}
        actions={
          <>
            <button
              type="button"
              disabled={!check.feedback}
              onClick={() => {
                setIndex((i) => i + 1);
                check.reset();
                watch.restart();
              }}
              className="btn btn-primary"
            >
              {t.nextMistake}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
            {back}
          </>
        }
      />
    </div>
  );
}
