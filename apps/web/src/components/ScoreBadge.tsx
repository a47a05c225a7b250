import type { BadgeColor, ScaledResultDto } from '@prepa/shared';
import { badgeColor } from '../lib/domain';
import { scoreLabels } from '../lib/messages';

const colours: Record<BadgeColor, string> = {
  gray: 'bg-slate-100 text-slate-800 ring-slate-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  yellow: 'bg-amber-100 text-amber-950 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};

/**
 * Result of an attempt on its exam type's own scale (IELTS band, /699, /20...), coloured by its
 * share of that scale; grey while in progress or when nothing was assessed.
 */
export function ScoreBadge({ result, completed }: { result: ScaledResultDto; completed: boolean }) {
  const colour = badgeColor(result.percent, completed);
  const label = !completed
    ? scoreLabels.pending
    : !result.assessed
      ? scoreLabels.notAssessed
      : scoreLabels.scaled(result);
  return (
    <span
      data-badge={colour}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[colour]}`}
    >
      {label}
    </span>
  );
}
