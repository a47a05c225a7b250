import { newPassword, PASSWORD_MIN_LENGTH, updateProfileRequest, v } from '@prepa/shared';

export interface ProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  old_password: string;
  new_password: string;
  confirm_password: string;
  /** Asked only when the e-mail changes. */
  current_password: string;
}

export type FieldErrors = Partial<Record<'first_name' | 'last_name' | 'email' | 'current_password', string>>;

const fieldsSchema = updateProfileRequest.pick({ first_name: true, last_name: true, email: true }).required();

/** First name, last name and e-mail with the shared rules and messages (SPEC §5). */
export function validateFields(f: Pick<ProfileForm, 'first_name' | 'last_name' | 'email'>): FieldErrors {
  const r = fieldsSchema.safeParse({ first_name: f.first_name, last_name: f.last_name, email: f.email });
  const errors: FieldErrors = {};
  if (r.success) return errors;
  for (const issue of r.error.issues) {
    const key = issue.path[0] as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The password block, checked only when a new password is typed, in SPEC §5's order:
 * 1. 'Tous les champs de mot de passe sont requis' when the current or the new one is empty;
 * 2. 'Les nouveaux mots de passe ne correspondent pas' when the confirmation differs;
 * 3. 'Le nouveau mot de passe doit contenir au moins 8 caractères' when shorter than 8;
 * 4. then the rest of the password policy (upper and lower case, not a common password).
 * Returns the first failing message, or null.
 */
export function validatePasswordChange(
  f: Pick<ProfileForm, 'old_password' | 'new_password' | 'confirm_password'>,
): string | null {
  if (f.new_password === '') return null;
  if (f.old_password === '' || f.new_password === '') return v.allPasswordFieldsRequired;
  if (f.new_password !== f.confirm_password) return v.newPasswordsMismatch;
  if (f.new_password.length < PASSWORD_MIN_LENGTH) return v.newPasswordMin;
  const policy = newPassword.safeParse(f.new_password);
  return policy.success ? null : (policy.error.issues[0]?.message ?? null);
}

/** Whether the e-mail typed differs from the account's (then the current password is asked). */
export function emailChanges(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.trim().toLowerCase();
}
