import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@prepa/shared';
import { api } from './api-client';

/** Operator settings of `GET /api/site/` (SiteSettings of packages/shared), read defensively. */
export interface SiteInfo {
  whatsappNumber: string | null;
  socialLinks: { label: string; url: string }[];
  /** Marketing figures: operator settings (students, success rate) and database counts. */
  figures: SiteSettings['figures'] | null;
}

const NUMBER = /^\d{8,15}$/;

function pick(o: Record<string, unknown>, keys: string[]): unknown {
  for (const k of keys) {
    const path = k.split('.');
    let v: unknown = o;
    for (const p of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined;
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

export function parseSiteInfo(raw: unknown): SiteInfo {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const n = pick(o, ['whatsapp_number' satisfies keyof SiteSettings]);
  const digits = typeof n === 'string' || typeof n === 'number' ? String(n).replace(/[\s+().-]/g, '') : '';
  const socialLinks: SiteInfo['socialLinks'] = [];
  const social = pick(o, ['social_links', 'socialLinks', 'social']);
  if (Array.isArray(social)) {
    for (const s of social) {
      const url = (s as { url?: unknown })?.url;
      const label = (s as { label?: unknown; name?: unknown })?.label ?? (s as { name?: unknown })?.name;
      if (typeof url === 'string' && /^https:\/\//.test(url) && typeof label === 'string')
        socialLinks.push({ label, url });
    }
  }
  const f = o.figures as Record<string, unknown> | undefined;
  const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  const figures =
    f && isCount(f.students) && isCount(f.success_rate) && isCount(f.exercises) && isCount(f.questions)
      ? { students: f.students, success_rate: f.success_rate, exercises: f.exercises, questions: f.questions }
      : null;
  return { whatsappNumber: NUMBER.test(digits) ? digits : null, socialLinks, figures };
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function useSiteInfo() {
  return useQuery({
    queryKey: ['site'],
    queryFn: async () => parseSiteInfo(await api.get<unknown>('/site/', { auth: false })),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
