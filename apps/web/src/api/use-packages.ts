import type { Package } from '@prepa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export interface PackagesFilter {
  examType?: string;
  promoCode?: string;
}

/** GET /api/packages/?exam_type=<slug>&promo_code=<code> */
export function fetchPackages(f: PackagesFilter, signal?: AbortSignal): Promise<Package[]> {
  return api.get<Package[]>('/packages/', {
    signal,
    auth: false,
    query: { exam_type: f.examType, promo_code: f.promoCode },
  });
}

export function usePackages(f: PackagesFilter, enabled = true) {
  return useQuery({
    queryKey: ['packages', f.examType ?? '', f.promoCode ?? ''],
    queryFn: ({ signal }) => fetchPackages(f, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
