import type { User } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { session } from '../../lib/session';
import { useSession } from '../../lib/use-session';

/** GET /api/user/: the signed-in learner, fresh (subscription, last login); the cached user updates too. */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const user = await api.get<User>('/user/', { signal });
  session.update({ user });
  return user;
}

export function useMe() {
  const cached = useSession()?.user ?? undefined;
  return useQuery({
    queryKey: ['me', cached?.id ?? null] as const,
    queryFn: ({ signal }) => fetchMe(signal),
    placeholderData: cached,
    staleTime: 0,
  });
}
