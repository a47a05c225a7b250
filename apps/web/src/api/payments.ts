import type { PaymentStatusResponse } from '@prepa/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { api } from './client';

/** The state of a payment, asked again while it is not confirmed. */

/** How often the result page asks, and for how long, while the payment is not confirmed. */
export const POLL_EVERY_MS = 3_000;
export const POLL_FOR_MS = 60_000;

export type PaymentStatusState =
  | { phase: 'confirming'; elapsedMs: number; error: boolean }
  | { phase: 'done'; payment: PaymentStatusResponse }
  | { phase: 'timeout'; error: boolean }
  | { phase: 'not-found' };

/**
 * Asks for a payment's state (`billing.payment`) until the payment is no longer pending, for up to a
 * minute (a learner back from the payment page before the provider's notification is not told
 * it failed). A failed request (network, server) counts as "not known yet" and is retried.
 */
export function usePaymentStatus(reference: string | null, enabled: boolean) {
  const [state, setState] = useState<PaymentStatusState>({ phase: 'confirming', elapsedMs: 0, error: false });
  const [round, setRound] = useState(0);
  const started = useRef(0);

  useEffect(() => {
    if (!reference || !enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    started.current = Date.now();
    setState({ phase: 'confirming', elapsedMs: 0, error: false });

    const ask = async () => {
      let error = false;
      try {
        const payment = await api.call('billing.payment', {
          params: { reference },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        if (payment.outcome !== 'pending') {
          setState({ phase: 'done', payment });
          return;
        }
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) {
          setState({ phase: 'not-found' });
          return;
        }
        error = true;
      }
      const elapsedMs = Date.now() - started.current;
      if (elapsedMs >= POLL_FOR_MS) {
        setState({ phase: 'timeout', error });
        return;
      }
      setState({ phase: 'confirming', elapsedMs, error });
      timer = setTimeout(() => void ask(), POLL_EVERY_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [reference, enabled, round]);

  const restart = useCallback(() => setRound((n) => n + 1), []);
  return { state, restart };
}
