import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ToastProvider';
import { RegisterFormView } from './RegisterFormView';

describe('registration form', () => {
  it('When submitted empty, then every required-field message of SPEC §5 is shown next to its labelled field', async () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <RegisterFormView redirect={null} />
        </ToastProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    for (const m of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le mot de passe est requis',
    ])
      expect(await screen.findByText(m)).toBeTruthy();
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      "L'email est requis",
    );
  });
});
