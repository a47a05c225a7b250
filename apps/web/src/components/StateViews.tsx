import { CircleAlert, Inbox, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { common } from '../lib/messages';

/** Error box with a retry button (SPEC reusable piece). */
export function ErrorState({
  title,
  message,
  onRetry,
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex-1">
          {title && <p className="font-semibold">{title}</p>}
          <p>{message}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {onRetry && (
              <button type="button" onClick={onRetry} className="btn btn-secondary">
                <RotateCcw aria-hidden="true" className="size-4" />
                {common.retry}
              </button>
            )}
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Empty state with an optional action (SPEC reusable piece). */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      {text && <p className="mt-1 text-slate-700">{text}</p>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
