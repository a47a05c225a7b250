import type { ResultQuestion } from '@prepa/shared';
import { Check, ChevronDown, X } from 'lucide-react';
import { useState } from 'react';
import { ExplanationView, TranscriptView } from '../../components/ExplanationView';
import { ReportQuestionButton } from '../../components/ReportQuestionButton';
import { EmptyState } from '../../components/StateViews';
import { results as t } from '../../lib/messages';
import { QuestionResources } from '../../components/question/QuestionResources';
import { filterQuestions, type ResultFilters } from './results-filter';

function McqItem({ q, n, attemptSlug }: { q: ResultQuestion; n: number; attemptSlug: string }) {
  const [open, setOpen] = useState(false);
  const right = q.choices.find((c) => 'is_correct' in c && c.is_correct);
  const picked = q.user_choice[0];
  const ok = q.is_correct === true;
  return (
    <li className="rounded-xl border border-slate-200 bg-white" data-correct={ok}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-3 p-3 text-left"
        >
          <span
            className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full ${ok ? 'bg-green-700' : 'bg-red-700'} text-white`}
          >
            {ok ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">{ok ? t.isCorrect : t.isIncorrect}</span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="font-semibold text-slate-900">{t.questionN(n)}</span>
            <span className="block truncate text-sm text-slate-700">{q.question_text}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      {open && (
        <div className="space-y-3 border-t border-slate-200 p-3">
          <QuestionResources resources={q.ressouces} mode="training" playedPrefix={attemptSlug} />
          <p className="whitespace-pre-line text-slate-900">{q.question_text}</p>
          <ul className="space-y-2">
            {q.choices.map((c) => {
              const isRight = 'is_correct' in c && c.is_correct;
              const wrongPick = !isRight && picked?.slug === c.slug;
              return (
                <li
                  key={c.slug}
                  className={`rounded-lg border-2 p-2 ${isRight ? 'border-green-700 bg-green-50 text-green-950' : wrongPick ? 'border-red-700 bg-red-50 text-red-950' : 'border-slate-200 text-slate-800'}`}
                >
                  {c.choice_text}
                  {isRight && <span className="ml-2 text-sm font-semibold">({t.choiceRight})</span>}
                  {wrongPick && <span className="ml-2 text-sm font-semibold">({t.choiceWrongPick})</span>}
                </li>
              );
            })}
          </ul>
          <p className="text-slate-900">
            <span className="font-semibold">{t.yourAnswer} :</span> {picked?.choice_text ?? t.noAnswer}
          </p>
          {!ok && right && (
            <p className="text-green-900">
              <span className="font-semibold">{t.rightAnswer} :</span> {right.choice_text}
            </p>
          )}
          {q.explanation && <ExplanationView explanation={q.explanation} choices={q.choices} />}
          {q.ressouces.map((r) =>
            r.transcript ? <TranscriptView key={r.id} title={r.title} transcript={r.transcript} /> : null,
          )}
          <ReportQuestionButton questionSlug={q.questionSlug} context="results" />
        </div>
      )}
    </li>
  );
}

/** Listening/reading detail: correct / incorrect filters (both on), expandable questions. */
export function McqDetail({ questions, attemptSlug }: { questions: ResultQuestion[]; attemptSlug: string }) {
  const [f, setF] = useState<ResultFilters>({ correct: true, incorrect: true });
  const numbered = questions.map((q, i) => ({ ...q, n: i + 1 }));
  const shown = filterQuestions(numbered, f);
  return (
    <section aria-labelledby="detail-title" className="space-y-3">
      <h2 id="detail-title" className="text-lg font-bold text-slate-900">
        {t.detail}
      </h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t.filters}</legend>
        {(['correct', 'incorrect'] as const).map((k) => (
          <label key={k} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              checked={f[k]}
              onChange={(e) => setF((x) => ({ ...x, [k]: e.target.checked }))}
              className="size-5 accent-blue-700"
            />
            {k === 'correct' ? t.filterCorrect : t.filterIncorrect}
          </label>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <EmptyState title={t.noneFiltered} />
      ) : (
        <ul className="space-y-2">
          {shown.map((q) => (
            <McqItem key={q.slug} q={q} n={q.n} attemptSlug={attemptSlug} />
          ))}
        </ul>
      )}
    </section>
  );
}
