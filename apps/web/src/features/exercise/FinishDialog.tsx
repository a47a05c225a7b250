import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/LoadingView';
import { exercise as t } from '../../lib/messages';

export type FinishPhase =
  | { step: 'closed' }
  | { step: 'confirm'; reason: 'finish' | 'exit' }
  | { step: 'sending' }
  | { step: 'waiting' }
  | { step: 'unsent'; labels: string[] };

/**
 * Finish or exit confirmation; then the wait for the last answers (or for the network, offline),
 * or the list of those not sent.
 */
export function FinishDialog({
  phase,
  answered,
  total,
  onConfirm,
  onForce,
  onClose,
}: {
  phase: FinishPhase;
  answered: number;
  total: number;
  onConfirm: () => void;
  onForce: () => void;
  onClose: () => void;
}) {
  if (phase.step === 'closed') return null;
  const exit = phase.step === 'confirm' && phase.reason === 'exit';
  const title =
    phase.step === 'unsent'
      ? t.unsentTitle
      : phase.step === 'waiting'
        ? t.waitingTitle
        : exit
          ? t.exitTitle
          : t.finishTitle;
  return (
    <Modal open title={title} onClose={phase.step === 'sending' ? () => undefined : onClose}>
      {phase.step === 'confirm' && (
        <>
          <p className="text-slate-800">{t.finishText(answered, total)}</p>
          {exit && <p className="mt-2 text-slate-800">{t.exitText}</p>}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className="btn btn-secondary">
              {t.stay}
            </button>
            <button type="button" onClick={onConfirm} className="btn btn-primary" data-autofocus>
              {exit ? t.exitConfirm : t.finishConfirm}
            </button>
          </div>
        </>
      )}
      {phase.step === 'sending' && (
        <p role="status" className="flex items-center gap-3 text-slate-800">
          <Spinner className="size-5" />
          {t.finishing}
        </p>
      )}
      {phase.step === 'waiting' && (
        <>
          <p role="status" className="flex items-center gap-3 text-slate-800">
            <Spinner className="size-5" />
            {t.waitingText}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className="btn btn-secondary">
              {t.waitingBack}
            </button>
          </div>
        </>
      )}
      {phase.step === 'unsent' && (
        <>
          <p className="font-medium text-red-800">{t.unsentList(phase.labels.join(', '))}</p>
          <p className="mt-2 text-slate-800">{t.unsentHelp}</p>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onForce} className="btn btn-secondary">
              {t.finishAnyway}
            </button>
            <button type="button" onClick={onConfirm} className="btn btn-primary" data-autofocus>
              {t.retrySend}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
