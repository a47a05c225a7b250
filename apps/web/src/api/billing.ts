import type { SubscriptionRequest } from '@prepa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';

/** Packages on sale and their purchase. */

export interface PackagesFilter {
  examType?: string;
  promoCode?: string;
}

export const billingKeys = {
  packages: (f: PackagesFilter) => ['packages', f.examType ?? '', f.promoCode ?? ''] as const,
};

/** The packages of an exam type, priced with a promo code (no session sent). */
export function fetchPackages(f: PackagesFilter, signal?: AbortSignal) {
  return api.call('billing.packages', {
    signal,
    auth: false,
    query: { exam_type: f.examType, promo_code: f.promoCode },
  });
}

/** Starts the purchase of a package: the answer carries the payment page's link. */
export function subscribe(body: SubscriptionRequest) {
  return api.call('billing.subscribe', { body });
}

export function usePackages(f: PackagesFilter, enabled = true) {
  return useQuery({
    queryKey: billingKeys.packages(f),
    queryFn: ({ signal }) => fetchPackages(f, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
