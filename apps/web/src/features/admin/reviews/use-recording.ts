import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../../../lib/api-client';

/** The learner's recording, fetched with the reviewer's token (GET /api/admin/reviews/{id}/audio). */
export function useRecording(url: string) {
  const path = url.replace(/^\/api/, '');
  const q = useQuery({
    queryKey: ['admin', 'recording', path],
    queryFn: ({ signal }) => apiBlob(path, { signal }),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { url: objectUrl, isError: q.isError };
}
