import type { AttemptResults } from '@prepa/shared';
import { Lightbulb } from 'lucide-react';
import { results as t } from '../../lib/messages';

const TONES = {
  high: 'border-green-300 bg-green-50 text-green-950',
  mid: 'border-blue-300 bg-blue-50 text-blue-950',
  low: 'border-amber-300 bg-amber-50 text-amber-950',
  none: 'border-slate-300 bg-slate-50 text-slate-900',
} as const;

/** Headline, why (level, NCLC, pass mark) and what to work on: all decided by the shared verdict. */
export function RecommendationCard({ rec }: { rec: NonNullable<AttemptResults['recommendations']> }) {
  return (
    <section aria-labelledby="reco-title" className={`rounded-2xl border p-4 sm:p-6 ${TONES[rec.tone]}`}>
      <h2 id="reco-title" className="flex items-center gap-2 text-lg font-bold" data-testid="verdict-title">
        <Lightbulb aria-hidden="true" className="size-5" />
        {rec.title}
      </h2>
      <p className="mt-2 font-medium" data-testid="verdict-reason">
        {rec.reason}
      </p>
      <p className="mt-2">
        <span className="font-semibold">{t.recommendation} : </span>
        {rec.message}
      </p>
    </section>
  );
}
