import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useToast } from '../../components/toast-context';
import { wizard as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { useExams, useExamTypes } from '../../api/catalog';
import { ExamStep } from './ExamStep';
import { ExamTypeStep } from './ExamTypeStep';
import { ExerciseStep } from './ExerciseStep';
import { ModeStep } from './ModeStep';
import { WizardBreadcrumb } from './WizardBreadcrumb';
import { wizardFromUrl, wizardNext, wizardPath, type WizardEvent } from '../../lib/wizard-state';

/** /dashboard/exercises[/{examTypeSlug}[/{examSlug}[/exam]]]: the exercise composition wizard. */
export default function WizardPage() {
  useTitle(m.title);
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const state = wizardFromUrl(params, search);
  const canonical = wizardPath(state);

  // `success` and `error` are shown once as toasts; query parameters are folded into the path.
  const shown = useRef('');
  useEffect(() => {
    const success = search.get('success');
    const error = search.get('error');
    const key = `${location.key}`;
    if ((success || error) && shown.current !== key) {
      shown.current = key;
      if (success) toast.success(success);
      if (error) toast.error(error);
    }
    if (location.search || decodeURI(location.pathname) !== decodeURI(canonical))
      navigate(canonical, { replace: true });
  }, [search, location, canonical, navigate, toast]);

  const go = (e: WizardEvent) => navigate(wizardPath(wizardNext(state, e)));

  const examTypes = useExamTypes();
  const exams = useExams(state.examTypeSlug ?? undefined);
  const examType = examTypes.data?.find((t) => t.slug === state.examTypeSlug);
  const exam = exams.data?.find((x) => x.slug === state.examSlug);

  // Keyboard and screen reader users land on the new step's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.title}</h1>
      <WizardBreadcrumb
        state={state}
        examTypeName={examType?.name}
        examName={exam?.name}
        onGoto={(step) => go({ type: 'goto', step })}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {state.step > 1 && (
          <button type="button" className="btn btn-secondary" onClick={() => go({ type: 'back' })}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {m.back}
          </button>
        )}
        <p className="text-sm font-semibold text-blue-800" data-testid="wizard-step">
          {m.step(state.step)}
        </p>
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-2 text-xl font-bold text-slate-900 focus:outline-none">
        {m.steps[state.step - 1]}
      </h2>
      <div className="mt-4">
        {state.step === 1 && (
          <ExamTypeStep query={examTypes} onPick={(slug) => go({ type: 'pickExamType', slug })} />
        )}
        {state.step === 2 && (
          <ExamStep
            examTypes={examTypes}
            examTypeSlug={state.examTypeSlug!}
            query={exams}
            onPick={(slug) => go({ type: 'pickExam', slug })}
            onRestart={() => go({ type: 'goto', step: 1 })}
          />
        )}
        {state.step === 3 && (
          <ModeStep
            examSlug={state.examSlug!}
            exams={exams}
            onExamMode={() => go({ type: 'chooseExamMode' })}
            onRestart={() => go({ type: 'goto', step: 2 })}
          />
        )}
        {state.step === 4 && <ExerciseStep examSlug={state.examSlug!} />}
      </div>
    </div>
  );
}
