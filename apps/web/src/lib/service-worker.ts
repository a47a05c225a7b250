import { KEEP_OFFLINE, SKIP_WAITING } from './offline-caches';

/**
 * Registration of the service worker (docs/decisions/221), once the page has loaded and the
 * browser is idle: never on the first screen's path. A new version found later waits until the
 * learner accepts it (the update prompt subscribes here).
 */

type Listener = () => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export const swUpdate = {
  /** The new version waiting to take over, or null. */
  get: (): ServiceWorker | null => waiting,
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Lets the waiting version take over, then reloads the page under it. */
  apply(): void {
    const w = waiting;
    if (!w || !supported()) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    w.postMessage({ type: SKIP_WAITING });
  },
};

function track(reg: ServiceWorkerRegistration) {
  const found = (w: ServiceWorker | null) => {
    // The very first installation replaces nothing: no prompt then.
    if (!w || !navigator.serviceWorker.controller) return;
    waiting = w;
    for (const l of listeners) l();
  };
  found(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    w?.addEventListener('statechange', () => {
      if (w.state === 'installed') found(w);
    });
  });
  // A tab left open for hours learns of a new version when it comes back to the foreground.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < 3_600_000) return;
    checked = Date.now();
    reg.update().catch(() => undefined);
  });
}

export function registerServiceWorker(): void {
  if (!supported() || !import.meta.env.PROD) return;
  const start = () => {
    // Refused or stubbed (private browsing, policies, automated browsers): the site works without it.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      (reg: ServiceWorkerRegistration | undefined) => reg && track(reg),
      () => undefined,
    );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Asks the service worker to keep these same-origin files (built files, media) for use offline. */
export function keepOffline(urls: string[]): void {
  if (!supported() || urls.length === 0) return;
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: KEEP_OFFLINE, urls }));
}
