import { routes, type RouteName } from '../routes';
import {
  packageSchema,
  packagesQuery,
  packagesResponse,
  paymentStatusResponse,
  subscriptionRequest,
  subscriptionResponse,
} from '../billing';
import type { EndpointDef } from './common';

/** Packages, subscribing and paying (the payment provider's pages and callbacks included). */
export const billingEndpoints = {
  'billing.packages': { ...routes['billing.packages'], query: packagesQuery, response: packagesResponse },
  'billing.package': { ...routes['billing.package'], query: packagesQuery, response: packageSchema },
  'billing.subscribe': {
    ...routes['billing.subscribe'],
    body: subscriptionRequest,
    response: subscriptionResponse,
  },
  'billing.payment': { ...routes['billing.payment'], response: paymentStatusResponse },
  'payments.sandboxPage': routes['payments.sandboxPage'],
  'payments.sandboxDecision': routes['payments.sandboxDecision'],
  'payments.notchpayWebhook': routes['payments.notchpayWebhook'],
  'payments.notchpayReturn': routes['payments.notchpayReturn'],
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
