import type { Attempt } from '@prepa/shared';
import { SKILL_LABELS } from '../../lib/domain';
import { dashboard as m, scoreLabels } from '../../lib/messages';
import { ProgressChart } from './ProgressChart';
import { progressBySkill } from './progress';

/** "Ma progression": per skill, the trend of scores and the NCLC of the best recent result. */
export function ProgressOverview({ attempts }: { attempts: Attempt[] }) {
  const skills = progressBySkill(attempts);
  const any = skills.some((s) => s.count > 0);
  return (
    <section aria-labelledby="progress-title" className="mt-8">
      <h2 id="progress-title" className="text-xl font-bold text-slate-900">
        {m.progressTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.progressIntro}</p>
      {any && <p className="mt-1 text-xs text-slate-700">{m.progressLegend}</p>}
      {!any ? (
        <p className="mt-3 rounded-xl bg-white p-4 text-slate-700">{m.progressEmpty}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {skills.map((s) => (
            <li
              key={s.skill}
              data-testid={`progress-${s.skill}`}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-bold text-slate-900">{SKILL_LABELS[s.skill]}</h3>
                {s.bestRecent !== null && (
                  <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-bold text-blue-900">
                    {s.nclc ? m.progressNclc(s.nclc) : m.progressBelowNclc}
                  </span>
                )}
              </div>
              {s.count === 0 ? (
                <p className="mt-2 text-sm text-slate-700">{m.progressNoData}</p>
              ) : (
                <>
                  <ProgressChart
                    scores={s.scores}
                    label={m.progressChart(SKILL_LABELS[s.skill], s.scores.join(', '))}
                  />
                  <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-700">{m.progressLast}</dt>
                      <dd className="font-semibold text-slate-900">{scoreLabels.outOf(s.last!)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-700">{m.progressBest}</dt>
                      <dd className="font-semibold text-slate-900">
                        {scoreLabels.outOf(s.bestRecent!)} · {s.level}
                      </dd>
                    </div>
                  </dl>
                  <p className="mt-1 text-xs text-slate-700">{m.progressAttempts(s.count)}</p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
