import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { session } from '../../lib/session';

/**
 * POST /api/auth/change-password/: the server checks the current password. The refresh token of
 * this browser is sent so that this session stays open while every other one is revoked.
 */
export function changePassword(oldPassword: string, newPassword: string): Promise<{ detail: string }> {
  return api.post('/auth/change-password/', {
    old_password: oldPassword,
    new_password: newPassword,
    refresh: session.get()?.refresh,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      changePassword(oldPassword, newPassword),
  });
}
