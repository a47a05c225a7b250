import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../lib/api-client';

/** GET /api/answer/{slug}/audio — the learner's own recording (needs the token, so fetched as a Blob). */
export function useAnswerAudio(url: string | null) {
  const path = url?.replace(/^\/api/, '') ?? '';
  const q = useQuery({
    queryKey: ['answer-audio', path],
    queryFn: ({ signal }) => apiBlob(path, { signal }),
    enabled: !!url,
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { url: objectUrl, isError: q.isError, isLoading: q.isLoading };
}
