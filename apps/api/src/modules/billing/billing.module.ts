import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createActivation } from './activation';
import { createBillingJobs } from './billing.jobs';
import { billingRepository } from './billing.repository';
import { createPackagesService } from './packages.service';
import { createPaymentsService } from './payments.service';
import { createNotchPayProvider } from './providers/notchpay';
import type { PaymentProvider, ProviderName } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox';
import { createNotchPayWebhook } from './webhook';

export interface BillingDeps {
  config: Pick<
    Config,
    | 'PAYMENT_PROVIDER'
    | 'NOTCHPAY_API_URL'
    | 'NOTCHPAY_PUBLIC_KEY'
    | 'NOTCHPAY_HASH_KEY'
    | 'PUBLIC_URL'
    | 'JWT_SECRET'
  >;
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Clock (tests move it). */
  now?: () => Date;
}

/**
 * Packages, payments and subscriptions, wired once (context.ts). New payments go to
 * PAYMENT_PROVIDER; NotchPay's webhook and return stay served whenever its keys are set, so that
 * payments started before a provider switch still settle.
 */
export function createBilling(deps: BillingDeps) {
  const { config, db, log, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const sandbox = config.PAYMENT_PROVIDER === 'sandbox' ? createSandboxProvider(config.JWT_SECRET) : null;
  const notchpay =
    config.NOTCHPAY_PUBLIC_KEY && config.NOTCHPAY_HASH_KEY
      ? createNotchPayProvider({
          apiUrl: config.NOTCHPAY_API_URL,
          publicKey: config.NOTCHPAY_PUBLIC_KEY,
          hashKey: config.NOTCHPAY_HASH_KEY,
        })
      : null;
  const providers: Partial<Record<ProviderName, PaymentProvider>> = {
    ...(sandbox ? { sandbox } : {}),
    ...(notchpay ? { notchpay } : {}),
  };
  const packages = createPackagesService({ db, now });
  const activation = createActivation({ db, log, mailer, publicUrl: config.PUBLIC_URL, now });
  const payments = createPaymentsService({
    db,
    log,
    publicUrl: config.PUBLIC_URL,
    packages,
    activation,
    providers,
    provider: config.PAYMENT_PROVIDER,
    now,
  });
  const notchpayWebhook =
    notchpay && config.NOTCHPAY_HASH_KEY
      ? createNotchPayWebhook({ hashKey: config.NOTCHPAY_HASH_KEY, payments, log })
      : null;
  const jobs = createBillingJobs({ db, log, mailer, publicUrl: config.PUBLIC_URL, payments, now });

  return {
    packages,
    payments,
    activation,
    jobs,
    sandbox,
    notchpayWebhook,
    packageOfPayment: (packageId: number) => billingRepository.packageById(db, packageId),
  };
}
export type Billing = ReturnType<typeof createBilling>;
