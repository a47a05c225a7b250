import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@prepa/shared';
import { api } from './api-client';
import { firstScreenPath } from '@prepa/shared/routes-first-screen';

/** Operator settings of `GET /api/site/` (SiteSettings of packages/shared), read defensively. */
export interface SiteInfo {
  whatsappNumber: string | null;
  socialLinks: { label: string; url: string }[];
  /** Marketing figures: operator settings (students, success rate; null when unset) and database counts. */
  figures: SiteSettings['figures'] | null;
  /** Operator's testimonials and support hours: empty or null when not set, and then not shown. */
  testimonials: SiteSettings['testimonials'];
  supportHours: string | null;
  /** The operator's access rule per exam type, with what it opens (GET /api/site/). */
  access: SiteSettings['access'];
  defaultAccess: SiteSettings['default_access'] | null;
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
    f && isCount(f.exercises) && isCount(f.questions)
      ? {
          students: isCount(f.students) ? f.students : null,
          success_rate: isCount(f.success_rate) ? f.success_rate : null,
          exercises: f.exercises,
          questions: f.questions,
        }
      : null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const testimonials = Array.isArray(o.testimonials)
    ? o.testimonials
        .map((x: Record<string, unknown>) => ({
          name: str(x?.name),
          place: str(x?.place),
          text: str(x?.text),
        }))
        .filter((x) => x.name && x.text)
    : [];
  const supportHours = typeof o.support_hours === 'string' && o.support_hours ? o.support_hours : null;
  const access = Array.isArray(o.access) ? (o.access as SiteSettings['access']) : [];
  const d = o.default_access as SiteSettings['default_access'] | undefined;
  const defaultAccess = d && typeof d.free_exercises === 'number' ? d : null;
  return {
    whatsappNumber: NUMBER.test(digits) ? digits : null,
    socialLinks,
    figures,
    testimonials,
    supportHours,
    access,
    defaultAccess,
  };
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function useSiteInfo() {
  return useQuery({
    queryKey: ['site'],
    queryFn: async () =>
      parseSiteInfo(await api.get<unknown>(firstScreenPath('site.settings'), { auth: false })),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** The access rule the server applies to one exam type (GET /api/site/); undefined until it is known. */
export function useAccessRule(examTypeSlug: string): SiteSettings['access'][number] | undefined {
  return useSiteInfo().data?.access.find((a) => a.exam_type === examTypeSlug);
}
