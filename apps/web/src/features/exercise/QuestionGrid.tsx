import { exercise as t } from '../../lib/messages';

/** Question-number grid: answered, unanswered, current; a click jumps to the question. */
export function QuestionGrid({
  total,
  current,
  isAnswered,
  onJump,
}: {
  total: number;
  current: number;
  isAnswered: (index: number) => boolean;
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label={t.grid}>
      <ol className="flex flex-wrap gap-1.5">
        {Array.from({ length: total }, (_, i) => {
          const answered = isAnswered(i);
          const here = i === current;
          const state = here ? t.current : answered ? t.answered : t.unanswered;
          return (
            <li key={i}>
              <button
                type="button"
                onClick={() => onJump(i)}
                aria-current={here ? 'step' : undefined}
                aria-label={t.gridItem(i + 1, state)}
                data-answered={answered}
                className={`size-9 rounded-md border text-sm font-semibold ${
                  here
                    ? 'border-blue-800 bg-blue-700 text-white'
                    : answered
                      ? 'border-green-700 bg-green-100 text-green-900'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
