import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminShell as m } from '../../../lib/messages';

/** Previous / next over the pages of an admin list; hidden with a single page. */
export function AdminPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={m.pageOf(page, pageCount)} className="mt-4 flex items-center justify-center gap-3">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={m.previous}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <span className="text-sm text-slate-700">{m.pageOf(page, pageCount)}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        aria-label={m.next}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
