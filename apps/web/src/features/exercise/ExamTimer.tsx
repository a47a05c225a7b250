import { timerColor } from '../../lib/domain';
import { Clock } from 'lucide-react';
import { formatClock } from '../../lib/clock';
import { exercise as t } from '../../lib/messages';

const styles = {
  green: 'border-green-700 bg-green-50 text-green-900',
  yellow: 'border-amber-600 bg-amber-50 text-amber-950',
  red: 'border-red-700 bg-red-50 text-red-900',
} as const;

/** Countdown of the exam: green, yellow at 300 s, red at 120 s (SPEC §9). */
export function ExamTimer({ remaining }: { remaining: number }) {
  const color = timerColor(remaining);
  return (
    <div
      className={`inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg border-2 px-2 font-semibold tabular-nums sm:gap-2 sm:px-3 ${styles[color]}`}
      data-timer-color={color}
    >
      <Clock aria-hidden="true" className="hidden size-4 min-[400px]:block" />
      <span className="sr-only">{t.timer.label} :</span>
      <span data-testid="exam-timer">{formatClock(remaining)}</span>
    </div>
  );
}
