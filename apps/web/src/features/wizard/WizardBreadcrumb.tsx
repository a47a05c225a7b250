import { ChevronRight } from 'lucide-react';
import { wizard as m } from '../../lib/messages';
import type { WizardState, WizardStep } from '../../lib/wizard-state';

/** Examens (step 1) › exam type (its exams, step 2) › exam (its modes, step 3) › exam mode (step 4). */
export function WizardBreadcrumb({
  state,
  examTypeName,
  examName,
  onGoto,
}: {
  state: WizardState;
  examTypeName?: string;
  examName?: string;
  onGoto: (step: WizardStep) => void;
}) {
  const items: { label: string; step: WizardStep }[] = [{ label: m.crumbRoot, step: 1 }];
  if (state.examTypeSlug) items.push({ label: examTypeName ?? state.examTypeSlug, step: 2 });
  if (state.examSlug) items.push({ label: examName ?? state.examSlug, step: 3 });
  if (state.practice === 'exam') items.push({ label: m.examTitle, step: 4 });
  return (
    <nav aria-label={m.breadcrumb} className="mt-2">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={c.step} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />}
              {last ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {c.label}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onGoto(c.step)}
                  className="rounded font-medium text-blue-800 underline underline-offset-2"
                >
                  {c.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
