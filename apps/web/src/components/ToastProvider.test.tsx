import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastApi } from './toast-context';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}
const setup = () =>
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('When a success toast is shown, then it has a progress bar and disappears after 5 s', () => {
    setup();
    act(() => void api.success('Profil mis à jour avec succès !'));
    expect(screen.getByText('Profil mis à jour avec succès !')).toBeTruthy();
    expect(screen.getByTestId('toast-progress').style.animationDuration).toBe('5000ms');
    act(() => void vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Profil mis à jour avec succès !')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Profil mis à jour avec succès !')).toBeNull();
  });

  it('When an error toast is shown, then it stays (no progress bar) until closed', () => {
    setup();
    act(() => void api.error('Erreur de connexion'));
    act(() => void vi.advanceTimersByTime(60_000));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Erreur de connexion');
    expect(screen.queryByTestId('toast-progress')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Erreur de connexion')).toBeNull();
  });

  it('When warning and info toasts are shown, then each announces its type and can be closed early', () => {
    setup();
    act(() => {
      api.warning('Il vous reste 5 minutes!');
      api.info('Chargement terminé', { duration: 1000 });
    });
    expect(screen.getByText('Attention :')).toBeTruthy();
    expect(screen.getByText('Information :')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Chargement terminé')).toBeNull();
    expect(screen.queryByText('Il vous reste 5 minutes!')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Il vous reste 5 minutes!')).toBeNull();
  });
});
