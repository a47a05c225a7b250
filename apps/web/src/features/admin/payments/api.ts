import type {
  AdminPackage,
  AdminPaymentDetail,
  AdminPaymentsResponse,
  AdminPromo,
  AdminRecheckResponse,
  AdminRevenue,
} from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function usePayments(f: { status: string; q: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'payments', f] as const,
    queryFn: ({ signal }) => api.get<AdminPaymentsResponse>('/admin/payments/', { signal, query: f }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePayment(reference: string) {
  return useQuery({
    queryKey: ['admin', 'payment', reference] as const,
    queryFn: ({ signal }) =>
      api.get<AdminPaymentDetail>(`/admin/payments/${encodeURIComponent(reference)}/`, { signal }),
    staleTime: 0,
  });
}

export function useRecheck(reference: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<AdminRecheckResponse>(`/admin/payments/${encodeURIComponent(reference)}/recheck/`),
    onSuccess: (res) => {
      qc.setQueryData(['admin', 'payment', reference], res.payment);
      return qc.invalidateQueries({ queryKey: ['admin', 'payments'] });
    },
  });
}

export function usePackages() {
  return useQuery({
    queryKey: ['admin', 'packages'] as const,
    queryFn: ({ signal }) => api.get<AdminPackage[]>('/admin/packages/', { signal }),
    staleTime: 0,
  });
}

/** Create (no slug given in `slug`) or change a package. */
export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { slug?: string; body: Record<string, unknown> }) =>
      v.slug
        ? api.patch<AdminPackage>(`/admin/packages/${encodeURIComponent(v.slug)}/`, v.body)
        : api.post<AdminPackage>('/admin/packages/', v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'packages'] }),
  });
}

export function usePromos() {
  return useQuery({
    queryKey: ['admin', 'promos'] as const,
    queryFn: ({ signal }) => api.get<AdminPromo[]>('/admin/promo-codes/', { signal }),
    staleTime: 0,
  });
}

/** Create, change (`code` with a body) or expire (`expire: true`) a promo code. */
export function useSavePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { code?: string; body?: Record<string, unknown>; expire?: boolean }) => {
      const base = `/admin/promo-codes/${encodeURIComponent(v.code ?? '')}/`;
      if (v.expire) return api.post<AdminPromo>(`${base}expire/`);
      return v.code
        ? api.patch<AdminPromo>(base, v.body)
        : api.post<AdminPromo>('/admin/promo-codes/', v.body);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'promos'] }),
  });
}

export function useRevenue(days: number) {
  return useQuery({
    queryKey: ['admin', 'revenue', days] as const,
    queryFn: ({ signal }) => api.get<AdminRevenue>('/admin/revenue/', { signal, query: { days } }),
    staleTime: 0,
  });
}
