import type { AttemptResults } from '@prepa/shared';
import { isMcqSkill } from '../../lib/domain';
import { ArrowLeft, RotateCcw, Target } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { common, results as t } from '../../lib/messages';
import { CefrGauge } from './CefrGauge';
import { ExpressionDetail } from './ExpressionDetail';
import { LevelBreakdown } from './LevelBreakdown';
import { McqDetail } from './McqDetail';
import { NclcTable } from './NclcTable';
import { RecommendationCard } from './RecommendationCard';
import { ScoreSummary } from './ScoreSummary';
import { useRetake } from './use-retake';

/** Back of SPEC §2: two steps when coming from the exercise just finished, else one (or the dashboard). */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const fromExercise = (location.state as { fromExercise?: boolean } | null)?.fromExercise === true;
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return () => {
    if (fromExercise && idx >= 2) navigate(-2);
    else if (!fromExercise && idx >= 1) navigate(-1);
    else navigate(paths.dashboard);
  };
}

export function ResultsView({ r, onReload }: { r: AttemptResults; onReload: () => void }) {
  const back = useBack();
  const { retake, busy } = useRetake(r.exercice.slug);
  const skill = r.exercice.type_exam;
  const mcq = isMcqSkill(skill);
  const completed = r.completed_at !== null;
  const mistakes = r.counts.incorrect + r.counts.unanswered;

  return (
    <section className="container-page space-y-5 py-4 sm:py-6">
      <button type="button" onClick={back} className="btn btn-secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {common.back}
      </button>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-lg text-slate-800">{r.exercice.title}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => void retake()} disabled={busy} className="btn btn-primary">
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.retake}
          </button>
          {mcq && completed && mistakes > 0 && (
            <Link
              to={`${paths.training(r.exercice.exam)}?erreurs=${encodeURIComponent(r.slug)}`}
              className="btn btn-accent"
              aria-describedby="mistakes-hint"
            >
              <Target aria-hidden="true" className="size-4" />
              {t.retakeMistakes}
            </Link>
          )}
        </div>
        {mcq && completed && mistakes > 0 && (
          <p id="mistakes-hint" className="text-sm text-slate-700">
            {t.retakeMistakesHint(mistakes)}
          </p>
        )}
      </header>
      {!completed ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p>{t.notCompleted}</p>
          <Link to={paths.exercise(r.exercice.slug)} className="btn btn-primary mt-3">
            {t.continueAttempt}
          </Link>
        </div>
      ) : (
        <>
          <ScoreSummary r={r} />
          {r.recommendations && <RecommendationCard rec={r.recommendations} />}
          {r.level && <CefrGauge level={r.level} />}
          {r.has_nclc && r.result.assessed && <NclcTable nclc={r.nclc} skill={skill} />}
          {r.has_nclc && mcq && r.result.assessed && <LevelBreakdown questions={r.exercice.questions} />}
          {mcq ? (
            <McqDetail questions={r.exercice.questions} attemptSlug={r.slug} />
          ) : (
            <ExpressionDetail
              questions={r.exercice.questions}
              reviewOffer={r.review_offer}
              examTypeSlug={r.exercice.examtype_slug}
              onReload={onReload}
            />
          )}
        </>
      )}
    </section>
  );
}
