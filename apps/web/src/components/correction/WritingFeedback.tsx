import type { AiAnswer, Evaluation } from '@prepa/shared';
import { writingFeedback as t } from '../../lib/messages';
import { diffWords } from './text-diff';

/** The note's range with its CEFR and NCLC levels, and the cap that holds it down. */
export function NoteRange({ ev }: { ev: Evaluation }) {
  const r = ev.fourchette;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-2xl font-bold text-slate-900">{t.range(r.min, r.max)}</p>
      <p className="font-semibold text-slate-800">
        {t.levels(r.cecrl.min, r.cecrl.max, r.nclc.min, r.nclc.max)}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t.estimate(ev.note.toLocaleString('fr-FR'))}</p>
      {ev.plafond && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
          <span className="font-semibold">{t.capped} : </span>
          {ev.plafond.raison}
        </p>
      )}
    </div>
  );
}

/** Criteria as bars /5, each with its one-line reason. */
export function CriteriaBars({ ev }: { ev: Evaluation }) {
  return (
    <ul className="space-y-3" aria-label={t.criteria}>
      {ev.criteres.map((c) => (
        <li key={c.cle}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">{c.libelle}</span>
            <span className="text-sm text-slate-700">
              {c.note === null ? t.notMeasured : t.outOf5(c.note.toLocaleString('fr-FR'))}
            </span>
          </div>
          <div
            className="mt-1 h-2 w-full rounded-full bg-slate-200"
            role="meter"
            aria-label={c.libelle}
            aria-valuemin={0}
            aria-valuemax={5}
            aria-valuenow={c.note ?? 0}
          >
            <div
              className="h-2 rounded-full bg-blue-600"
              style={{ width: `${((c.note ?? 0) / 5) * 100}%` }}
            />
          </div>
          <p className="mt-1 text-sm text-slate-700">{c.raison}</p>
        </li>
      ))}
    </ul>
  );
}

/** The learner's text with each error highlighted; the explanation shows on hover and to screen readers. */
export function HighlightedText({ text, errors }: { text: string; errors: AiAnswer['erreurs'] }) {
  const chars = Array.from(text);
  const spans = errors
    .filter((e) => e.debut !== undefined && e.fin !== undefined && e.fin! > e.debut!)
    .sort((a, b) => a.debut! - b.debut!);
  const parts: React.ReactNode[] = [];
  let pos = 0;
  spans.forEach((e, i) => {
    if (e.debut! < pos) return;
    parts.push(chars.slice(pos, e.debut).join(''));
    parts.push(
      <mark
        key={i}
        className="rounded bg-red-100 px-0.5 text-red-900 underline decoration-red-600"
        title={e.explication}
      >
        {chars.slice(e.debut, e.fin).join('')}
      </mark>,
    );
    pos = e.fin!;
  });
  parts.push(chars.slice(pos).join(''));
  return (
    <p className="whitespace-pre-line rounded-lg border border-slate-200 bg-white p-3 text-slate-900">
      {parts}
    </p>
  );
}

/** The corrected text as a word diff of the learner's text. */
export function CorrectionDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="whitespace-pre-line rounded-lg border border-slate-200 bg-white p-3 text-slate-900">
      {diffWords(before, after).map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'removed' ? (
          <del key={i} className="mr-0.5 bg-red-50 text-red-800" aria-label={`${t.removed} : ${p.text}`}>
            {p.text}
          </del>
        ) : (
          <ins
            key={i}
            className="bg-green-50 font-semibold text-green-900"
            aria-label={`${t.added} : ${p.text}`}
          >
            {p.text}
          </ins>
        ),
      )}
    </p>
  );
}

/** Writing feedback: note range with CEFR and NCLC, criteria bars, highlighted errors, corrected text as a diff. */
export function WritingFeedback({ ai, text }: { ai: AiAnswer; text: string }) {
  const ev = ai.evaluation;
  if (!ev) return null;
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={t.title}>
      <h4 className="font-semibold text-slate-900">{t.title}</h4>
      <NoteRange ev={ev} />
      <CriteriaBars ev={ev} />
      <div>
        <p className="text-sm font-semibold text-slate-700">{t.yourText}</p>
        <HighlightedText text={text} errors={ai.erreurs} />
      </div>
      {ai.erreurs.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-slate-700">{t.diff}</p>
          <CorrectionDiff before={text} after={ai.texte_corrige} />
        </div>
      )}
    </section>
  );
}
