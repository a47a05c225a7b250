import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/kit/app';

/** The web app's real page template (apps/web/index.html), as the build copies it. */
const TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'prepa-web-'));
  copyFileSync(TEMPLATE, path.join(dist, 'index.html'));
  t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://prepa.example/' } });
});
afterAll(() => t.close());

/** Every `<meta>` of a page: name or property -> content. */
function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const key = /\b(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) out[key] = content;
  }
  return out;
}

describe('link previews of the public pages', () => {
  it('When WhatsApp reads the packages page, then it finds its own title, description, absolute URL and a 1200×630 image', async () => {
    const res = await t.app.inject({ url: '/packages?examtype=tcf-canada' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Nos forfaits · PrépaLangues</title>');
    const m = metas(res.body);
    expect(m).toMatchObject({
      'og:title': 'Nos forfaits · PrépaLangues',
      'og:url': 'https://prepa.example/packages',
      'og:image': 'https://prepa.example/og-image.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:type': 'website',
      'og:locale': 'fr_FR',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Nos forfaits · PrépaLangues',
      'twitter:image': 'https://prepa.example/og-image.png',
    });
    expect(m['og:description']).toMatch(/mobile money/);
    expect(m['twitter:description']).toBe(m['og:description']);
    expect(m.description).toBe(m['og:description']);
  });

  it('When the home page and a private page are read, then the home has the site title and the private page names nothing of its content', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(metas(home.body)).toMatchObject({
      'og:title': 'PrépaLangues — Préparation au TCF Canada et aux examens de langue',
      'og:url': 'https://prepa.example/',
    });
    const exercise = await t.app.inject({ url: '/exercice/tcf-co-serie-1' });
    const m = metas(exercise.body);
    expect(m['og:title']).toBe('PrépaLangues — Préparation au TCF Canada et aux examens de langue');
    expect(m['og:url']).toBe('https://prepa.example/exercice/tcf-co-serie-1');
  });

  it('When a path carries markup, then nothing of it reaches the page', async () => {
    const res = await t.app.inject({ url: '/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(metas(res.body)['og:url']).toMatch(/^https:\/\/prepa\.example\//);
    const raw = await t.app.inject({ url: '/a"b' });
    expect(raw.body).not.toContain('a"b');
    expect(metas(raw.body)['og:url']).toMatch(/^https:\/\/prepa\.example\/(a%22b)?$/);
  });

  it('When the page is asked again with its ETag, then 304 without a body; the API keeps its JSON 404', async () => {
    const first = await t.app.inject({ url: '/methodologie' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/methodologie',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const api = await t.app.inject({ url: '/api/nulle-part' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('detail');
  });
});
