import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { common } from '../lib/messages';
import { hideOthers } from './hide-others';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Accessible dialog: the page behind is inert and hidden from assistive technologies while it is
 * open, focus moves in on open, Tab cycles inside, Escape or the close button closes, and focus
 * returns to the element that opened it. It is rendered at the end of <body> (a portal): an ancestor
 * with a transform, filter or backdrop-filter (the sticky header) would otherwise become the
 * containing block of its fixed layer and clip it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'center',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  variant?: 'center' | 'side' | 'full';
}) {
  const panel = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = panel.current;
    const showOthers = layer.current ? hideOthers(layer.current) : () => undefined;
    const focusables = () => Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (root?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusables();
      if (list.length === 0) {
        e.preventDefault();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !root?.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !root?.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      showOthers();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const side = variant === 'side';
  const full = variant === 'full';
  return createPortal(
    <div
      ref={layer}
      className={`fixed inset-0 z-40 flex ${side ? 'justify-end' : full ? '' : 'items-center justify-center p-4'}`}
    >
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/60" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative bg-white shadow-xl focus:outline-none ${
          side
            ? 'flex h-full w-72 max-w-[85vw] flex-col overflow-y-auto p-5'
            : full
              ? 'flex h-full w-full flex-col p-3'
              : 'max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl p-6'
        }`}
      >
        <div className={`flex items-start justify-between gap-4 ${full ? 'mb-2' : 'mb-4'}`}>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded p-1 hover:bg-slate-100"
            aria-label={common.close}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
