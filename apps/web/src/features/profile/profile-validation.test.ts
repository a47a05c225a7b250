import { describe, expect, it } from 'vitest';
import { validateFields, validatePasswordChange } from './profile-validation';

const pw = (old_password: string, new_password: string, confirm_password: string) =>
  validatePasswordChange({ old_password, new_password, confirm_password });

describe('profile validation', () => {
  it('When no new password is typed, then the block is not checked', () => {
    expect(pw('', '', '')).toBeNull();
    expect(pw('ancien', '', 'x')).toBeNull();
  });

  it('When the current password is missing, then "all fields required" comes first, before any other rule', () => {
    expect(pw('', 'court', 'different')).toBe('Tous les champs de mot de passe sont requis');
  });

  it('When the confirmation differs, then the mismatch is reported before the length', () => {
    expect(pw('ancien', 'court', 'autre')).toBe('Les nouveaux mots de passe ne correspondent pas');
  });

  it('When the new password is too short, then the length message is reported', () => {
    expect(pw('ancien', 'court', 'court')).toBe(
      'Le nouveau mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('When everything is right, then there is no error', () => {
    expect(pw('ancien', 'NouveauMot2026', 'NouveauMot2026')).toBeNull();
  });

  it('When fields are empty or the e-mail invalid, then the shared messages are used', () => {
    expect(validateFields({ first_name: ' ', last_name: '', email: '' })).toEqual({
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
      email: "L'email est requis",
    });
    expect(validateFields({ first_name: 'Awa', last_name: 'N', email: 'pas-une-adresse' })).toEqual({
      email: "L'email n'est pas valide",
    });
    expect(validateFields({ first_name: 'Awa', last_name: 'N', email: 'awa@exemple.fr' })).toEqual({});
  });
});
