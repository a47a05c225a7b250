import { Search } from 'lucide-react';
import { useId } from 'react';
import { history as m } from '../../lib/messages';
import type { HistoryAction, HistoryView, SortOrder, StatusFilter } from '../../lib/history-logic';

/** Search, status filter and sort; each change resets to page 1 (in the reducer). */
export function HistoryFilters({
  view,
  dispatch,
}: {
  view: HistoryView;
  dispatch: (a: HistoryAction) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      onSubmit={(e) => e.preventDefault()}
      className="mt-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto]"
    >
      <div>
        <label htmlFor={`${id}-q`} className="field-label">
          {m.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-3.5 size-4 text-slate-500"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={view.search}
            onChange={(e) => dispatch({ type: 'search', value: e.target.value })}
            placeholder={m.searchPlaceholder}
            className="field-input pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="field-label">
          {m.status}
        </label>
        <select
          id={`${id}-status`}
          value={view.status}
          onChange={(e) => dispatch({ type: 'status', value: e.target.value as StatusFilter })}
          className="field-input"
        >
          <option value="">{m.statusAll}</option>
          <option value="completed">{m.statusCompleted}</option>
          <option value="in_progress">{m.statusInProgress}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="field-label">
          {m.sort}
        </label>
        <select
          id={`${id}-sort`}
          value={view.sort}
          onChange={(e) => dispatch({ type: 'sort', value: e.target.value as SortOrder })}
          className="field-input"
        >
          <option value="newest">{m.sortNewest}</option>
          <option value="oldest">{m.sortOldest}</option>
          <option value="best">{m.sortBest}</option>
        </select>
      </div>
    </form>
  );
}
