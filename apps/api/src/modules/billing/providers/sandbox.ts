import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Checkout, CheckoutInput, PaymentProvider } from './provider';

/**
 * The demonstration provider: its "payment page" is served by the API itself
 * (payments.routes.ts). The link carries an HMAC of the reference, so only the
 * payer, who received the link, can open the page or submit its forms.
 */
export function createSandboxProvider(secret: string): PaymentProvider & {
  token(reference: string): string;
  checkToken(reference: string, token: unknown): boolean;
} {
  const token = (reference: string) =>
    createHmac('sha256', secret).update(`sandbox-payment:${reference}`).digest('base64url');
  return {
    name: 'sandbox',
    token,
    checkToken(reference, candidate) {
      if (typeof candidate !== 'string') return false;
      const expected = Buffer.from(token(reference));
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async createCheckout(input: CheckoutInput): Promise<Checkout> {
      const ref = encodeURIComponent(input.reference);
      return { link: `/api/payments/sandbox/${ref}/?token=${token(input.reference)}` };
    },
    // The sandbox keeps no remote record: its page's buttons are the only source of truth.
    async verify() {
      return null;
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
