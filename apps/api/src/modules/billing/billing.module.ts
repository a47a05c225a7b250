import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import type { AuditService } from '../audit/audit.service';
import { createActivation } from './activation';
import { createBillingAdmin } from './admin';
import { createOffersAdmin } from './admin-offers.service';
import { createPaymentsAdmin } from './admin-payments.service';
import { createBillingAdminRepository } from './admin.repository';
import { createBillingJobs } from './billing.jobs';
import { billingRepository } from './billing.repository';
import { createPackagesService } from './packages.service';
import { createPaymentsService } from './payments.service';
import { createNotchPayProvider } from './providers/notchpay';
import type { PaymentProvider, ProviderName } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox';
import { createRefunds } from './refunds';
import { createSettlement } from './settlement';
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
    | 'NODE_ENV'
    | 'SANDBOX_PAYMENTS_IN_PRODUCTION'
  >;
  db: Db;
  /** The durable job queue (re-checks after a webhook). */
  jobs: Pick<JobQueue, 'send'>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The back office's changes and re-checks are recorded there. */
  audit: Pick<AuditService, 'record'>;
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
  const settlement = createSettlement({
    db,
    log,
    activation,
    providers,
    refuseSandbox: config.NODE_ENV === 'production' && !config.SANDBOX_PAYMENTS_IN_PRODUCTION,
    now,
  });
  const payments = createPaymentsService({
    db,
    log,
    publicUrl: config.PUBLIC_URL,
    packages,
    activation,
    settlement,
    providers,
    provider: config.PAYMENT_PROVIDER,
    now,
  });
  const jobs = createBillingJobs({
    db,
    log,
    mailer,
    publicUrl: config.PUBLIC_URL,
    payments,
    now,
    send: (queue, payload, o) => deps.jobs.send(queue, payload, o),
  });
  const notchpayWebhook =
    notchpay && config.NOTCHPAY_HASH_KEY
      ? createNotchPayWebhook({
          hashKey: config.NOTCHPAY_HASH_KEY,
          payments,
          log,
          scheduleRecheck: (reference) => jobs.scheduleRecheck(reference),
        })
      : null;
  const refunds = createRefunds(db);
  const adminRepo = createBillingAdminRepository(db);
  const admin = {
    offers: createOffersAdmin({ repo: adminRepo, admin: createBillingAdmin(db), audit: deps.audit, now }),
    payments: createPaymentsAdmin({
      db,
      repo: adminRepo,
      settlement,
      providers,
      audit: deps.audit,
      log,
      now,
    }),
  };

  return {
    packages,
    payments,
    activation,
    jobs,
    sandbox,
    notchpayWebhook,
    refunds,
    admin,
    packageOfPayment: (packageId: number) => billingRepository.packageById(db, packageId),
    isAdmin: async (userId: number) => {
      const user = await billingRepository.userById(db, userId);
      return user?.role === 'admin' && user.isActive;
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;
