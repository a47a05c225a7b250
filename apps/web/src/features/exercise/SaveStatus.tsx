import { CircleCheck, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { exercise as t } from '../../lib/messages';
import type { LocalAnswer } from './answer-store';

/** "Saved / saving / offline" state of the answers, always visible during the exercise. */
export function SaveStatus({
  answers,
  online,
  onRetry,
}: {
  answers: Record<string, LocalAnswer>;
  online: boolean;
  onRetry: () => void;
}) {
  const list = Object.values(answers);
  const sending = list.filter((a) => a.state === 'sending').length;
  const pending = list.filter((a) => a.state === 'pending').length;
  const failed = list.filter((a) => a.state === 'failed').length;
  let tone = 'text-green-800';
  let Icon = CircleCheck;
  let text: string = t.save.saved;
  if (!online) {
    tone = 'text-amber-900';
    Icon = CloudOff;
    text = t.save.offline;
  } else if (failed > 0) {
    tone = 'text-red-800';
    Icon = TriangleAlert;
    text = t.save.failed(failed);
  } else if (sending > 0) {
    tone = 'text-slate-700';
    Icon = LoaderCircle;
    text = t.save.saving;
  } else if (pending > 0) {
    tone = 'text-amber-900';
    Icon = TriangleAlert;
    text = t.save.pending(pending);
  }
  return (
    <div
      role="status"
      aria-label={t.save.region}
      data-save-state={
        !online ? 'offline' : failed ? 'failed' : sending ? 'saving' : pending ? 'pending' : 'saved'
      }
      className={`flex flex-wrap items-center gap-2 text-sm ${tone}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${Icon === LoaderCircle ? 'animate-spin' : ''}`} />
      <span>{text}</span>
      {online && pending > 0 && sending === 0 && (
        <button type="button" onClick={onRetry} className="rounded px-1 font-semibold underline">
          {t.retrySend}
        </button>
      )}
    </div>
  );
}
