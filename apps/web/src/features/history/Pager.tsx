import { ChevronLeft, ChevronRight } from 'lucide-react';
import { history as m } from '../../lib/messages';
import { pageNumbers } from '../../lib/history-logic';

/** Previous, up to 5 page numbers, next. Hidden with a single page. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
}) {
  if (pageCount <= 1) return null;
  const btn =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border text-sm font-semibold';
  return (
    <nav aria-label={m.pager} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${btn} border-slate-300 bg-white disabled:opacity-50`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={m.previous}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        </li>
        {pageNumbers(page, pageCount).map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => onPage(n)}
              aria-label={m.page(n)}
              aria-current={n === page ? 'page' : undefined}
              className={`${btn} ${n === page ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${btn} border-slate-300 bg-white disabled:opacity-50`}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
            aria-label={m.next}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
