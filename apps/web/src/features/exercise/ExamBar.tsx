import { ChevronDown, ChevronUp, Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { exercise as t } from '../../lib/messages';

/**
 * The exam's sticky bar, always at the top of the screen: timer, progress (a toggle that opens the
 * question grid), "Terminer" (except on the last question, whose own button finishes) and the
 * saving state. The grid opens under it, inside the bar.
 */
export function ExamBar({
  timer,
  answered,
  total,
  gridOpen,
  onToggleGrid,
  showFinish,
  onFinish,
  status,
  grid,
}: {
  timer: ReactNode;
  answered: number;
  total: number;
  gridOpen: boolean;
  onToggleGrid: () => void;
  showFinish: boolean;
  onFinish: () => void;
  status: ReactNode;
  grid: ReactNode;
}) {
  const Chevron = gridOpen ? ChevronUp : ChevronDown;
  return (
    <div
      role="region"
      aria-label={t.examBar}
      data-testid="exam-bar"
      className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur sm:mx-0 sm:rounded-b-lg sm:border-x"
    >
      <div className="flex items-center gap-1.5 sm:gap-2">
        {timer}
        <button
          type="button"
          onClick={onToggleGrid}
          aria-expanded={gridOpen}
          aria-controls="exam-grid"
          aria-label={t.gridToggleLabel(answered, total)}
          className="inline-flex min-h-10 items-center gap-1 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t.gridToggle(answered, total)}
          <Chevron aria-hidden="true" className="hidden size-4 min-[400px]:block" />
        </button>
        {showFinish && (
          <button
            type="button"
            onClick={onFinish}
            className="ml-auto inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg border border-blue-700 bg-white px-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 sm:px-3"
          >
            <Flag aria-hidden="true" className="hidden size-4 sm:block" />
            {t.finish}
          </button>
        )}
      </div>
      <div
        className="mt-1.5 h-1 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t.gridToggleLabel(answered, total)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
      >
        <div className="h-full bg-blue-700" style={{ width: `${total ? (answered / total) * 100 : 0}%` }} />
      </div>
      <div className="mt-1">{status}</div>
      {gridOpen && (
        <div id="exam-grid" className="mt-2 max-h-[50vh] overflow-y-auto pb-1">
          {grid}
        </div>
      )}
    </div>
  );
}
