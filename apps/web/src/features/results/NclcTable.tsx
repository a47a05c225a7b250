import type { Skill } from '@prepa/shared';
import { NCLC_TABLE } from '../../lib/domain';
import { results as t } from '../../lib/messages';

/** Usual CEFR equivalence of the NCLC levels (display only). */
const NCLC_CEFR: Record<string, string> = {
  '10+': 'C1-C2',
  '9': 'C1',
  '8': 'B2',
  '7': 'B2',
  '6': 'B1',
  '5': 'B1',
  '4': 'A2',
};
const SKILLS: Skill[] = ['LISTENING', 'READING', 'SPEAKING', 'WRITING'];

/** NCLC table of the TCF Canada (10+ down to 4), the learner's band and skill highlighted. */
export function NclcTable({ nclc, skill }: { nclc: string | null; skill: Skill }) {
  return (
    <section aria-labelledby="nclc-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="nclc-title" className="text-lg font-bold text-slate-900">
        {t.nclcTitle}
      </h2>
      <p className="mt-1 font-medium text-slate-800" data-testid="nclc-yours">
        {nclc ? t.nclcYours(nclc) : t.nclcBelow}
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="nclc-title">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">{t.nclcCaption}</caption>
          <thead>
            <tr className="bg-slate-100 text-left text-slate-900">
              <th scope="col" className="p-2">
                {t.nclcColumns.nclc}
              </th>
              {SKILLS.map((s) => (
                <th key={s} scope="col" className={`p-2 ${s === skill ? 'bg-blue-100' : ''}`}>
                  {t.nclcColumns[s]}
                </th>
              ))}
              <th scope="col" className="p-2">
                {t.nclcColumns.cefr}
              </th>
            </tr>
          </thead>
          <tbody>
            {NCLC_TABLE.map((b) => {
              const mine = b.nclc === nclc;
              return (
                <tr
                  key={b.nclc}
                  aria-current={mine ? 'true' : undefined}
                  className={`border-t border-slate-200 ${mine ? 'bg-blue-700 font-semibold text-white' : 'text-slate-800'}`}
                >
                  <th scope="row" className="p-2 text-left">
                    {b.nclc}
                  </th>
                  {SKILLS.map((s) => (
                    <td key={s} className={`p-2 tabular-nums ${s === skill && !mine ? 'bg-blue-50' : ''}`}>
                      {b[s][0] === b[s][1] ? b[s][0] : `${b[s][0]}-${b[s][1]}`}
                    </td>
                  ))}
                  <td className="p-2">{NCLC_CEFR[b.nclc]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
