/** Web figures: first-screen JS/CSS (gzip) from the Vite manifest, and Lighthouse mobile scores. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root } from './servers';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface BundleFigures {
  screen: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
}

const dist = path.join(root, 'apps/web/dist');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** What the browser loads before the screen shows: the entry and the route's chunk, with their static imports. */
export function firstScreen(screen: string, routeModule: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) visit(i);
  };
  visit('index.html');
  visit(routeModule);
  const js = [...seen].map((k) => manifest[k]!.file);
  const css = [...new Set([...seen].flatMap((k) => manifest[k]!.css ?? []))];
  const kb = (files: string[]) => Math.round((files.reduce((s, f) => s + gz(f), 0) / 1024) * 10) / 10;
  return { screen, jsGzipKb: kb(js), cssGzipKb: kb(css), files: [...js, ...css] };
}

export interface LighthouseFigures {
  page: string;
  performance: number | null;
  accessibility: number | null;
  finalUrl?: string;
  /** Elements that moved most (cumulative layout shift). */
  shifts?: string[];
  metrics?: Record<string, number | null>;
  error?: string;
}

/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium.
 * `storage` is written to localStorage first (a signed-in learner), through the same browser.
 */
export async function lighthouse(
  pages: { name: string; url: string }[],
  storage?: { origin: string; local: Record<string, string> },
): Promise<LighthouseFigures[]> {
  const { launch } = await import('chrome-launcher');
  const { default: run } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const out: LighthouseFigures[] = [];
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${storage.origin}/conditions-utilisation`);
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      }, storage.local);
      await page.close();
      await browser.close();
    }
    for (const p of pages) {
      try {
        const r = await run(p.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
          disableStorageReset: true,
        });
        const cats = r?.lhr.categories;
        out.push({
          page: p.name,
          performance: cats?.performance?.score == null ? null : Math.round(cats.performance.score * 100),
          accessibility:
            cats?.accessibility?.score == null ? null : Math.round(cats.accessibility.score * 100),
          finalUrl: r?.lhr.finalDisplayedUrl,
          shifts: (
            (
              r?.lhr.audits['layout-shifts']?.details as
                { items?: { node?: { snippet?: string } }[] } | undefined
            )?.items ?? []
          )
            .slice(0, 3)
            .map((i) => i.node?.snippet?.slice(0, 100) ?? '?'),
          metrics: Object.fromEntries(
            [
              'first-contentful-paint',
              'largest-contentful-paint',
              'total-blocking-time',
              'cumulative-layout-shift',
              'speed-index',
            ].map((id) => [id, r?.lhr.audits[id]?.numericValue ?? null]),
          ),
          error: r?.lhr.runtimeError?.message,
        });
      } catch (err) {
        out.push({ page: p.name, performance: null, accessibility: null, error: String(err) });
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}
