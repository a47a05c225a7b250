/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/221): the application shell precached (the page, its entry
 * script and style, icons), every other file of the build cached once used, the media of the
 * questions cached when an exam asks for them, navigations answered with the shell when the
 * network is gone. It never touches /api: answers of the API belong to one learner and are not its
 * business. A new version waits until the learner accepts it (the update prompt).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, type Strategy } from 'workbox-strategies';
import { KEEP_OFFLINE, SKIP_WAITING } from '../src/lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

/** This build's files (the shell's list names the build): a new version starts an empty cache. */
const build = (() => {
  let h = 0;
  for (const e of manifest) for (const c of `${e.url}${e.revision ?? ''}`) h = (h * 31 + c.charCodeAt(0)) | 0;
  return (h >>> 0).toString(36);
})();
const ASSETS_PREFIX = 'prepa-assets-';
const ASSETS_CACHE = `${ASSETS_PREFIX}${build}`;
const MEDIA_CACHE = 'prepa-media-v1';

// Any page of the application, offline or not: the precached shell (the router does the rest).
// The API, the media and the payment pages are never pages of the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media\//, /^\/pay(\/|$)/],
  }),
);

const isAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isMedia = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/media/');

// Built files have a content hash in their name: a cached copy is always the right one.
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => isAsset(url), assets);

// Images and audio of the questions: public, never changed under the same name. The audio
// element asks for ranges: they are cut from the cached file (a range itself is never cached).
const media = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [
    new RangeRequestsPlugin(),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url }) => isMedia(url), media);

/** Fetches (or finds) each file once, in order, through the strategy of its kind. */
async function keep(event: ExtendableMessageEvent, urls: string[]) {
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, self.location.origin);
    } catch {
      continue;
    }
    const strategy: Strategy | null = isAsset(url) ? assets : isMedia(url) ? media : null;
    if (!strategy) continue;
    try {
      await strategy.handle({ event, request: new Request(url.href, { credentials: 'same-origin' }) });
    } catch {
      // Offline or refused: the next visit of the exam asks again.
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  else if (data?.type === KEEP_OFFLINE && Array.isArray(data.urls)) {
    event.waitUntil(keep(event, data.urls.filter((u): u is string => typeof u === 'string').slice(0, 500)));
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The files of an older version are of no more use.
      for (const name of await caches.keys())
        if (name.startsWith(ASSETS_PREFIX) && name !== ASSETS_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});
