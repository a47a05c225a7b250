import type { Exam } from '@prepa/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Dumbbell, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingView } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { wizard as m } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { NotFound } from './ExamStep';

/** Step 3: training (one random question at a time) or exam mode (a full exercise, step 4). */
export function ModeStep({
  examSlug,
  exams,
  onExamMode,
  onRestart,
}: {
  examSlug: string;
  exams: UseQueryResult<Exam[]>;
  onExamMode: () => void;
  onRestart: () => void;
}) {
  const signedIn = !!useSession();
  const navigate = useNavigate();
  if (exams.isPending) return <LoadingView />;
  if (exams.isError)
    return (
      <ErrorState message={errorMessage(exams.error, m.examsError)} onRetry={() => void exams.refetch()} />
    );
  if (!exams.data.some((x) => x.slug === examSlug)) return <NotFound onRestart={onRestart} />;

  const training = () => {
    const target = paths.training(examSlug);
    navigate(signedIn ? target : paths.loginWithRedirect(target));
  };
  return (
    <>
      {!signedIn && <p className="mb-4 rounded-xl bg-blue-50 p-4 text-sm text-blue-950">{m.loginToStart}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <ModeCard
          icon={<Dumbbell aria-hidden="true" className="size-6" />}
          title={m.trainingTitle}
          text={m.trainingText}
          points={m.trainingPoints}
          action={m.trainingStart}
          onClick={training}
        />
        <ModeCard
          icon={<Timer aria-hidden="true" className="size-6" />}
          title={m.examTitle}
          text={m.examText}
          points={m.examPoints}
          action={m.examStart}
          onClick={onExamMode}
        />
      </div>
    </>
  );
}

function ModeCard(p: {
  icon: ReactNode;
  title: string;
  text: string;
  points: readonly string[];
  action: string;
  onClick: () => void;
}) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="text-blue-800">{p.icon}</span> {p.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{p.text}</p>
      <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-800">
        {p.points.map((x) => (
          <li key={x} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" /> {x}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary mt-4" onClick={p.onClick}>
        {p.action}
      </button>
    </section>
  );
}
