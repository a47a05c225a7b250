import type { Attempt, ScaledResultDto } from '@prepa/shared';
import { SKILL_LABELS } from '../../lib/domain';
import { dashboard as m, scoreLabels } from '../../lib/messages';
import { ProgressChart } from './ProgressChart';
import { progressByExamType } from './progress';

const levelOf = (r: ScaledResultDto, hasNclc: boolean) =>
  hasNclc ? (r.nclc ? m.progressNclc(r.nclc) : m.progressBelowNclc) : r.cefr;

/** "Ma progression": one card per exam type and skill, each on its own scale, never averaged together. */
export function ProgressOverview({ attempts }: { attempts: Attempt[] }) {
  const cards = progressByExamType(attempts);
  return (
    <section aria-labelledby="progress-title" className="mt-8">
      <h2 id="progress-title" className="text-xl font-bold text-slate-900">
        {m.progressTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.progressIntro}</p>
      {cards.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-4 text-slate-700">{m.progressEmpty}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {cards.map((s) => {
            const level = levelOf(s.bestRecent, s.hasNclc);
            return (
              <li
                key={`${s.examTypeSlug}-${s.skill}`}
                data-testid={`progress-${s.examTypeSlug}-${s.skill}`}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-bold text-slate-900">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-blue-800">
                      {s.examTypeName}
                    </span>
                    {SKILL_LABELS[s.skill]}
                  </h3>
                  {level && (
                    <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-bold text-blue-900">
                      {level}
                    </span>
                  )}
                </div>
                <ProgressChart
                  values={s.values}
                  min={s.min}
                  max={s.max}
                  label={m.progressChart(
                    `${SKILL_LABELS[s.skill]} (${s.examTypeName})`,
                    s.values.map((v) => String(v).replace('.', ',')).join(', '),
                  )}
                />
                <p className="text-xs text-slate-700">{m.progressScale(s.bestRecent.label, s.min, s.max)}</p>
                <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-700">{m.progressLast}</dt>
                    <dd className="font-semibold text-slate-900">{scoreLabels.scaled(s.last)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">{m.progressBest}</dt>
                    <dd className="font-semibold text-slate-900">{scoreLabels.scaled(s.bestRecent)}</dd>
                  </div>
                </dl>
                <p className="mt-1 text-xs text-slate-700">
                  {m.progressAttempts(s.count)}
                  {s.notAssessed > 0 && ` · ${m.progressNotAssessed(s.notAssessed)}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
