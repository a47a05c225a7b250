import { z } from 'zod';
import { v } from './validation-messages';

/**
 * The one password policy for every new password (registration, reset, change, administrator
 * command): at least 8 characters, upper and lower case letters, and not among the most common
 * passwords (the French and English lists of `packages/shared/lists`, loaded with
 * `loadCommonPasswords()`: the API loads them at start, the web forms when they open).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

let common: ReadonlySet<string> | null = null;
let loading: Promise<ReadonlySet<string>> | null = null;

/** Lower case without accents: the form the lists are written in. */
export function normalizePassword(pw: string): string {
  return pw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Loads the lists once (a separate chunk in the browser) and makes the policy use them. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords').then((m) => {
    common = m.commonPasswords;
    return common;
  });
  return loading;
}

/** Whether the lists are loaded (the web forms show the last rule once they are). */
export function commonPasswordsLoaded(): boolean {
  return common !== null;
}

/**
 * In a list as typed (case and accents ignored), or once the digits and symbols added at its end
 * are removed ("Soleil2026!" is "soleil"). Null while the lists are not loaded.
 */
export function isCommonPassword(pw: string): boolean | null {
  if (!common) return null;
  const n = normalizePassword(pw);
  if (common.has(n)) return true;
  const stem = n.replace(/[^a-z]+$/, '');
  return stem.length >= 4 && stem !== n && common.has(stem);
}

export interface PasswordRuleStatus {
  length: boolean;
  cases: boolean;
  /** Null while the lists are not loaded. */
  uncommon: boolean | null;
}

/** Each rule of the policy, met or not (the checklist shown under the web forms' password field). */
export function passwordRules(pw: string): PasswordRuleStatus {
  const isCommon = isCommonPassword(pw);
  return {
    length: pw.length >= PASSWORD_MIN_LENGTH,
    cases: /\p{Ll}/u.test(pw) && /\p{Lu}/u.test(pw),
    uncommon: isCommon === null ? null : pw.length > 0 && !isCommon,
  };
}

/** A new password: the SPEC messages, then the common-password message. */
export const newPassword = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordMin, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: v.tooLong(PASSWORD_MAX_LENGTH), abort: true })
  .refine((s) => passwordRules(s).cases, { error: v.passwordCase, abort: true })
  .refine((s) => isCommonPassword(s) !== true, v.passwordCommon);
