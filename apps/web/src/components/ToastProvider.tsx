import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast as t } from '../lib/messages';
import { TOAST_DURATION_MS, ToastContext, type Toast, type ToastApi, type ToastType } from './toast-context';

const styles: Record<ToastType, { box: string; bar: string; Icon: typeof Info }> = {
  success: { box: 'border-green-600 bg-green-50 text-green-900', bar: 'bg-green-600', Icon: CircleCheck },
  error: { box: 'border-red-600 bg-red-50 text-red-900', bar: 'bg-red-600', Icon: CircleAlert },
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-950', bar: 'bg-amber-600', Icon: TriangleAlert },
  info: { box: 'border-blue-700 bg-blue-50 text-blue-950', bar: 'bg-blue-700', Icon: Info },
};

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { box, bar, Icon } = styles[toast.type];
  useEffect(() => {
    if (toast.persistent) return;
    const timer = setTimeout(() => onClose(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div
      className={`pointer-events-auto relative overflow-hidden rounded-lg border-l-4 shadow-lg ${box}`}
      role={toast.type === 'error' ? 'alert' : undefined}
      data-toast={toast.type}
    >
      <div className="flex items-start gap-3 p-3 pr-2">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">
          <span className="sr-only">{t.types[toast.type]} : </span>
          {toast.message}
        </p>
        <button
          type="button"
          onClick={() => onClose(toast.id)}
          className="rounded p-1 hover:bg-black/10"
          aria-label={t.close}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {!toast.persistent && (
        <div
          aria-hidden="true"
          data-testid="toast-progress"
          className={`toast-progress absolute bottom-0 left-0 h-1 w-full ${bar}`}
          style={{ animationDuration: `${toast.duration}ms` }}
        />
      )}
    </div>
  );
}

/** Toast area of SPEC §2: success, error, warning, info; close button; 5 s progress bar; errors persist. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = (type, message, o = {}) => {
      const id = nextId.current++;
      const toast: Toast = {
        id,
        type,
        message,
        duration: o.duration ?? TOAST_DURATION_MS,
        persistent: o.persistent ?? type === 'error',
      };
      // The same message twice in a row replaces the older one.
      setToasts((list) =>
        [...list.filter((x) => !(x.message === message && x.type === type)), toast].slice(-5),
      );
      return id;
    };
    return {
      show,
      success: (m, o) => show('success', m, o),
      error: (m, o) => show('error', m, o),
      warning: (m, o) => show('warning', m, o),
      info: (m, o) => show('info', m, o),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* At the end of <body>, next to the dialogs' portals: it stays reachable while one is open. */}
      {createPortal(
        <section
          data-over-modal
          aria-label={t.region}
          className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2 sm:inset-x-auto sm:right-4 sm:top-4"
        >
          <div aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
            {toasts.map((x) => (
              <ToastItem key={x.id} toast={x} onClose={dismiss} />
            ))}
          </div>
        </section>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
