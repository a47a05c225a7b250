/**
 * Bytes as the browser receives them: Debian's Chromium over CDP, every request of a page until
 * the network is idle, summed from Network.loadingFinished.encodedDataLength (headers and body as
 * transferred, compression included). Cold: a fresh profile; warm: the same page again in the
 * same profile (HTTP cache, service worker). A request the service worker answers costs the page
 * nothing; what the service worker itself fetches on the network (its script, the shell it
 * precaches, the media an exam asks it to keep) is counted apart, in `serviceWorker`, and in the total.
 */
import { request as httpRequest } from 'node:http';
import { chromium, type BrowserContext, type CDPSession, type Request } from 'playwright-core';

export interface PageBytes {
  page: string;
  visit: 'froid' | 'chaud';
  requests: number;
  /** All bytes on the wire. */
  total: number;
  js: number;
  /** Audio, video and images. */
  media: number;
  other: number;
  /** JavaScript requests counted in `js`. */
  jsRequests: number;
  /** Bytes the service worker fetched on the network (counted in `total`, not in the columns). */
  serviceWorker: number;
  /** Part of `serviceWorker` that is audio or images (media kept ahead for an exam). */
  serviceWorkerMedia: number;
  serviceWorkerRequests: number;
}

/** Bytes of an answer as sent compressed (the service worker's own script is not sized by Chromium). */
function compressedSize(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve(n + JSON.stringify(res.rawHeaders).length));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** What the service worker fetched: bytes on the wire (0 when the HTTP cache answered). */
async function serviceWorkerBytes(req: Request): Promise<{ kind: Kind; bytes: number }> {
  const s = await req.sizes().catch(() => null);
  const res = await req.response().catch(() => null);
  const kind = kindOf(undefined, res?.headers()['content-type'], req.url());
  if (!s) return { kind, bytes: 0 };
  const wire = Math.max(0, s.responseBodySize + s.responseHeadersSize);
  const bytes =
    new URL(req.url()).pathname === '/sw.js' && s.responseBodySize <= 0
      ? await compressedSize(req.url())
      : wire;
  return { kind, bytes };
}

type Kind = 'js' | 'media' | 'other';
const kindOf = (type: string | undefined, mime: string | undefined, url: string): Kind => {
  if (type === 'Script' || /javascript/.test(mime ?? '') || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'Media' || type === 'Image' || /^(audio|video|image)\//.test(mime ?? '')) return 'media';
  return 'other';
};

/** Requests of the service worker still in flight and the time of its last network event. */
interface WorkerActivity {
  inflight: number;
  last: number;
}

async function record(
  cdp: CDPSession,
  run: () => Promise<void>,
  worker: WorkerActivity = { inflight: 0, last: 0 },
  idleMs = 1500,
  maxMs = 60_000,
) {
  const pending = new Map<string, { url: string; type?: string }>();
  const done: { kind: Kind; bytes: number }[] = [];
  const mimes = new Map<string, string>();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    pending.set(e.requestId, { url: e.request.url, type: e.type });
    last = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => mimes.set(e.requestId, e.response.mimeType));
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    pending.delete(e.requestId);
    last = Date.now();
    if (r) done.push({ kind: kindOf(r.type, mimes.get(e.requestId), r.url), bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    pending.delete(e.requestId);
    last = Date.now();
  });
  await run();
  const started = Date.now();
  const idle = () =>
    pending.size === 0 &&
    worker.inflight === 0 &&
    Date.now() - last >= idleMs &&
    Date.now() - worker.last >= idleMs;
  while (!idle() && Date.now() - started < maxMs) await new Promise((r) => setTimeout(r, 100));
  return done;
}

function sum(
  page: string,
  visit: PageBytes['visit'],
  done: { kind: Kind; bytes: number }[],
  worker: { kind: Kind; bytes: number }[],
): PageBytes {
  const by = (k: Kind) => done.filter((d) => d.kind === k).reduce((s, d) => s + d.bytes, 0);
  const serviceWorker = worker.reduce((s, w) => s + w.bytes, 0);
  return {
    page,
    visit,
    requests: done.length,
    total: done.reduce((s, d) => s + d.bytes, 0) + serviceWorker,
    js: by('js'),
    media: by('media'),
    other: by('other'),
    jsRequests: done.filter((d) => d.kind === 'js').length,
    serviceWorker,
    serviceWorkerMedia: worker.filter((w) => w.kind === 'media').reduce((s, w) => s + w.bytes, 0),
    serviceWorkerRequests: worker.length,
  };
}

export interface BytesPage {
  name: string;
  url: string;
  /** localStorage to set before the visit (a signed-in learner). */
  local?: Record<string, string>;
  /** Waits for the page to be in use (a question shown). */
  ready?: (page: import('playwright-core').Page) => Promise<void>;
}

export async function bytesOnTheWire(origin: string, pages: BytesPage[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const out: PageBytes[] = [];
  try {
    for (const p of pages) {
      // A fresh profile per page: cold means nothing cached from another page either.
      const context: BrowserContext = await browser.newContext({
        viewport: { width: 360, height: 780 },
        serviceWorkers: 'allow',
      });
      let worker: Promise<{ kind: Kind; bytes: number }>[] = [];
      const activity: WorkerActivity = { inflight: 0, last: 0 };
      context.on('request', (req) => {
        if (!req.serviceWorker()) return;
        activity.inflight++;
        activity.last = Date.now();
      });
      context.on('requestfailed', (req) => {
        if (!req.serviceWorker()) return;
        activity.inflight--;
        activity.last = Date.now();
      });
      context.on('requestfinished', (req) => {
        if (!req.serviceWorker()) return;
        activity.inflight--;
        activity.last = Date.now();
        worker.push(serviceWorkerBytes(req));
      });
      if (p.local) {
        await context.addInitScript((s) => {
          for (const [k, v] of Object.entries(s))
            if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
        }, p.local);
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      for (const visit of ['froid', 'chaud'] as const) {
        worker = [];
        const done = await record(
          cdp,
          async () => {
            await page.goto(`${origin}${p.url}`, { waitUntil: 'load' });
            await p.ready?.(page);
          },
          activity,
        );
        out.push(sum(p.name, visit, done, await Promise.all(worker)));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
