import type { Question } from '@prepa/shared';
import { exercise as t } from '../../lib/messages';

/** Structured subject of an expression task (titre / sujet; task 3's documents); raw text otherwise. */
export function SubjectView({ question }: { question: Pick<Question, 'subject' | 'question_text'> }) {
  const s = question.subject;
  if (!s || (!s.titre && !s.sujet && !s.documents?.length))
    return <p className="whitespace-pre-line text-slate-900">{question.question_text}</p>;
  return (
    <div className="space-y-3">
      {s.titre && <p className="text-lg font-semibold text-slate-900">{s.titre}</p>}
      {s.sujet && <p className="whitespace-pre-line text-slate-900">{s.sujet}</p>}
      {s.documents && s.documents.length > 0 && (
        <div className="space-y-3">
          <p className="font-semibold text-slate-900">{t.documents}</p>
          {s.documents.map((d, i) => (
            <article key={i} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <p className="font-medium text-slate-900">{d.titre ?? t.document(i + 1)}</p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{d.texte}</p>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
