import type { ReportContext } from '@prepa/shared';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { reportQuestion as m } from '../lib/messages';

// The dialog loads on the first click: the question screens carry only this button.
const ReportQuestionDialog = lazy(() => import('./ReportQuestionDialog'));

/** "Signaler une erreur" under a question: a category and a comment sent to the operators. */
export function ReportQuestionButton({
  questionSlug,
  context,
}: {
  questionSlug: string;
  context: ReportContext;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-medium text-slate-700 underline-offset-2 hover:text-slate-900 hover:underline"
      >
        <Flag aria-hidden="true" className="size-4" />
        {m.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportQuestionDialog
            questionSlug={questionSlug}
            context={context}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
