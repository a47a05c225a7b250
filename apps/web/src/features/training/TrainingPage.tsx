import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { common, training as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { MistakesTraining } from './MistakesTraining';
import { RandomTraining } from './RandomTraining';

/** /exercice-training/{slug_exam}: random training, or `?erreurs={attemptSlug}` to retake one's mistakes. */
export default function TrainingPage() {
  const { slug_exam = '' } = useParams();
  const [search] = useSearchParams();
  const mistakesOf = search.get('erreurs');
  const navigate = useNavigate();
  useTitle(mistakesOf ? t.mistakesTitle : t.title);
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.dashboard);
  };
  return (
    <section className="container-page space-y-4 py-4 sm:py-6">
      <button type="button" onClick={back} className="btn btn-secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {common.back}
      </button>
      <h1 className="text-2xl font-bold text-slate-900">{mistakesOf ? t.mistakesTitle : t.title}</h1>
      {mistakesOf ? (
        <MistakesTraining key={mistakesOf} attemptSlug={mistakesOf} />
      ) : (
        <RandomTraining key={slug_exam} examSlug={slug_exam} />
      )}
    </section>
  );
}
