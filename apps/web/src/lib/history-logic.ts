import type { Attempt, AttemptListQuery } from '@prepa/shared';
import { HISTORY_MAX_PAGE_BUTTONS, HISTORY_PAGE_SIZE, SKILL_LABELS } from './domain';

/** Filter, sort and paging of the attempt history (SPEC §5, §9): pure functions and one reducer. */

export type StatusFilter = '' | 'completed' | 'in_progress';
export type SortOrder = 'newest' | 'oldest' | 'best';

export interface HistoryView {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
  page: number;
}

export const initialView: HistoryView = { search: '', status: '', sort: 'newest', page: 1 };

export type HistoryAction =
  | { type: 'search'; value: string }
  | { type: 'status'; value: StatusFilter }
  | { type: 'sort'; value: SortOrder }
  | { type: 'page'; value: number }
  | { type: 'reset' };

/** Any change of search, filter or sort goes back to page 1. */
export function historyReducer(s: HistoryView, a: HistoryAction): HistoryView {
  switch (a.type) {
    case 'search':
      return { ...s, search: a.value, page: 1 };
    case 'status':
      return { ...s, status: a.value, page: 1 };
    case 'sort':
      return { ...s, sort: a.value, page: 1 };
    case 'page':
      return { ...s, page: Math.max(1, Math.floor(a.value)) };
    case 'reset':
      return initialView;
  }
}

const STATUSES: readonly StatusFilter[] = ['', 'completed', 'in_progress'];
const SORTS: readonly SortOrder[] = ['newest', 'oldest', 'best'];
const MAX_SEARCH = 200;

/**
 * The view kept in the address (?q=&status=&sort=&page=), so a reload, a shared link or "back"
 * finds the same list. Unknown or malformed values fall back to the defaults.
 */
export function viewFromParams(p: URLSearchParams): HistoryView {
  const status = p.get('status') ?? '';
  const sort = p.get('sort') ?? '';
  const page = Number(p.get('page'));
  return {
    search: (p.get('q') ?? '').slice(0, MAX_SEARCH),
    status: (STATUSES as readonly string[]).includes(status) ? (status as StatusFilter) : '',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as SortOrder) : 'newest',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address form of a view; defaults are left out so the plain page keeps its plain URL. */
export function paramsFromView(v: HistoryView): URLSearchParams {
  const p = new URLSearchParams();
  if (v.search) p.set('q', v.search.slice(0, MAX_SEARCH));
  if (v.status) p.set('status', v.status);
  if (v.sort !== 'newest') p.set('sort', v.sort);
  if (v.page > 1) p.set('page', String(v.page));
  return p;
}

export const isCompleted = (a: Pick<Attempt, 'completed_at'>) => a.completed_at !== null;

/** The title shown for an attempt: the exercise's, else 'Exercice {slug}'. */
export const attemptTitle = (a: Attempt, fallback: (slug: string) => string) =>
  a.exercice.title || fallback(a.exercice.slug);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Case- and accent-insensitive substring search on the exercise title (or 'Exercice {slug}') and the exam type. */
export function filterAttempts(
  list: readonly Attempt[],
  v: Pick<HistoryView, 'search' | 'status'>,
  fallback: (slug: string) => string,
): Attempt[] {
  const q = fold(v.search.trim());
  return list.filter((a) => {
    if (v.status === 'completed' && !isCompleted(a)) return false;
    if (v.status === 'in_progress' && isCompleted(a)) return false;
    if (!q) return true;
    const hay = [
      attemptTitle(a, fallback),
      a.exercice.examtype_name,
      a.exercice.examtype_slug,
      a.exercice.exam_name,
      SKILL_LABELS[a.exercice.type_exam] ?? '',
    ];
    return hay.some((h) => fold(h).includes(q));
  });
}

const time = (a: Attempt) => new Date(a.date || a.started_at).getTime() || 0;
/** Only completed attempts with a score count as scored (SPEC §4). */
const scored = (a: Attempt) => (isCompleted(a) && a.score !== null ? a.score : -1);

/** Newest or oldest first by date (completion, else start); best score first, unscored last, then newest. */
export function sortAttempts(list: readonly Attempt[], sort: SortOrder): Attempt[] {
  const out = [...list];
  if (sort === 'newest') out.sort((a, b) => time(b) - time(a));
  else if (sort === 'oldest') out.sort((a, b) => time(a) - time(b));
  else out.sort((a, b) => scored(b) - scored(a) || time(b) - time(a));
  return out;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page (1-based, clamped to the last page) of `size` items. */
export function paginate<T>(list: readonly T[], page: number, size = HISTORY_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const p = Math.min(Math.max(1, page), pageCount);
  return { items: list.slice((p - 1) * size, p * size), page: p, pageCount, total: list.length };
}

/** Up to `max` page numbers, a window centred on the current page where possible. */
export function pageNumbers(page: number, pageCount: number, max = HISTORY_MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pageCount);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A page the server cut (its items and the matching total) in the shape the history shows. */
export function serverPage(
  data: { items: Attempt[]; total: number } | undefined,
  page: number,
  size = HISTORY_PAGE_SIZE,
): Page<Attempt> {
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));
  return { items: data?.items ?? [], page: Math.min(Math.max(1, page), pageCount), pageCount, total };
}

/** The whole pipeline: filter, sort, then the page. */
export function historyPage(list: readonly Attempt[], v: HistoryView, fallback: (slug: string) => string) {
  return paginate(sortAttempts(filterAttempts(list, v, fallback), v.sort), v.page);
}

/** The server query of a history view: one page, searched, filtered and sorted. */
export function attemptsQueryOf(view: HistoryView): AttemptListQuery {
  return {
    limit: HISTORY_PAGE_SIZE,
    offset: (view.page - 1) * HISTORY_PAGE_SIZE,
    sort: view.sort,
    ...(view.status ? { status: view.status } : {}),
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
  };
}
