import type { Exam } from '@prepa/shared';
import { SKILL_LABELS } from '../lib/domain';
import { ArrowRight, Star } from 'lucide-react';
import { examCards as m } from '../lib/messages';

/** Difficulty 1 to 5 as five dots. */
export function DifficultyDots({ value }: { value: number }) {
  return (
    <span role="img" aria-label={m.difficulty(value)} className="inline-flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`size-2.5 rounded-full ${i <= value ? 'bg-blue-700' : 'bg-slate-300'}`}
        />
      ))}
    </span>
  );
}

/** An exam (one skill of an exam type) as a choice: type label, difficulty, favourite toggle. */
export function ExamCard({
  exam,
  onChoose,
  onToggleFavorite,
  favoriteBusy = false,
  headingLevel = 2,
}: {
  exam: Exam;
  onChoose: (slug: string) => void;
  /** Absent for anonymous visitors (favourites belong to an account). */
  onToggleFavorite?: (exam: Exam) => void;
  favoriteBusy?: boolean;
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <article
      data-testid="exam-card"
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-within:border-blue-700 hover:border-blue-700"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-900">
          {SKILL_LABELS[exam.type]}
        </span>
        {onToggleFavorite && (
          <button
            type="button"
            onClick={() => onToggleFavorite(exam)}
            disabled={favoriteBusy}
            aria-pressed={exam.isFavorite}
            aria-label={m.favoriteLabel(exam.name)}
            className="relative z-10 -m-2 rounded-full p-2 text-amber-600 hover:bg-amber-50"
          >
            <Star aria-hidden="true" className={`size-5 ${exam.isFavorite ? 'fill-amber-500' : ''}`} />
          </button>
        )}
      </div>
      <H className="mt-2 text-lg font-bold text-slate-900">
        <button
          type="button"
          onClick={() => onChoose(exam.slug)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-blue-700"
        >
          {exam.name}
        </button>
      </H>
      {exam.description && (
        <p className="mt-1 line-clamp-3 flex-1 text-sm text-slate-700">{exam.description}</p>
      )}
      <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span className="flex items-center gap-3">
          <DifficultyDots value={exam.difficulty} />
          <span>{m.exerciseCount(exam.nb_exercice)}</span>
        </span>
        <span aria-hidden="true" className="flex items-center gap-1 font-semibold text-blue-800">
          {m.choose} <ArrowRight className="size-4" />
        </span>
      </p>
    </article>
  );
}
