/**
 * The one place where a `redirect` parameter becomes a destination (login, registration, any
 * screen that sends the browser on after an action). Only a path of this site comes out:
 * - control characters and spaces are stripped first (browsers drop tabs and newlines in URLs:
 *   "/\t/evil.example" would become "//evil.example");
 * - a backslash anywhere refuses it (browsers read "/\evil.example" as "//evil.example");
 * - it must start with a single "/", and once parsed against this origin stay on it.
 * Anything else gives `fallback`.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string,
  origin = currentOrigin(),
): string {
  if (!target) return fallback;
  // eslint-disable-next-line no-control-regex
  const cleaned = target.replace(/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/g, '');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function currentOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}
