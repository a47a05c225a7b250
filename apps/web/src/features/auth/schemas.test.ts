import { describe, expect, it } from 'vitest';
import { forgotFormSchema, loginFormSchema, registerFormSchema, resetFormSchema } from './schemas';

/** Messages by field of a failed parse. */
function errors(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

describe('login form', () => {
  it('When fields are empty, then SPEC messages are shown', () => {
    expect(errors(loginFormSchema, { email: '', password: '', remember: false })).toEqual({
      email: "L'adresse email est requise",
      password: 'Le mot de passe est requis',
    });
  });
  it('When the e-mail is malformed, then it is refused', () => {
    expect(errors(loginFormSchema, { email: 'awa@', password: 'x', remember: false })).toEqual({
      email: "L'adresse email n'est pas valide",
    });
  });
});

describe('registration form', () => {
  const valid = {
    first_name: 'Awa',
    last_name: 'Ndiaye',
    email: 'awa@exemple.fr',
    password: 'MotDePasse',
    confirm: 'MotDePasse',
  };
  it('When everything is empty, then each field has its message', () => {
    expect(
      errors(registerFormSchema, { first_name: ' ', last_name: '', email: '', password: '', confirm: '' }),
    ).toEqual({
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
  });
  it('When the e-mail is invalid and the password short, then both are reported', () => {
    expect(
      errors(registerFormSchema, { ...valid, email: 'awa', password: 'court', confirm: 'court' }),
    ).toEqual({
      email: "L'email n'est pas valide",
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
  });
  it('When the confirmation differs, then it is reported on the confirmation', () => {
    expect(errors(registerFormSchema, { ...valid, confirm: 'Autre' })).toEqual({
      confirm: 'Les mots de passe ne correspondent pas',
    });
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });
});

describe('forgot-password form', () => {
  it('When the e-mail is missing or invalid, then SPEC messages are shown', () => {
    expect(errors(forgotFormSchema, { email: '' })).toEqual({ email: "L'adresse email est requise" });
    expect(errors(forgotFormSchema, { email: 'x@y' })).toEqual({ email: "L'adresse email n'est pas valide" });
  });
});

describe('reset-password form', () => {
  it('When rules are broken, then each SPEC message appears', () => {
    expect(errors(resetFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Le mot de passe est requis',
      confirmPassword: 'La confirmation du mot de passe est requise',
    });
    expect(errors(resetFormSchema, { password: 'Abc', confirmPassword: 'Abc' }).password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(errors(resetFormSchema, { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }).password).toBe(
      'Le mot de passe doit contenir des majuscules et minuscules',
    );
    expect(errors(resetFormSchema, { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh2' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    expect(resetFormSchema.safeParse({ password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' }).success).toBe(
      true,
    );
  });
});
