import { beforeAll, describe, expect, it } from 'vitest';
import { changePasswordRequest, passwordResetConfirmRequest, registerRequest } from './auth';
import { isCommonPassword, loadCommonPasswords, newPassword, passwordRules } from './password-policy';
import { v } from './validation-messages';

beforeAll(async () => {
  await loadCommonPasswords();
});

const errorsOf = (pw: string) => {
  const r = newPassword.safeParse(pw);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('password policy', () => {
  it.each([
    ['12345678', v.passwordCase],
    ['password', v.passwordCase],
    ['azertyuiop', v.passwordCase],
    ['motdepasse', v.passwordCase],
    ['court', v.passwordMin],
    ['', v.passwordRequired],
  ])('When the password is %j, then it is refused with the SPEC message', (pw, message) => {
    expect(errorsOf(pw)).toEqual([message]);
  });

  it.each([
    'Password',
    'Azertyuiop',
    'MotDePasse',
    'Motdepasse1',
    'Azerty123',
    'Soleil2026!',
    'Marseille13',
    'Étoile2026',
  ])(
    'When %j is a common password with case, digits or symbols added, then it is refused as common',
    (pw) => {
      expect(errorsOf(pw)).toEqual([v.passwordCommon]);
    },
  );

  it.each(['Kilimandjaro7', 'MaisonBleue2026', 'Tcf-NCLC7-enfin', 'Ndolé au Poisson'])(
    'When %j follows every rule, then it is accepted',
    (pw) => {
      expect(errorsOf(pw)).toEqual([]);
    },
  );

  it('When registration, change and reset check a new password, then they apply the same policy', () => {
    const base = { email: 'a@exemple.fr', first_name: 'A', last_name: 'B' };
    for (const pw of ['motdepasse', 'Azerty123', '12345678']) {
      expect(registerRequest.safeParse({ ...base, password: pw }).success).toBe(false);
      expect(changePasswordRequest.safeParse({ old_password: 'x', new_password: pw }).success).toBe(false);
      expect(passwordResetConfirmRequest.safeParse({ new_password1: pw, new_password2: pw }).success).toBe(
        false,
      );
    }
    expect(registerRequest.safeParse({ ...base, password: 'Kilimandjaro7' }).success).toBe(true);
  });

  it('When the lists are loaded, then each holds 10,000 entries and the checklist reports each rule', async () => {
    const set = await loadCommonPasswords();
    // 10,000 each; some passwords are in both lists.
    expect(set.size).toBeGreaterThan(18_000);
    expect(isCommonPassword('soleil')).toBe(true);
    expect(passwordRules('azertyuiop')).toEqual({ length: true, cases: false, uncommon: false });
    expect(passwordRules('Kilimandjaro7')).toEqual({ length: true, cases: true, uncommon: true });
    expect(passwordRules('')).toEqual({ length: false, cases: false, uncommon: false });
  });
});
