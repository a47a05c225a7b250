import { routes, type RouteName } from '../routes';
import {
  adminPackageCreate,
  adminPackageSchema,
  adminPackageUpdate,
  adminPackagesResponse,
  adminPaymentDetail,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminPromoCreate,
  adminPromoSchema,
  adminPromoUpdate,
  adminPromosResponse,
  adminRecheckResponse,
  adminRevenueQuery,
  adminRevenueResponse,
} from '../admin-billing';
import { refundsDueResponse } from '../billing';
import type { EndpointDef } from './common';

/** The back office's billing: packages, promo codes, payments, refunds and revenue. */
export const adminBillingEndpoints = {
  'adminBilling.packages': { ...routes['adminBilling.packages'], response: adminPackagesResponse },
  'adminBilling.createPackage': {
    ...routes['adminBilling.createPackage'],
    body: adminPackageCreate,
    response: adminPackageSchema,
  },
  'adminBilling.updatePackage': {
    ...routes['adminBilling.updatePackage'],
    body: adminPackageUpdate,
    response: adminPackageSchema,
  },
  'adminBilling.promoCodes': { ...routes['adminBilling.promoCodes'], response: adminPromosResponse },
  'adminBilling.createPromoCode': {
    ...routes['adminBilling.createPromoCode'],
    body: adminPromoCreate,
    response: adminPromoSchema,
  },
  'adminBilling.updatePromoCode': {
    ...routes['adminBilling.updatePromoCode'],
    body: adminPromoUpdate,
    response: adminPromoSchema,
  },
  'adminBilling.expirePromoCode': { ...routes['adminBilling.expirePromoCode'], response: adminPromoSchema },
  'adminBilling.payments': {
    ...routes['adminBilling.payments'],
    query: adminPaymentsQuery,
    response: adminPaymentsResponse,
  },
  'adminBilling.payment': { ...routes['adminBilling.payment'], response: adminPaymentDetail },
  'adminBilling.recheckPayment': { ...routes['adminBilling.recheckPayment'], response: adminRecheckResponse },
  'adminBilling.revenue': {
    ...routes['adminBilling.revenue'],
    query: adminRevenueQuery,
    response: adminRevenueResponse,
  },
  'adminBilling.refunds': { ...routes['adminBilling.refunds'], response: refundsDueResponse },
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
