import { Lightbulb } from 'lucide-react';
import { results as t } from '../../lib/messages';

export function RecommendationCard({ rec }: { rec: { level: string; title: string; message: string } }) {
  return (
    <section
      aria-labelledby="reco-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="reco-title" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <Lightbulb aria-hidden="true" className="size-5" />
        {t.recommendation} : {rec.title}
      </h2>
      <p className="mt-2 text-amber-950">{rec.message}</p>
    </section>
  );
}
