import type { User } from '@prepa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { session } from '../lib/session';
import { useSession } from '../lib/use-session';
import { api } from './client';

/** The signed-in learner's account: profile and password. */

export const userKeys = {
  me: (userId: number | null) => ['me', userId] as const,
};

/** The signed-in learner, fresh (subscription, last login); the cached user updates too. */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const user = await api.call('users.me', { signal });
  session.update({ user });
  return user;
}

export function useMe() {
  const cached = useSession()?.user ?? undefined;
  return useQuery({
    queryKey: userKeys.me(cached?.id ?? null),
    queryFn: ({ signal }) => fetchMe(signal),
    placeholderData: cached,
    staleTime: 0,
  });
}

export interface ProfileFields {
  first_name: string;
  last_name: string;
  email: string;
  /** Required by the server when the e-mail changes. */
  current_password?: string;
}

/** The profile fields (username follows the e-mail); never the new password. */
export async function updateProfile(fields: ProfileFields): Promise<User> {
  const res = await api.call('users.updateMe', { body: { ...fields, username: fields.email } });
  session.update({ user: res.user });
  return res.user;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(userKeys.me(user.id), user),
  });
}

/**
 * The server checks the current password, keeps this session (named by the access token) and
 * ends every other one.
 */
export function changePassword(oldPassword: string, newPassword: string) {
  return api.call('auth.changePassword', { body: { old_password: oldPassword, new_password: newPassword } });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      changePassword(oldPassword, newPassword),
  });
}
