import { describe, expect, it } from 'vitest';
import { attempt } from '../test-utils/fixtures';
import {
  filterAttempts,
  historyPage,
  historyReducer,
  initialView,
  pageNumbers,
  paginate,
  sortAttempts,
} from './history-logic';

const fallback = (slug: string) => `Exercice ${slug}`;
const slugs = (l: { slug: string }[]) => l.map((a) => a.slug);

describe('history: filter', () => {
  const list = [
    attempt(1),
    attempt(2, { completed_at: null }),
    attempt(3, { title: 'Expression écrite — Série 1', skill: 'WRITING' }),
    attempt(4, { title: '', examType: 'delf' }),
  ];

  it('When searching, then the match is a case-insensitive substring of the title or the exam type', () => {
    expect(slugs(filterAttempts(list, { search: 'EXPRESSION', status: '' }, fallback))).toEqual(['att-3']);
    expect(slugs(filterAttempts(list, { search: 'delf', status: '' }, fallback))).toEqual(['att-4']);
    expect(filterAttempts(list, { search: 'tcf canada', status: '' }, fallback)).toHaveLength(3);
  });

  it('When the title is empty, then "Exercice {slug}" is searched', () => {
    expect(slugs(filterAttempts(list, { search: 'exercice ex-4', status: '' }, fallback))).toEqual(['att-4']);
  });

  it('When accents differ, then they are ignored', () => {
    expect(slugs(filterAttempts(list, { search: 'ecrite — serie 1', status: '' }, fallback))).toEqual([
      'att-1',
      'att-3',
    ]);
  });

  it('When filtering by status, then completed and in progress split the list; empty means all', () => {
    expect(slugs(filterAttempts(list, { search: '', status: 'in_progress' }, fallback))).toEqual(['att-2']);
    expect(filterAttempts(list, { search: '', status: 'completed' }, fallback)).toHaveLength(3);
    expect(filterAttempts(list, { search: '  ', status: '' }, fallback)).toHaveLength(4);
  });
});

describe('history: sort', () => {
  const list = [
    attempt(1, { score: 500 }),
    attempt(3, { score: 200 }),
    attempt(2, { completed_at: null }),
    attempt(4, { score: null }),
  ];

  it('When sorting by newest or oldest, then the date orders them', () => {
    expect(slugs(sortAttempts(list, 'newest'))).toEqual(['att-4', 'att-3', 'att-2', 'att-1']);
    expect(slugs(sortAttempts(list, 'oldest'))).toEqual(['att-1', 'att-2', 'att-3', 'att-4']);
  });

  it('When sorting by best score, then unscored and unfinished attempts come last, newest first', () => {
    expect(slugs(sortAttempts(list, 'best'))).toEqual(['att-1', 'att-3', 'att-4', 'att-2']);
  });
});

describe('history: paging', () => {
  it('When there are 23 attempts, then pages hold 10, 10 and 3, clamped to the last', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 1)).toMatchObject({ items: items.slice(0, 10), pageCount: 3, total: 23 });
    expect(paginate(items, 3).items).toEqual([20, 21, 22]);
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 1)).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });

  it('When there are many pages, then at most 5 numbers are shown around the current page', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('When the search, filter or sort changes, then the page goes back to 1', () => {
    const on3 = historyReducer(initialView, { type: 'page', value: 3 });
    expect(on3.page).toBe(3);
    expect(historyReducer(on3, { type: 'search', value: 'x' }).page).toBe(1);
    expect(historyReducer(on3, { type: 'status', value: 'completed' }).page).toBe(1);
    expect(historyReducer(on3, { type: 'sort', value: 'best' }).page).toBe(1);
    expect(historyReducer(on3, { type: 'reset' })).toEqual(initialView);
  });

  it('When the pipeline runs, then it filters, sorts and pages', () => {
    const list = Array.from({ length: 15 }, (_, i) => attempt(i + 1));
    const p = historyPage(list, { ...initialView, sort: 'oldest', page: 2 }, fallback);
    expect(p.items.map((a) => a.slug)).toEqual(['att-11', 'att-12', 'att-13', 'att-14', 'att-15']);
  });
});
