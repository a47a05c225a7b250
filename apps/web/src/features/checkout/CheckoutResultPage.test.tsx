import type { PaymentOutcome, PaymentStatusResponse } from '@prepa/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, renderRoute, signIn } from '../../test-utils/render';
import CheckoutResultPage from './CheckoutResultPage';
import { POLL_EVERY_MS, POLL_FOR_MS } from '../../api/payments';

afterEach(() => {
  cleanup();
  session.clear();
  vi.useRealTimers();
});

const REF = 'PL-0123456789ABCDEF0123';

function payment(outcome: PaymentOutcome): PaymentStatusResponse {
  return {
    reference: REF,
    outcome,
    amount: 15000,
    currency: 'XAF',
    package: {
      name: 'TCF Canada — 1 mois',
      exam_type: 'TCF Canada',
      exam_type_slug: 'tcf-canada',
      period: 1,
    },
    access:
      outcome === 'paid'
        ? { start_date: '2026-11-23T10:00:00.000Z', end_date: '2026-12-23T10:00:00.000Z' }
        : null,
  };
}

function open(path = '/checkout/error') {
  return renderRoute(<CheckoutResultPage />, { url: `${path}?reference=${REF}`, path });
}

describe('checkout result screen', () => {
  it.each([
    ['cancelled', 'Paiement annulé', /aucun montant n’a été débité/],
    ['rejected', 'Paiement refusé', /solde de votre compte mobile money/],
    ['abandoned', 'Paiement interrompu', /aucun montant n’a été débité/],
    ['expired', 'Paiement expiré', /aucun montant n’a été débité/],
    ['failed', 'Erreur de Paiement', /aucun montant n’a été débité/],
    ['incomplete', 'Paiement incomplet', /assistance va vous contacter/],
    ['mismatch', 'Paiement à vérifier', /montant différent/],
    ['test_payment', 'Paiement non validé', /forfait n’a pas été activé/],
    ['refunded', 'Paiement remboursé', /remboursé/],
  ] as const)(
    'When the payment is %s, then the screen says so in its own words',
    async (outcome, title, text) => {
      signIn();
      fakeApi({ 'billing.payment': () => payment(outcome) });
      open();
      const h1 = await screen.findByRole('heading', { level: 1, name: title });
      const main = h1.closest('div')!.textContent!;
      expect(main).toMatch(text);
      expect(main).toContain(`Référence du paiement : ${REF}`);
      // Money was taken in these cases: never tell the learner that nothing was debited.
      if (outcome === 'incomplete' || outcome === 'mismatch') expect(main).not.toMatch(/aucun montant/i);
      if (outcome === 'cancelled') expect(main).not.toMatch(/erreur|échou/i);
    },
  );

  it('When the payment is confirmed after a few checks, then the waiting screen gives way to what the package gives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signIn();
    let calls = 0;
    fakeApi({ 'billing.payment': () => payment(++calls < 3 ? 'pending' : 'paid') });
    open('/checkout/success');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirmation de votre paiement…');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paiement Réussi !');
    expect(screen.getByTestId('checkout-you-get').textContent).toContain('Accès jusqu’au 23 décembre 2026');
    expect(
      screen.getByRole('link', { name: 'Commencer les exercices TCF Canada' }).getAttribute('href'),
    ).toBe('/dashboard/exercises?examTypeSlug=tcf-canada');
    expect(calls).toBe(3);
  });

  it('When nothing is confirmed within a minute, then the learner is told it is still pending, not that it failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signIn();
    let calls = 0;
    fakeApi({
      'billing.payment': () => {
        calls++;
        return payment('pending');
      },
    });
    open('/checkout/success');
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS - POLL_EVERY_MS));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirmation de votre paiement…');
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paiement en attente de confirmation');
    expect(document.body.textContent).not.toMatch(/échou|Erreur/);
    const asked = calls;
    expect(asked).toBeGreaterThanOrEqual(POLL_FOR_MS / POLL_EVERY_MS);
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS));
    expect(calls).toBe(asked);
    // "Check again" starts another minute.
    await act(async () => {
      screen.getByRole('button', { name: 'Vérifier à nouveau' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls).toBe(asked + 1);
  });

  it('When the reference is not the learner’s, then the screen says it cannot find it', async () => {
    signIn();
    fakeApi({
      'billing.payment': () => ({ status: 404, body: { detail: 'Paiement introuvable.' } }),
    });
    open();
    expect(await screen.findByText('Ce paiement est introuvable dans votre compte.')).toBeTruthy();
  });
});
