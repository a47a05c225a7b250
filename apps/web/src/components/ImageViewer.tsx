import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { imageViewer as t } from '../lib/messages';
import { Modal } from './Modal';

const MIN = 1;
const MAX = 5;
const clamp = (v: number) => Math.min(MAX, Math.max(MIN, v));

/**
 * A document image: shown at the width of the screen, a tap opens it full screen where it zooms
 * with two fingers (pinch) or the buttons, and pans by dragging (the frame scrolls).
 */
export function ImageViewer({ src, title }: { src: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [scale, setScale] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  /** Zooms keeping the centre of the frame where it was. */
  const zoomTo = (next: number) => {
    const el = frame.current;
    const target = clamp(next);
    if (el) {
      const ratio = target / scale;
      const cx = el.scrollLeft + el.clientWidth / 2;
      const cy = el.scrollTop + el.clientHeight / 2;
      requestAnimationFrame(() => {
        el.scrollLeft = cx * ratio - el.clientWidth / 2;
        el.scrollTop = cy * ratio - el.clientHeight / 2;
      });
    }
    setScale(target);
  };
  const onDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
  };
  const onMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const p = pinch.current;
    if (p && pointers.current.size === 2 && p.distance > 0) {
      e.preventDefault();
      setScale(clamp((p.scale * distance()) / p.distance));
    }
  };
  const onUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setScale(1);
          setOpen(true);
        }}
        className="group relative block w-full cursor-zoom-in"
        aria-label={t.open(title)}
      >
        <img src={src} alt={title} className="mx-auto h-auto w-full max-w-3xl" loading="lazy" />
        <span className="absolute bottom-2 right-2 inline-flex size-10 items-center justify-center rounded-full bg-slate-900/75 text-white group-hover:bg-slate-900">
          <Maximize2 aria-hidden="true" className="size-5" />
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.title(title)} variant="full">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => zoomTo(scale - 0.5)}
            disabled={scale <= MIN}
            aria-label={t.zoomOut}
          >
            <ZoomOut aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => zoomTo(scale + 0.5)}
            disabled={scale >= MAX}
            aria-label={t.zoomIn}
          >
            <ZoomIn aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => zoomTo(1)}
            disabled={scale === 1}
          >
            {t.reset}
          </button>
          <span role="status" className="text-sm tabular-nums text-slate-700">
            {t.zoom(Math.round(scale * 100))}
          </span>
        </div>
        <p className="mt-1 text-xs text-slate-600">{t.hint}</p>
        <div
          ref={frame}
          data-testid="image-viewer-frame"
          className="mt-2 min-h-0 flex-1 overflow-auto rounded-lg bg-slate-100"
          // One finger pans (the frame scrolls); two fingers are left to the pinch handler below.
          style={{ touchAction: 'pan-x pan-y' }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
        >
          <img
            src={src}
            alt={title}
            draggable={false}
            className="h-auto max-w-none select-none"
            style={{ width: `${scale * 100}%` }}
          />
        </div>
      </Modal>
    </>
  );
}
