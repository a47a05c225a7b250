import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Provides TanStack Query to what it wraps (its children, else the nested routes).
 * Loaded lazily so the home page's first screen paints without the query library:
 * see docs/decisions/051-first-screen-budget.md.
 */
export default function QueryBoundary({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}
