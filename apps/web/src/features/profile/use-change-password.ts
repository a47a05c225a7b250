import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * POST /api/auth/change-password/: the server checks the current password, keeps this session
 * (named by the access token) and ends every other one.
 */
export function changePassword(oldPassword: string, newPassword: string): Promise<{ detail: string }> {
  return api.post('/auth/change-password/', { old_password: oldPassword, new_password: newPassword });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      changePassword(oldPassword, newPassword),
  });
}
