import { CEFR_LEVELS } from '../../lib/domain';
import { results as t } from '../../lib/messages';

const COLOURS = [
  'bg-red-200',
  'bg-orange-200',
  'bg-amber-200',
  'bg-lime-200',
  'bg-green-200',
  'bg-emerald-300',
];

/**
 * CEFR gauge from A1 to C2 with the level reached on the exam's own scale (never a 699 score for
 * another exam): the reached band is outlined and marked.
 */
export function CefrGauge({ level }: { level: string }) {
  const index = CEFR_LEVELS.indexOf(level as (typeof CEFR_LEVELS)[number]);
  const label = index >= 0 ? t.cefrReached(level) : t.cefrBelow(level);
  return (
    <section aria-labelledby="cefr-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="cefr-title" className="text-lg font-bold text-slate-900">
        {t.cefrTitle}
      </h2>
      <p className="mt-1 text-slate-800" data-testid="cefr-level">
        {label}
      </p>
      <div
        role="img"
        aria-label={label}
        className="mt-3 grid grid-cols-6 gap-1 text-center text-xs font-semibold"
      >
        {CEFR_LEVELS.map((l, i) => (
          <span
            key={l}
            className={`rounded py-2 ${i <= index ? `${COLOURS[i]} text-slate-900` : 'bg-slate-100 text-slate-700'} ${i === index ? 'ring-2 ring-slate-900 ring-offset-1' : ''}`}
            data-current={i === index || undefined}
          >
            {l}
          </span>
        ))}
      </div>
    </section>
  );
}
