import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The one TanStack Query client of the app (server state). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) are answers, not glitches: no retry.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});
