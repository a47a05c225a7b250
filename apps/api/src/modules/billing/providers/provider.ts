/** What every payment provider adapter offers to the billing service. */

export type ProviderName = 'sandbox' | 'notchpay';

/**
 * Payment states on our side (payments.status). `incomplete` (money partly taken) and a paid
 * amount that differs from the order are the cases where a refund is due (payments.refund_reason).
 */
export type PaymentStatus =
  | 'pending'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'rejected'
  | 'abandoned'
  | 'incomplete'
  | 'refunded';

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
  /** True when the provider says the transaction was made in its test mode (no real money). */
  sandbox?: boolean;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /**
   * Asks the provider for the payment's current state; null when the provider has no remote
   * record. `hint` is the provider's reference named by a signed notification, used only when
   * the payment has none stored yet (the answer must still be about this payment).
   */
  verify(
    payment: { reference: string; providerReference: string | null },
    hint?: string,
  ): Promise<VerifiedPayment | null>;
}

/** The provider could not be reached or answered something unusable (retry later). */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered, but something unusable for this payment (asking again later may help). */
export class ProviderAnswerError extends ProviderUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderAnswerError';
  }
}

/** The provider refused the amount (outside what its payment channels accept). */
export class AmountRefusedError extends Error {
  constructor(
    message: string,
    readonly providerMessage: string,
  ) {
    super(message);
    this.name = 'AmountRefusedError';
  }
}

/**
 * Amounts NotchPay's mobile money channels accept in XAF (cm.mtn and cm.orange: `minimum` 100,
 * `maximum` 5 000 000 in its channel list). Checked before a payment is created, so that a deep
 * promo code gets a clear message instead of a provider refusal.
 */
export const CHANNEL_LIMITS_XAF = { minimum: 100, maximum: 5_000_000 } as const;
