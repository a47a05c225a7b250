import { newPassword, resetPassword, v } from '@prepa/shared';
import { z } from 'zod';

/** Form rules of SPEC §5, with its messages word for word (messages come from packages/shared). */

const emailField = (required: string, invalid: string) =>
  z.string().trim().min(1, required).pipe(z.email(invalid));

export const loginFormSchema = z.object({
  email: emailField(v.loginEmailRequired, v.loginEmailInvalid),
  password: z.string().min(1, v.passwordRequired),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    first_name: z.string().trim().min(1, v.firstNameRequired).max(150, v.tooLong(150)),
    last_name: z.string().trim().min(1, v.lastNameRequired).max(150, v.tooLong(150)),
    email: emailField(v.emailRequired, v.emailInvalid),
    // The one password policy (packages/shared), as the API applies it.
    password: newPassword,
    confirm: z.string(),
  })
  .refine((d) => d.password === d.confirm, { message: v.passwordsMismatch, path: ['confirm'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotFormSchema = z.object({
  email: emailField(v.loginEmailRequired, v.loginEmailInvalid),
});
export type ForgotForm = z.infer<typeof forgotFormSchema>;

export const resetFormSchema = z
  .object({
    password: resetPassword,
    confirmPassword: z.string().min(1, v.confirmRequired),
  })
  .refine((d) => d.password === d.confirmPassword, {
    message: v.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetForm = z.infer<typeof resetFormSchema>;
