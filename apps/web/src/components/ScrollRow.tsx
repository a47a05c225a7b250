import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A row that scrolls sideways when it does not fit (a narrow phone), never the page: the side
 * with more to see fades out and shows an arrow; the item marked aria-current is scrolled into view.
 */
export function ScrollRow({
  children,
  className = '',
  currentKey,
}: {
  children: ReactNode;
  className?: string;
  /** Changes when the current item changes (e.g. the pathname). */
  currentKey?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
  }, []);
  // Bring the current item into view when it changes (not on every render: the learner scrolls).
  useEffect(() => {
    const el = ref.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && current) {
      const left = current.offsetLeft - el.offsetLeft;
      if (left + current.offsetWidth > el.scrollLeft + el.clientWidth || left < el.scrollLeft)
        el.scrollLeft = left - 16;
    }
    measure();
  }, [currentKey, measure]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure]);
  return (
    <div className={`relative ${className}`}>
      <div ref={ref} onScroll={measure} className="overflow-x-auto [scrollbar-width:none]" data-scroll-row>
        {children}
      </div>
      {more.start && (
        <span
          aria-hidden="true"
          data-scroll-hint="start"
          className="pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center bg-gradient-to-r from-white via-white/90 to-transparent"
        >
          <ChevronLeft className="size-4 text-slate-700" />
        </span>
      )}
      {more.end && (
        <span
          aria-hidden="true"
          data-scroll-hint="end"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-white via-white/90 to-transparent"
        >
          <ChevronRight className="size-4 text-slate-700" />
        </span>
      )}
    </div>
  );
}
