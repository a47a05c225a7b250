/** Formatting helpers: French dates (fr-FR), prices in XAF (fr-CM, no decimals: the franc CFA has no subunit in use). */

const priceFormat = new Intl.NumberFormat('fr-CM', {
  style: 'currency',
  currency: 'XAF',
  currencyDisplay: 'code',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Normalises the narrow/no-break spaces of Intl output to a no-break space (stable for display and tests). */
const tidy = (s: string) => s.replace(/[\u202f\u00a0]/g, '\u00a0');

/** `15000` → `15 000 XAF` (fr-CM grouping, no decimals). Strings from the API are accepted. */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return tidy(priceFormat.format(Number.isFinite(n) ? n : 0));
}

/** Price minus promotional price, never negative. */
export function savings(price: number | string, promoPrice: number | string | null | undefined): number {
  const p = Number(price);
  const q = Number(promoPrice);
  if (!Number.isFinite(p) || !Number.isFinite(q) || promoPrice === null || promoPrice === undefined) return 0;
  return Math.max(0, p - q);
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `2026-03-05` → `5 mars 2026`; empty string for an invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return d ? tidy(dateFormat.format(d)) : '';
}

/** Date and time in French: `5 mars 2026 à 14:30`. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return d ? tidy(dateTimeFormat.format(d)) : '';
}

/** Months of access: `1 mois`, `3 mois` (the French word is invariable). */
export function formatPeriod(months: number | string): string {
  return `${Number(months)} mois`;
}

/** Seconds → `12 min 05 s`. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const m = Math.floor(s / 60);
  const r = s % 60;
  return m > 0 ? `${m} min ${String(r).padStart(2, '0')} s` : `${r} s`;
}
