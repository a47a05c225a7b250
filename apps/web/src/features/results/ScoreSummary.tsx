import type { AttemptResults } from '@prepa/shared';
import { formatDuration, isMcqSkill } from '../../lib/domain';
import { results as t } from '../../lib/messages';

function Tile({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Score out of 699, counts and time spent (SPEC §2 results). */
export function ScoreSummary({ r }: { r: AttemptResults }) {
  const mcq = isMcqSkill(r.exercice.type_exam);
  return (
    <section aria-labelledby="score-title" className="space-y-3">
      <div className="rounded-2xl bg-blue-700 p-5 text-white">
        <h2 id="score-title" className="text-sm font-medium uppercase tracking-wide">
          {t.score}
        </h2>
        {r.score === null ? (
          <p className="mt-1 text-2xl font-bold">{t.pendingScore}</p>
        ) : (
          <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="final-score">
            {r.score} <span className="text-xl font-semibold">{t.outOf}</span>
          </p>
        )}
        <p className="mt-1 text-sm text-blue-100">
          {t.estimate}
          {r.level ? ` · ${r.level}` : ''}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {mcq ? (
          <>
            <Tile label={t.correct} value={r.counts.correct} testId="count-correct" />
            <Tile label={t.incorrect} value={r.counts.incorrect} testId="count-incorrect" />
            {r.counts.unanswered > 0 && <Tile label={t.unanswered} value={r.counts.unanswered} />}
          </>
        ) : (
          <>
            <Tile
              label={t.answersGiven}
              value={`${r.counts.answered} / ${r.counts.total}`}
              testId="count-answers"
            />
            <Tile label={t.note} value={r.note_20 === null ? '—' : `${r.note_20} / 20`} />
          </>
        )}
        <Tile label={t.timeSpent} value={formatDuration(r.time_spent ?? 0)} />
      </dl>
    </section>
  );
}
