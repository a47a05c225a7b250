import { Modal } from '../../components/Modal';
import { writingTask as t } from '../../lib/messages';

/** Confirmation before moving on from a task left empty (tasks may be answered in any order). */
export function EmptyTaskDialog({
  task,
  onConfirm,
  onCancel,
}: {
  task: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open title={t.emptyTitle} onClose={onCancel}>
      <p className="text-slate-800">{t.emptyBody(task)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn btn-secondary">
          {t.emptyCancel}
        </button>
        <button type="button" onClick={onConfirm} className="btn btn-primary" data-autofocus>
          {t.emptyConfirm}
        </button>
      </div>
    </Modal>
  );
}
