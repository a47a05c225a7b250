import type { AiAnswer } from '@prepa/shared';
import type { ReactNode } from 'react';
import { results as t } from '../../lib/messages';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <div className="mt-1 space-y-1 text-slate-800">{children}</div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <p>
      <span className="font-medium">{label} :</span> {value}
    </p>
  );
}

/** Every block of the automatic correction of a written or spoken answer (SPEC §2, §3). */
export function CorrectionBlocks({ ai }: { ai: AiAnswer }) {
  const a = ai.analyse_tcf;
  const note =
    a.note_estimee_20 === null ? t.ai.noNote : t.ai.noteValue(a.note_estimee_20.toLocaleString('fr-FR'));
  return (
    <div className="space-y-3">
      {ai.audio_analyse && (
        <Block title={t.ai.audio}>
          <Row label={t.ai.purity} value={ai.audio_analyse.purete_voix} />
          <Row label={t.ai.voiceInstability} value={ai.audio_analyse.instabilite_voix} />
          <Row label={t.ai.volumeInstability} value={ai.audio_analyse.instabilite_volume} />
          <Row label={t.ai.fluency} value={ai.audio_analyse.fluidite} />
          <Row label={t.ai.duration} value={ai.audio_analyse.duree} />
        </Block>
      )}
      <Block title={`${t.ai.note} : ${note}`}>
        <Row label={t.ai.coherence} value={a.coherence} />
        <Row label={t.ai.pertinence} value={a.pertinence} />
        <Row label={t.ai.vocabulary} value={a.richesse_vocabulaire} />
        <Row label={t.ai.grammar} value={a.correction_grammaticale} />
      </Block>
      {ai.transcription && (
        <Block title={t.ai.transcript}>
          <p className="whitespace-pre-line">{ai.transcription}</p>
        </Block>
      )}
      <Block title={t.ai.errors}>
        {ai.erreurs.length === 0 ? (
          <p>{t.ai.noErrors}</p>
        ) : (
          <ul className="space-y-2">
            {ai.erreurs.map((e, i) => (
              <li key={i} className="rounded border border-slate-200 bg-white p-2">
                <Row label={t.ai.original} value={e.phrase_originale} />
                <Row label={t.ai.correction} value={e.correction} />
                <Row label={t.ai.explanation} value={e.explication} />
              </li>
            ))}
          </ul>
        )}
      </Block>
      {ai.texte_corrige && (
        <Block title={t.ai.correctedText}>
          <p className="whitespace-pre-line">{ai.texte_corrige}</p>
        </Block>
      )}
      <Block title={t.ai.relevance}>
        <Row label={t.ai.strengths} value={ai.pertinence_sujet.points_forts} />
        <Row label={t.ai.instructions} value={ai.pertinence_sujet.respect_consigne} />
        <Row label={t.ai.improvements} value={ai.pertinence_sujet.points_a_ameliorer} />
      </Block>
      {ai.suggestions.length > 0 && (
        <Block title={t.ai.suggestions}>
          <ul className="list-disc space-y-1 pl-5">
            {ai.suggestions.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </Block>
      )}
      {ai.avertissements.length > 0 && (
        <Block title={t.ai.warnings}>
          <ul className="list-disc space-y-1 pl-5">
            {ai.avertissements.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </Block>
      )}
    </div>
  );
}
