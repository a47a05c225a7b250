import { z } from 'zod';
import { newPassword, PASSWORD_MIN_LENGTH } from './password-policy';
import { v } from './validation-messages';

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });
const email = (requiredMsg: string, invalidMsg: string) =>
  z
    .string({ error: requiredMsg })
    .trim()
    .min(1, requiredMsg)
    .max(254, v.tooLong(254))
    .pipe(z.email(invalidMsg))
    .transform((s) => s.toLowerCase());
export const registerRequest = z.object({
  username: z.string().max(254, v.tooLong(254)).optional(),
  email: email(v.emailRequired, v.emailInvalid),
  password: newPassword,
  first_name: required(v.firstNameRequired).pipe(z.string().max(150, v.tooLong(150))),
  last_name: required(v.lastNameRequired).pipe(z.string().max(150, v.tooLong(150))),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  username: z
    .string({ error: v.loginEmailRequired })
    .trim()
    .min(1, v.loginEmailRequired)
    .max(254, v.tooLong(254))
    .transform((s) => s.toLowerCase()),
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(128, v.tooLong(128)),
  remember_me: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const refreshRequest = z.object({
  refresh: z.string({ error: v.refreshRequired }).min(1, v.refreshRequired).max(4096),
});

export const subscriptionSummary = z.object({
  end_date: z.string(),
  package: z.object({ name: z.string(), exam_type: z.string() }),
});

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['learner', 'admin', 'reviewer']),
  last_login: z.string().nullable(),
  date_joined: z.string(),
  current_subscription: subscriptionSummary.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
/** A refresh token is used once: the answer carries its successor. */
export const refreshResponse = tokenPair;
export const loginResponse = z.object({ token: tokenPair, user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

export const updateProfileRequest = z.object({
  username: z.string().max(254, v.tooLong(254)).optional(),
  email: email(v.emailRequired, v.emailInvalid).optional(),
  first_name: required(v.firstNameRequired)
    .pipe(z.string().max(150, v.tooLong(150)))
    .optional(),
  last_name: required(v.lastNameRequired)
    .pipe(z.string().max(150, v.tooLong(150)))
    .optional(),
  /** The password is changed by change-password only; an empty value (old clients) is ignored. */
  password: z
    .string()
    .max(128, v.tooLong(128))
    .refine((s) => s === '', v.passwordChangeElsewhere)
    .optional(),
  /** Required to change the e-mail address. */
  current_password: z.string().max(128, v.tooLong(128)).optional(),
});

/** The answer of a profile change: the updated user. */
export const updateProfileResponse = z.object({ success: z.literal(true), user: userSchema });

export const changePasswordRequest = z.object({
  old_password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(128),
  new_password: newPassword,
});

export const passwordResetRequest = z.object({
  email: email(v.loginEmailRequired, v.loginEmailInvalid),
});

/** Rules of the reset screen (SPEC §5): the one password policy. */
export const resetPassword = newPassword;

export const passwordResetConfirmRequest = z
  .object({
    new_password1: resetPassword,
    new_password2: z.string({ error: v.confirmRequired }).min(1, v.confirmRequired),
  })
  .refine((d) => d.new_password1 === d.new_password2, {
    message: v.passwordsMismatch,
    path: ['new_password2'],
  });

/** Strength meter of the reset screen: 25 points per rule. */
export function passwordStrength(pw: string): {
  score: number;
  label: 'Faible' | 'Moyen' | 'Fort' | 'Très fort';
} {
  let score = 0;
  if (pw.length >= PASSWORD_MIN_LENGTH) score += 25;
  if (/[a-z]/.test(pw)) score += 25;
  if (/[A-Z]/.test(pw)) score += 25;
  if (/[^a-zA-Z]/.test(pw)) score += 25;
  const label = score === 0 ? 'Faible' : score <= 50 ? 'Moyen' : score <= 75 ? 'Fort' : 'Très fort';
  return { score, label };
}

export const detailResponse = z.object({ detail: z.string() });
