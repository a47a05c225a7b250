import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthMeter } from './StrengthMeter';

const cases: [string, number, string][] = [
  ['', 0, 'Faible'],
  ['abc', 25, 'Moyen'],
  ['abcdefgh', 50, 'Moyen'],
  ['Abcdefgh', 75, 'Fort'],
  ['Abcdefg1', 100, 'Très fort'],
  ['ABCDEFG!', 75, 'Fort'],
];

describe('StrengthMeter', () => {
  it.each(cases)('When the password is "%s", then the meter shows %i points and "%s"', (pw, score, label) => {
    render(<StrengthMeter password={pw} />);
    const meter = screen.getByRole('meter', { name: 'Robustesse du mot de passe' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(score));
    expect(screen.getByTestId('strength-label').textContent).toBe(label);
  });

  it('When rules are met, then each is marked as respected for screen readers', () => {
    render(<StrengthMeter password="Abcdefgh" />);
    expect(screen.getByText('au moins 8 caractères').textContent).toContain('(respecté)');
    expect(screen.getByText('un chiffre ou un symbole (recommandé)').textContent).toContain('(non respecté)');
  });
});
