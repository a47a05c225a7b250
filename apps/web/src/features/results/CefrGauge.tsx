import { cefrFromScore, SCORE_MAX } from '../../lib/domain';
import { results as t } from '../../lib/messages';

/** Bands of the gauge: lower bounds of SPEC §9's levels on the 699 scale. */
const BANDS = [
  { level: 'A1', from: 50, to: 200, color: 'bg-red-200' },
  { level: 'A2', from: 200, to: 300, color: 'bg-orange-200' },
  { level: 'B1', from: 300, to: 400, color: 'bg-amber-200' },
  { level: 'B2', from: 400, to: 500, color: 'bg-lime-200' },
  { level: 'C1', from: 500, to: 600, color: 'bg-green-200' },
  { level: 'C2', from: 600, to: SCORE_MAX, color: 'bg-emerald-300' },
] as const;

/** CEFR gauge from A1 to C2 with the learner's marker. */
export function CefrGauge({ score }: { score: number }) {
  const level = cefrFromScore(score);
  const pct = (s: number) => (s * 100) / SCORE_MAX;
  const marker = Math.min(100, Math.max(0, pct(score)));
  return (
    <section aria-labelledby="cefr-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="cefr-title" className="text-lg font-bold text-slate-900">
        {t.cefrTitle}
      </h2>
      <p className="mt-1 text-slate-800">{t.cefrMarker(score, level)}</p>
      <div role="img" aria-label={t.cefrMarker(score, level)} className="relative mt-6 pb-6">
        <div
          className="flex h-4 overflow-hidden rounded-full bg-slate-100"
          style={{ paddingLeft: `${pct(50)}%` }}
        >
          {BANDS.map((b) => (
            <div
              key={b.level}
              className={`${b.color} border-r border-white last:border-r-0 ${b.level === level ? 'ring-2 ring-inset ring-slate-900' : ''}`}
              style={{ width: `${((b.to - b.from) * 100) / (SCORE_MAX - 50)}%` }}
            />
          ))}
        </div>
        <div
          aria-hidden="true"
          className="absolute -top-3 h-10 w-1 -translate-x-1/2 rounded bg-slate-900"
          style={{ left: `${marker}%` }}
          data-testid="cefr-marker"
        />
        <div aria-hidden="true" className="relative mt-1 h-4 text-xs font-semibold text-slate-700">
          {BANDS.map((b) => (
            <span
              key={b.level}
              className="absolute -translate-x-1/2"
              style={{ left: `${pct((b.from + b.to) / 2)}%` }}
            >
              {b.level}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
