import type { AiAnswer, DeliveryIndicator } from '@prepa/shared';
import { oralResults as t } from '../../lib/messages';
import { CriteriaBars, NoteRange } from './WritingFeedback';

const tone: Record<DeliveryIndicator['niveau'], string> = {
  bon: 'bg-green-100 text-green-900',
  moyen: 'bg-amber-100 text-amber-900',
  faible: 'bg-red-100 text-red-900',
  inconnu: 'bg-slate-100 text-slate-800',
};

/** Delivery indicators of a spoken answer in plain French, each with what to practise. */
function Indicators({ items }: { items: DeliveryIndicator[] }) {
  return (
    <ul className="space-y-3">
      {items.map((i) => (
        <li key={i.cle} className="rounded-lg border border-slate-200 p-3" data-indicator={i.cle}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900">{i.libelle}</p>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[i.niveau]}`}>
              {t.levels[i.niveau]}
            </span>
          </div>
          <p className="text-sm text-slate-700">{i.valeur}</p>
          <p className="mt-1 text-slate-900">{i.lecture}</p>
          {i.a_travailler && (
            <p className="mt-1 text-sm text-slate-800">
              <span className="font-semibold">{t.practise}</span> {i.a_travailler}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The assessment of a spoken answer: when its content could not be assessed, the reason and the
 * delivery indicators only (no note); otherwise the note range, the automatic transcript marked
 * as such with the errors found in it, and the indicators.
 */
export function OralAssessmentView({ ai }: { ai: AiAnswer }) {
  const o = ai.oral;
  if (!o) return null;
  return (
    <div className="space-y-4" data-oral-assessed={o.contenu_evalue}>
      {o.raison && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {o.raison}
        </p>
      )}
      {ai.evaluation ? (
        <section className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <NoteRange ev={ai.evaluation} />
          <CriteriaBars ev={ai.evaluation} />
        </section>
      ) : (
        o.note_intervalle && (
          <p className="text-lg font-bold text-slate-900">
            {t.range(o.note_intervalle.min, o.note_intervalle.max)}
          </p>
        )
      )}
      {o.transcription && (
        <section className="space-y-2">
          <h4 className="font-semibold text-slate-900">{t.transcriptTitle}</h4>
          <p className="text-sm text-slate-700">{t.transcriptNote}</p>
          <blockquote className="rounded-lg border border-slate-200 bg-slate-50 p-3 italic text-slate-900">
            {o.transcription.texte}
          </blockquote>
          {ai.erreurs.length > 0 && (
            <>
              <h5 className="text-sm font-semibold text-slate-900">{t.errorsTitle}</h5>
              <ul className="space-y-2">
                {ai.erreurs.map((e, k) => (
                  <li key={k} className="rounded-lg border border-slate-200 p-2 text-sm">
                    <span className="text-red-800 line-through">{e.phrase_originale}</span>{' '}
                    <span className="font-semibold text-green-800">{e.correction}</span>
                    <span className="block text-slate-700">{e.explication}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {o.indicateurs.length > 0 && (
        <section className="space-y-2">
          <h4 className="font-semibold text-slate-900">{t.deliveryTitle}</h4>
          <Indicators items={o.indicateurs} />
        </section>
      )}
    </div>
  );
}
