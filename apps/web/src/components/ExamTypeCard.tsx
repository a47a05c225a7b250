import type { ExamType } from '@prepa/shared';
import { ArrowRight } from 'lucide-react';
import { examCards as m } from '../lib/messages';

/** An exam type (TCF Canada, TOEFL...) as a choice: name, description, counts. */
export function ExamTypeCard({
  examType,
  onChoose,
  headingLevel = 2,
}: {
  examType: ExamType;
  onChoose: (slug: string) => void;
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <article
      data-testid="exam-type-card"
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-within:border-blue-700 hover:border-blue-700"
    >
      <H className="text-lg font-bold text-slate-900">
        <button
          type="button"
          onClick={() => onChoose(examType.slug)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-blue-700"
        >
          {examType.name}
        </button>
      </H>
      <p className="mt-1 line-clamp-4 flex-1 text-sm text-slate-700">
        {examType.description || m.examTypeDefault}
      </p>
      <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-700">
          {m.examCount(examType.examCount)} · {m.exerciseCount(examType.exerciseCount)}
        </span>
        <span aria-hidden="true" className="flex items-center gap-1 font-semibold text-blue-800">
          {m.choose} <ArrowRight className="size-4" />
        </span>
      </p>
    </article>
  );
}
