import type { AttemptResults } from '@prepa/shared';
import { formatDuration, isMcqSkill } from '../../lib/domain';
import { results as t } from '../../lib/messages';
import { WritingTestNote } from './WritingTestNote';

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

/**
 * The result on the exam's own scale (TCF /699 or /20, IELTS band, TOEFL /30, TOEIC /495, DELF and
 * DELE /25), with what it rests on; counts and time spent.
 */
export function ScoreSummary({ r }: { r: AttemptResults }) {
  const mcq = isMcqSkill(r.exercice.type_exam);
  const res = r.result;
  const waiting =
    !res.assessed && r.scale.method !== 'none' && !mcq && r.counts.answered > 0 && r.counts.corrected === 0;
  // TCF expression tests: one /20 shown as a range with its CEFR and NCLC range.
  const ranged = !mcq && r.has_nclc && r.note_20 !== null;
  return (
    <section aria-labelledby="score-title" className="space-y-3">
      <div className="rounded-2xl bg-blue-700 p-5 text-white">
        <h2 id="score-title" className="text-sm font-medium uppercase tracking-wide">
          {res.label}
        </h2>
        {ranged ? (
          <WritingTestNote r={r} pending={t.pendingScore} />
        ) : res.display === null ? (
          <p className="mt-1 text-2xl font-bold" data-testid="final-score">
            {waiting ? t.pendingScore : mcq ? t.notAssessed : t.noScoreNotAssessed}
          </p>
        ) : (
          <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="final-score">
            {res.display}
            {res.outOf && <span className="text-xl font-semibold"> / {res.max}</span>}
          </p>
        )}
        {!ranged && (
          <p className="mt-1 text-sm text-blue-100" data-testid="score-levels">
            {[
              res.estimate ? t.estimate : null,
              res.cefr ? t.cefrShort(res.cefr) : null,
              r.has_nclc && res.assessed ? (res.nclc ? `NCLC ${res.nclc}` : t.belowNclc4) : null,
              res.passed === null
                ? null
                : res.passed
                  ? t.passReached(res.pass!, res.max)
                  : t.passMissed(res.pass!, res.max),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {r.scale.note && <p className="mt-2 text-xs text-blue-100">{r.scale.note}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {mcq ? (
          <>
            <Tile
              label={t.correct}
              value={`${r.counts.correct} / ${r.counts.total}`}
              testId="count-correct"
            />
            <Tile label={t.incorrect} value={r.counts.incorrect} testId="count-incorrect" />
            {r.counts.unanswered > 0 && <Tile label={t.unanswered} value={r.counts.unanswered} />}
          </>
        ) : (
          <Tile
            label={t.answersGiven}
            value={`${r.counts.answered} / ${r.counts.total}`}
            testId="count-answers"
          />
        )}
        <Tile label={t.timeSpent} value={formatDuration(r.time_spent ?? 0)} />
      </dl>
      <p className="text-xs text-slate-700">{t.source(r.scoring_source)}</p>
    </section>
  );
}
