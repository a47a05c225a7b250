import type { BadgeColor } from '@prepa/shared';
import { badgeColor } from '../lib/domain';
import { scoreLabels } from '../lib/messages';

const colours: Record<BadgeColor, string> = {
  gray: 'bg-slate-100 text-slate-800 ring-slate-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  yellow: 'bg-amber-100 text-amber-950 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};

/** Score of an attempt on the 699 scale, coloured by the shared badge rule (grey while in progress). */
export function ScoreBadge({ score, completed }: { score: number | null; completed: boolean }) {
  const colour = badgeColor(score, completed);
  const label = !completed
    ? scoreLabels.pending
    : score === null
      ? scoreLabels.none
      : scoreLabels.outOf(score);
  return (
    <span
      data-badge={colour}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[colour]}`}
    >
      {label}
    </span>
  );
}
