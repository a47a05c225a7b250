import type { ResultQuestion } from '@prepa/shared';
import { CEFR_LEVELS } from '../../lib/domain';
import { results as t } from '../../lib/messages';

/** Right answers per CEFR level of the questions (A1 … C2: correct / total), the most useful TCF feedback. */
export function LevelBreakdown({ questions }: { questions: ResultQuestion[] }) {
  const rows = CEFR_LEVELS.map((level) => {
    const qs = questions.filter((q) => q.level === level);
    return { level, total: qs.length, correct: qs.filter((q) => q.is_correct === true).length };
  }).filter((r) => r.total > 0);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="levels-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="levels-title" className="text-lg font-bold text-slate-900">
        {t.levelsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.levelsIntro}</p>
      <ul className="mt-3 space-y-2">
        {rows.map((r) => {
          const pct = Math.round((r.correct * 100) / r.total);
          return (
            <li
              key={r.level}
              className="grid grid-cols-[2.5rem_1fr_4.5rem] items-center gap-2"
              data-testid={`level-${r.level}`}
            >
              <span className="font-bold text-slate-900">{r.level}</span>
              <span
                className="h-3 overflow-hidden rounded-full bg-slate-100"
                role="img"
                aria-label={t.levelsBar(r.level, r.correct, r.total)}
              >
                <span
                  className={`block h-full ${pct >= 70 ? 'bg-green-600' : pct >= 40 ? 'bg-amber-500' : 'bg-red-600'}`}
                  style={{ width: `${pct}%` }}
                />
              </span>
              <span className="text-right text-sm font-semibold tabular-nums text-slate-900">
                {r.correct} / {r.total}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
