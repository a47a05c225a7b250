import { Hourglass } from 'lucide-react';
import { speakingTask as t } from '../../lib/messages';

/** The preparation time left before a task can be recorded, as text and a bar. */
export function PreparationCountdown({ left, total }: { left: number; total: number }) {
  const done = Math.min(100, Math.round(((total - left) / total) * 100));
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-preparation="running"
    >
      <p className="flex items-center gap-2 font-semibold" role="timer" aria-live="off">
        <Hourglass aria-hidden="true" className="size-5" />
        {t.preparationLeft(left)}
      </p>
      <div
        role="progressbar"
        aria-label={t.preparing}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
        className="mt-2 h-2 overflow-hidden rounded bg-amber-200"
      >
        <div className="h-full bg-amber-600" style={{ width: `${done}%` }} />
      </div>
      <p className="mt-2 text-sm">{t.preparationHint}</p>
    </div>
  );
}
