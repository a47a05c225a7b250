import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { appUpdate as t } from '../../lib/messages';
import { swUpdate } from '../../lib/service-worker';

/** A new version is deployed: the learner chooses when to load it (never in the middle of an exam). */
export function UpdatePrompt() {
  const [hidden, setHidden] = useState(false);
  const [applying, setApplying] = useState(false);
  if (hidden) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-xl border border-blue-200 bg-white p-4 shadow-lg"
    >
      <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
        <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
        {t.available}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={() => setHidden(true)}>
          {t.later}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={applying}
          onClick={() => {
            setApplying(true);
            swUpdate.apply();
          }}
        >
          {applying ? t.applying : t.apply}
        </button>
      </div>
    </div>
  );
}
