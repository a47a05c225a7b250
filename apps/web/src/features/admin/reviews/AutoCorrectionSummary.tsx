import type { AiAnswer } from '@prepa/shared';
import { adminReviews as m } from '../../../lib/messages';

/** The automatic correction as the reviewer needs it beside the answer: note, criteria, errors, warnings. */
export function AutoCorrectionSummary({ ai }: { ai: AiAnswer | null }) {
  if (!ai) return <p className="text-slate-700">{m.noCorrection}</p>;
  const a = ai.analyse_tcf;
  const criteria = ai.evaluation?.criteres ?? [];
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <p className="text-base font-semibold text-slate-900">{m.autoNote(a.note_estimee_20)}</p>
      {a.base && <p>{a.base}</p>}
      {criteria.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">{m.criteria}</h3>
          <ul className="mt-1 space-y-1">
            {criteria.map((c) => (
              <li key={c.cle}>
                <span className="font-medium">{c.libelle}</span>
                {c.note !== null ? ` ${String(c.note).replace('.', ',')}/5` : ''} — {c.raison}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="space-y-1">
          {[a.coherence, a.pertinence, a.richesse_vocabulaire, a.correction_grammaticale].map((x, i) => (
            <li key={i}>{x}</li>
          ))}
        </ul>
      )}
      {ai.transcription && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.transcript}</h3>
          <p className="whitespace-pre-line">{ai.transcription}</p>
        </div>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">{m.errors(ai.erreurs.length)}</h3>
        <ul className="mt-1 space-y-1">
          {ai.erreurs.slice(0, 30).map((e, i) => (
            <li key={i}>
              « {e.phrase_originale} » → « {e.correction} » : {e.explication}
            </li>
          ))}
        </ul>
      </div>
      {ai.avertissements.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.warnings}</h3>
          <ul className="mt-1 list-disc pl-5">
            {ai.avertissements.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
