import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from './messages';

const m = messages.pages;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the `<meta {attr}="{key}" ...>` tag of the page (written over several lines or not). */
function setMeta(html: string, attr: 'name' | 'property', key: string, value: string): string {
  const tag = new RegExp(`<meta\\b[^>]*\\b${attr}="${escapeRe(key)}"[^>]*>`);
  return html.replace(tag, () => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
}

/** Title and description of a path: a public page's own, else the site's. */
export function pageMeta(pathname: string): { title: string; description: string } {
  const known =
    m.byPath[pathname] ?? (pathname.startsWith('/methodologie/') ? m.byPath['/methodologie'] : undefined);
  return {
    title: known?.title ? `${known.title} · ${m.brand}` : m.defaultTitle,
    description: known?.description ?? m.defaultDescription,
  };
}

/**
 * The web app's page for any client route, with what a link preview reads before any script runs
 * (WhatsApp, search engines): the page's title and description, and absolute URLs for the page
 * and its preview image under PUBLIC_URL (Open Graph and Twitter tags).
 */
export function createSpaPage(webDist: string, publicUrl: string) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const base = publicUrl.replace(/\/+$/, '');
  const image = `${base}/og-image.png`;
  const rendered = new Map<string, { html: string; etag: string }>();

  function render(pathname: string): { html: string; etag: string } {
    // Only the path's own characters (no query, nothing that could leave the attribute).
    const clean = /^\/[A-Za-z0-9\-._~/%]*$/.test(pathname) ? pathname : '/';
    const known = rendered.get(clean);
    if (known) return known;
    const { title, description } = pageMeta(clean);
    let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    html = setMeta(html, 'name', 'description', description);
    html = setMeta(html, 'property', 'og:title', title);
    html = setMeta(html, 'property', 'og:description', description);
    html = setMeta(html, 'property', 'og:url', `${base}${clean}`);
    html = setMeta(html, 'property', 'og:image', image);
    html = setMeta(html, 'property', 'og:image:alt', m.imageAlt);
    html = setMeta(html, 'name', 'twitter:title', title);
    html = setMeta(html, 'name', 'twitter:description', description);
    html = setMeta(html, 'name', 'twitter:image', image);
    const out = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    // Public pages are few; other paths (an exercise, a result) are not remembered one by one.
    if (m.byPath[clean]) rendered.set(clean, out);
    return out;
  }
  return render;
}
