/** What every payment provider adapter offers to the billing service. */

export type ProviderName = 'sandbox' | 'notchpay';

/** Payment states on our side (payments.status). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface CheckoutInput {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  customer: { name: string; email: string };
  /** Absolute URL where the provider sends the browser back. */
  callbackUrl: string;
}

export interface Checkout {
  /** Where the browser goes to pay. */
  link: string;
  /** The provider's own identifier of the transaction, when it has one. */
  providerReference?: string;
}

/** A payment's state as the provider itself reports it (never taken from a webhook body). */
export interface VerifiedPayment {
  status: PaymentStatus;
  amount: number;
  currency: string;
  providerReference?: string;
  /** The provider's raw status, kept in the payment events. */
  providerStatus: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /** Asks the provider for the payment's current state; null when the provider has no remote record. */
  verify(payment: { reference: string; providerReference: string | null }): Promise<VerifiedPayment | null>;
}

/** The provider could not be reached or answered something unusable (retry later). */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
