import type { User } from '@prepa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { session } from '../../lib/session';

export interface ProfileFields {
  first_name: string;
  last_name: string;
  email: string;
  /** Required by the server when the e-mail changes. */
  current_password?: string;
}

/** PATCH /api/user/ with the profile fields (username follows the e-mail); never the new password. */
export async function updateProfile(fields: ProfileFields): Promise<User> {
  const res = await api.patch<{ success: true; user: User }>('/user/', { ...fields, username: fields.email });
  session.update({ user: res.user });
  return res.user;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(['me', user.id], user),
  });
}
