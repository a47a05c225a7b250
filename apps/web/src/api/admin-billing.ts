import type {
  AdminPackageCreate,
  AdminPackageUpdate,
  AdminPromoCreate,
  AdminPromoUpdate,
  EndpointQuery,
} from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Back office billing: payments, packages, promo codes, revenue. */

export const adminBillingKeys = {
  payments: ['admin', 'payments'] as const,
  paymentList: (f: { status: string; q: string; page: number }) => ['admin', 'payments', f] as const,
  payment: (reference: string) => ['admin', 'payment', reference] as const,
  // The same key as the grantable packages of api/admin-learners.ts (kept as it was).
  packages: ['admin', 'packages'] as const,
  promos: ['admin', 'promos'] as const,
  revenue: (days: number) => ['admin', 'revenue', days] as const,
};

export function usePayments(f: { status: string; q: string; page: number }) {
  return useQuery({
    queryKey: adminBillingKeys.paymentList(f),
    // An empty status (all) is left out of the query string by the client.
    queryFn: ({ signal }) =>
      api.call('adminBilling.payments', { signal, query: f as EndpointQuery<'adminBilling.payments'> }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePayment(reference: string) {
  return useQuery({
    queryKey: adminBillingKeys.payment(reference),
    queryFn: ({ signal }) => api.call('adminBilling.payment', { params: { reference }, signal }),
    staleTime: 0,
  });
}

export function useRecheck(reference: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('adminBilling.recheckPayment', { params: { reference }, body: {} }),
    onSuccess: (res) => {
      qc.setQueryData(adminBillingKeys.payment(reference), res.payment);
      return qc.invalidateQueries({ queryKey: adminBillingKeys.payments });
    },
  });
}

export function usePackages() {
  return useQuery({
    queryKey: adminBillingKeys.packages,
    queryFn: ({ signal }) => api.call('adminBilling.packages', { signal }),
    staleTime: 0,
  });
}

/** Create (no slug given in `slug`) or change a package. */
export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { slug?: string; body: Record<string, unknown> }) =>
      v.slug
        ? api.call('adminBilling.updatePackage', {
            params: { slug: v.slug },
            body: v.body as AdminPackageUpdate,
          })
        : api.call('adminBilling.createPackage', { body: v.body as AdminPackageCreate }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminBillingKeys.packages }),
  });
}

export function usePromos() {
  return useQuery({
    queryKey: adminBillingKeys.promos,
    queryFn: ({ signal }) => api.call('adminBilling.promoCodes', { signal }),
    staleTime: 0,
  });
}

/** Create, change (`code` with a body) or expire (`expire: true`) a promo code. */
export function useSavePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { code?: string; body?: Record<string, unknown>; expire?: boolean }) => {
      const params = { code: v.code ?? '' };
      if (v.expire) return api.call('adminBilling.expirePromoCode', { params, body: {} });
      return v.code
        ? api.call('adminBilling.updatePromoCode', { params, body: v.body as AdminPromoUpdate })
        : api.call('adminBilling.createPromoCode', { body: (v.body ?? {}) as AdminPromoCreate });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: adminBillingKeys.promos }),
  });
}

export function useRevenue(days: number) {
  return useQuery({
    queryKey: adminBillingKeys.revenue(days),
    queryFn: ({ signal }) => api.call('adminBilling.revenue', { signal, query: { days } }),
    staleTime: 0,
  });
}
