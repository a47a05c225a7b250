import type { ExamType } from '@prepa/shared';
import { ChevronDown, Dumbbell, List } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { dashboard as m, examCards } from '../../lib/messages';
import { wizardPath } from '../../lib/wizard-state';
import { useExams } from '../../api/catalog';
import { ExamExercises } from './ExamExercises';

/** One exam type: Découvrir / Masquer, exam tabs, training start, first exercises, link to all. */
export function ExamTypeSection({ examType, defaultOpen }: { examType: ExamType; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [selected, setSelected] = useState<string | null>(null);
  const id = useId();
  const exams = useExams(examType.slug, open);
  const current = exams.data?.find((x) => x.slug === selected) ?? exams.data?.[0];

  return (
    <section
      aria-labelledby={`${id}-h`}
      data-testid="exam-type-section"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 id={`${id}-h`} className="text-lg font-bold text-slate-900">
            {examType.name}
          </h3>
          <p className="text-sm text-slate-700">
            {examCards.examCount(examType.examCount)} · {examCards.exerciseCount(examType.exerciseCount)}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? m.hide : m.discover}
          <span className="sr-only"> : {examType.name}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <div id={`${id}-panel`} hidden={!open} className="border-t border-slate-200 p-4">
        {open &&
          (exams.isPending ? (
            <div role="status" className="flex justify-center p-6">
              <Spinner />
              <span className="sr-only">{m.loadingExercises}</span>
            </div>
          ) : exams.isError ? (
            <ErrorState
              title={m.loadError}
              message={errorMessage(exams.error, m.examsError)}
              onRetry={() => void exams.refetch()}
            />
          ) : !current ? (
            <p className="text-slate-700">{m.noExams}</p>
          ) : (
            <>
              <div
                role="group"
                aria-label={m.examsLabel(examType.name)}
                className="-mx-1 flex flex-wrap gap-2 px-1"
              >
                {exams.data.map((x) => (
                  <button
                    key={x.slug}
                    type="button"
                    aria-pressed={x.slug === current.slug}
                    onClick={() => setSelected(x.slug)}
                    className={`btn ${x.slug === current.slug ? 'btn-primary' : 'btn-secondary'}`}
                  >
                    {x.name}
                  </button>
                ))}
              </div>
              <div className="mt-4 flex flex-col gap-2 rounded-xl bg-blue-50 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-blue-950">{m.trainingHint}</p>
                <Link to={paths.training(current.slug)} className="btn btn-primary shrink-0">
                  <Dumbbell aria-hidden="true" className="size-4" /> {m.startTraining}
                  <span className="sr-only"> : {current.name}</span>
                </Link>
              </div>
              <div className="mt-4">
                <ExamExercises examSlug={current.slug} />
              </div>
              <Link
                to={wizardPath({ examTypeSlug: examType.slug, examSlug: current.slug, practice: 'exam' })}
                className="btn btn-secondary mt-4"
              >
                <List aria-hidden="true" className="size-4" /> {m.seeAll}
                <span className="sr-only"> : {current.name}</span>
              </Link>
            </>
          ))}
      </div>
    </section>
  );
}
