import { Spinner } from '../../components/LoadingView';
import { results as t } from '../../lib/messages';

/** 'Correction en cours...' with the progress of corrected answers over the total. */
export function CorrectionWaiting({
  progress,
  corrected,
  total,
}: {
  progress: number;
  corrected: number;
  total: number;
}) {
  return (
    <section role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <Spinner />
      <p className="text-lg font-semibold text-slate-900">{t.waiting}</p>
      <div
        role="progressbar"
        aria-label={t.waiting}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-slate-700">{t.waitingProgress(corrected, total)}</p>
    </section>
  );
}
