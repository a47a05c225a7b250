import { CORRECTION_POLL_MS } from '../../lib/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { results as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { useAttemptResults } from '../../api/attempts';
import { CorrectionWaiting } from './CorrectionWaiting';
import { ResultsView } from './ResultsView';
import { useCorrectionWait } from './use-correction-wait';

function Results({ slug }: { slug: string }) {
  useTitle(t.title);
  const toast = useToast();
  const [polling, setPolling] = useState(false);
  const q = useAttemptResults(slug, polling ? CORRECTION_POLL_MS : false);
  const wait = useCorrectionWait(q.data, () => toast.error(t.correctionTimeout));
  if (wait.polling !== polling) setPolling(wait.polling);

  if (q.isPending || (q.data && wait.phase === null)) return <LoadingView />;
  if (q.isError)
    return (
      <section className="container-page py-8">
        <ErrorState message={t.loadError} onRetry={() => void q.refetch()} />
      </section>
    );
  if (wait.showWait)
    return <CorrectionWaiting progress={wait.progress} corrected={wait.corrected} total={wait.total} />;
  return <ResultsView r={q.data} onReload={() => void q.refetch()} />;
}

/** /exercice-results/{attemptSlug} (and /result/{slug}): results of an attempt (SPEC §2). */
export default function ResultsPage() {
  const { slug = '' } = useParams();
  return <Results key={slug} slug={slug} />;
}
