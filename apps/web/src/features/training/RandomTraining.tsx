import { RefreshCw, RotateCcw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LoadingView } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { training as t } from '../../lib/messages';
import { fetchRandomQuestion } from '../../api/training';
import { TrainingQuestion } from './TrainingQuestion';
import { useChoiceCheck } from './use-choice-check';
import { useStopwatch } from './use-stopwatch';

/** Training mode: one random question of the exam at a time, with a stopwatch and instant feedback. */
export function RandomTraining({ examSlug }: { examSlug: string }) {
  const [round, setRound] = useState(0);
  const [previous, setPrevious] = useState<string | undefined>(undefined);
  const watch = useStopwatch();
  const check = useChoiceCheck(() => watch.stop());
  const q = useQuery({
    queryKey: ['training-question', examSlug, round],
    queryFn: ({ signal }) => fetchRandomQuestion(examSlug, previous, signal),
    staleTime: Infinity,
    gcTime: 0,
  });

  // After "Charger une autre question", the new question starts at the top of the screen (below
  // the sticky header), focused for screen readers, not wherever the previous one's buttons were.
  const top = useRef<HTMLDivElement>(null);
  const shown = q.data?.question.slug;
  useEffect(() => {
    if (round === 0 || !shown) return;
    const frame = requestAnimationFrame(() => {
      top.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
      top.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [round, shown]);

  const another = () => {
    setPrevious(q.data?.question.slug);
    setRound((n) => n + 1);
    check.reset();
    watch.restart();
  };
  const again = () => {
    check.reset();
    watch.restart();
  };

  if (q.isPending) return <LoadingView />;
  if (q.isError)
    return <ErrorState message={errorMessage(q.error, t.loadError)} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <div
      ref={top}
      tabIndex={-1}
      data-testid="training-question-top"
      className="scroll-mt-20 space-y-3 outline-none"
    >
      <p className="text-slate-700">{t.fromExercise(d.exercice.title)}</p>
      <TrainingQuestion
        key={`${round}-${d.question.slug}`}
        question={d.question}
        heading={d.exercice.title}
        seconds={watch.seconds}
        picked={check.picked}
        feedback={check.feedback}
        checking={check.checking}
        onPick={(c) => void check.pick(d.question.slug, c)}
        correctionAvailable={d.correction_available}
        exerciseSlug={d.exercice.slug}
        actions={
          <>
            <button type="button" onClick={another} className="btn btn-primary">
              <RefreshCw aria-hidden="true" className="size-4" />
              {t.another}
            </button>
            <button type="button" onClick={again} className="btn btn-secondary">
              <RotateCcw aria-hidden="true" className="size-4" />
              {t.tryAgain}
            </button>
          </>
        }
      />
    </div>
  );
}
