import type { Skill } from '@prepa/shared';
import { NCLC_TABLE } from '../../lib/domain';
import { results as t } from '../../lib/messages';

const SKILLS: Skill[] = ['LISTENING', 'READING', 'SPEAKING', 'WRITING'];
const range = (r: readonly [number, number]) => (r[0] === r[1] ? String(r[0]) : `${r[0]}-${r[1]}`);

/**
 * IRCC's TCF Canada to NCLC table. The learner's band is highlighted in the column of the skill of
 * this attempt only (one cell, not a whole row). At 360 px the table scrolls sideways, with the
 * NCLC column pinned and a visible hint; the learner's skill column comes first.
 */
export function NclcTable({ nclc, skill }: { nclc: string | null; skill: Skill }) {
  const columns = [skill, ...SKILLS.filter((s) => s !== skill)];
  return (
    <section aria-labelledby="nclc-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="nclc-title" className="text-lg font-bold text-slate-900">
        {t.nclcTitle}
      </h2>
      <p className="mt-1 font-medium text-slate-800" data-testid="nclc-yours">
        {nclc ? t.nclcYours(nclc, t.nclcColumns[skill]) : t.nclcBelow(t.nclcColumns[skill])}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t.nclcVsCefr}</p>
      <p className="mt-2 text-xs font-medium text-slate-700 sm:hidden" aria-hidden="true">
        {t.nclcScrollHint}
      </p>
      <div className="mt-1 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="nclc-title">
        <table className="w-full min-w-[30rem] border-collapse text-sm">
          <caption className="sr-only">{t.nclcCaption}</caption>
          <thead>
            <tr className="bg-slate-100 text-left text-slate-900">
              <th scope="col" className="sticky left-0 bg-slate-100 p-2">
                {t.nclcColumns.nclc}
              </th>
              {columns.map((s) => (
                <th key={s} scope="col" className={`p-2 ${s === skill ? 'bg-blue-100' : ''}`}>
                  {t.nclcColumns[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NCLC_TABLE.map((b) => (
              <tr key={b.nclc} className="border-t border-slate-200 text-slate-800">
                <th scope="row" className="sticky left-0 bg-white p-2 text-left">
                  {b.nclc}
                </th>
                {columns.map((s) => {
                  const mine = s === skill && b.nclc === nclc;
                  return (
                    <td
                      key={s}
                      aria-current={mine ? 'true' : undefined}
                      data-testid={mine ? 'nclc-mine' : undefined}
                      className={`p-2 tabular-nums ${mine ? 'bg-blue-700 font-bold text-white' : s === skill ? 'bg-blue-50' : ''}`}
                    >
                      {range(b[s])}
                      {mine && <span className="ml-1 text-xs font-semibold">({t.nclcYou})</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
