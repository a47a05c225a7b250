import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { test } from '../lib/harness.mjs';

const SW_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/sw.js');

// Installable application, link previews, offline exam and update prompt, on a 360 px phone.

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

async function get(h, p) {
  const res = await fetch(p.startsWith('http') ? p : h.url(p));
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Every `<meta>` of a page: name or property -> content. */
function metas(html) {
  const out = {};
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const key = /\b(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) out[key] = content;
  }
  return out;
}

/** Waits until a service worker controls the page (installed, activated, clients claimed). */
const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 20_000,
  });

test('Quand un visiteur ouvre l’accueil sur son téléphone, alors le manifeste en français, les icônes, le favicon et l’aperçu de lien sont servis et valides, le service worker s’installe et Chromium propose d’installer l’application', async (h) => {
  const { res: mres, body: mbody } = await get(h, '/manifest.webmanifest');
  h.assert.equal(mres.status, 200);
  h.assert.match(mres.headers.get('content-type') ?? '', /manifest\+json|json/);
  const manifest = JSON.parse(mbody.toString());
  h.assert.equal(manifest.short_name, 'PrépaLangues');
  h.assert.match(manifest.name, /TCF Canada/);
  h.assert.equal(manifest.lang, 'fr');
  h.assert.equal(manifest.start_url, '/');
  h.assert.equal(manifest.display, 'standalone');
  h.assert.equal(manifest.theme_color, '#1d4ed8');
  const purposes = manifest.icons.map((i) => `${i.sizes}:${i.purpose}`).sort();
  h.assert.deepEqual(purposes, ['192x192:any', '512x512:any', '512x512:maskable']);
  for (const icon of manifest.icons) {
    const { res, body } = await get(h, icon.src);
    h.assert.equal(res.status, 200, icon.src);
    h.assert.equal(res.headers.get('content-type'), 'image/png');
    const [w, hgt] = icon.sizes.split('x').map(Number);
    h.assert.deepEqual(pngSize(body), { width: w, height: hgt }, icon.src);
  }
  for (const [p, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', 'image/'],
    ['/icons/apple-touch-icon.png', 'image/png'],
  ]) {
    const { res } = await get(h, p);
    h.assert.equal(res.status, 200, p);
    h.assert.ok(
      (res.headers.get('content-type') ?? '').startsWith(type),
      `${p} : ${res.headers.get('content-type')}`,
    );
  }

  // What WhatsApp reads (no script runs): Open Graph and Twitter tags, absolute URLs.
  const { body: homeHtml } = await get(h, '/');
  const og = metas(homeHtml.toString());
  h.assert.equal(og['og:title'], 'PrépaLangues — Préparation au TCF Canada et aux examens de langue');
  h.assert.equal(og['og:url'], h.url('/'));
  h.assert.equal(og['og:type'], 'website');
  h.assert.equal(og['twitter:card'], 'summary_large_image');
  h.assert.ok(og['og:description'].length > 50);
  h.assert.equal(og['og:image'], h.url('/og-image.png'));
  const { res: ires, body: image } = await get(h, og['og:image']);
  h.assert.equal(ires.headers.get('content-type'), 'image/png');
  h.assert.deepEqual(pngSize(image), { width: 1200, height: 630 });
  h.assert.ok(image.length < 300 * 1024, `aperçu de ${image.length} octets`);

  // Each public page's own title: the one the application shows once it runs.
  const page = await h.newPage({ serviceWorkers: 'allow' });
  for (const p of ['/packages', '/methodologie', '/login', '/conditions-utilisation']) {
    const served = metas((await get(h, p)).body.toString());
    await page.goto(h.url(p));
    await page.locator('h1').first().waitFor();
    await page
      .waitForFunction((t) => document.title === t, served['og:title'], { timeout: 5000 })
      .catch(() => {});
    h.assert.equal(await page.title(), served['og:title'], `titre de ${p}`);
    h.assert.equal(served['og:url'], h.url(p));
  }

  // Off the first screen's path: the registration comes after the page's load event.
  const fresh = await h.newPage({ serviceWorkers: 'allow' });
  await fresh.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      window.__swRegisteredAt = performance.now();
      return register(...args);
    };
  });
  await fresh.goto(h.url('/'));
  await controlled(fresh);
  const timing = await fresh.evaluate(() => ({
    registered: window.__swRegisteredAt,
    loaded: performance.getEntriesByType('navigation')[0].loadEventEnd,
  }));
  h.assert.ok(
    timing.registered >= timing.loaded,
    `enregistré à ${timing.registered} ms, chargé à ${timing.loaded} ms`,
  );
  await page.goto(h.url('/'));
  await page.locator('h1').first().waitFor();
  h.assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
  await controlled(page);
  const sw = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const shell = (await caches.keys()).filter((k) => k.includes('precache'));
    const entries = shell.length
      ? (await (await caches.open(shell[0])).keys()).map((r) => new URL(r.url).pathname)
      : [];
    return { scope: reg?.scope, script: reg?.active?.scriptURL, entries };
  });
  h.assert.equal(sw.scope, h.url('/'));
  h.assert.equal(sw.script, h.url('/sw.js'));

  // What Chromium checks before offering « Installer l'application » in its menu, in an ordinary
  // (not private) profile: a browsing context of the journeys' browser counts as private.
  const profile = mkdtempSync(path.join(tmpdir(), 'profil-'));
  const installed = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
  });
  try {
    const tab = installed.pages()[0] ?? (await installed.newPage());
    await tab.goto(h.url('/'));
    await tab.locator('h1').first().waitFor();
    await controlled(tab);
    const cdp = await installed.newCDPSession(tab);
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    h.assert.deepEqual(manifestErrors, [], 'manifeste lu par Chromium');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    h.assert.deepEqual(installabilityErrors, [], 'Chromium propose l’installation');
  } finally {
    await installed.close();
    rmSync(profile, { recursive: true, force: true });
  }
  h.assert.ok(sw.entries.includes('/index.html'), `coquille : ${sw.entries.join(', ')}`);
  h.assert.ok(
    sw.entries.some((e) => /^\/assets\/index-.*\.js$/.test(e)),
    'script d’entrée dans la coquille',
  );
  await h.assertNoHorizontalScroll(page);
  await h.screenshot(page, 'pwa-accueil');
});

test(
  'Quand un apprenant commence un examen blanc de compréhension orale en ligne, puis perd le réseau et recharge la page, alors l’examen continue avec ses documents, ses réponses hors ligne sont gardées et, terminé hors ligne, l’examen est envoyé au retour du réseau',
  async (h) => {
    const user = await h.registerUser();
    const s = await h.sessionFor(user);
    const token = s.tokens.access;
    const page = await h.newPage({
      storage: s,
      serviceWorkers: 'allow',
      // Offline, the API cannot answer: the screen says so and goes on.
      allowConsole: [/net::ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/, /Failed to fetch/],
    });
    page.on('dialog', (d) => void d.accept());
    await page.goto(h.url('/exercice/tcf-co-serie-1'));
    await page.getByRole('heading', { name: 'Avant de commencer' }).waitFor();
    await controlled(page);
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await page.getByRole('heading', { name: 'Question 1 sur 39' }).waitFor();
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Question 2 sur 39' }).waitFor();
    await page.locator('[data-save-state="saved"]').waitFor();

    // The service worker keeps the exam's screens and all 39 documents (in the encoding this
    // browser plays); the device keeps the questions, for this learner only, without correctness.
    await page.waitForFunction(
      async () => {
        const names = await caches.keys();
        const media = names.find((n) => n.startsWith('prepa-media'));
        if (!media) return false;
        const audio = (await (await caches.open(media)).keys()).filter((r) =>
          r.url.includes('/audio/tcf-co-1/'),
        );
        return audio.length >= 39;
      },
      null,
      { timeout: 30_000, polling: 500 },
    );
    const kept = await page.evaluate(async () => {
      const out = { caches: {}, copies: [] };
      for (const name of await caches.keys())
        out.caches[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k.startsWith('prepa.offline-exam.')) out.copies.push({ key: k, value: localStorage.getItem(k) });
      }
      return out;
    });
    const cached = Object.values(kept.caches).flat();
    h.assert.ok(!cached.some((p) => p.startsWith('/api/')), 'aucune réponse de l’API dans les caches');
    const audio = cached.filter((p) => p.includes('/audio/tcf-co-1/'));
    h.assert.ok(
      audio.every((p) => p.endsWith('.ogg')),
      'Chromium lit l’Opus : la copie AAC n’est pas téléchargée',
    );
    h.assert.ok(
      cached.some((p) => /\/assets\/ExercisePage-.*\.js$/.test(p)),
      'écran d’examen gardé',
    );
    h.assert.equal(kept.copies.length, 1);
    h.assert.equal(kept.copies[0].key, `prepa.offline-exam.${user.user.id}.tcf-co-serie-1`);
    h.assert.ok(
      !/is_correct|transcript|explanation/.test(kept.copies[0].value),
      'la copie ne dit rien des bonnes réponses',
    );

    // The network goes away, then the page is reloaded.
    await page.context().setOffline(true);
    await page.locator('[data-save-state="offline"]').waitFor();
    const nav = await page.reload();
    h.assert.ok(nav?.fromServiceWorker(), 'page servie par le service worker');
    await page.getByRole('heading', { name: 'Question 2 sur 39' }).waitFor();
    await h.expectToast(page, 'Hors connexion : l’examen continue');
    await page.getByText('Hors ligne : vos réponses sont gardées').waitFor();
    // The document of the question plays from the cache.
    await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0, null, {
      timeout: 10_000,
    });
    await page
      .locator('[data-audio-state]')
      .getByText(/\/ (0:0[1-9]|0:[1-5]\d|[1-9]\d*:\d\d)$/)
      .waitFor();
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'pwa-examen-hors-ligne');

    for (const n of [2, 3]) {
      await page.getByRole('heading', { name: `Question ${n} sur 39` }).waitFor();
      await page
        .getByRole('radio')
        .nth(n % 4)
        .check();
      await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await page.getByRole('heading', { name: 'Question 4 sur 39' }).waitFor();
    const attempts = () => h.api('/exercice-attempt/?limit=5', { token });
    const attemptSlug = (await attempts()).body[0].slug;
    const answeredOnServer = async () =>
      (await h.api(`/exercice-attempt/${attemptSlug}`, { token })).body.exercice.questions.filter(
        (q) => q.user_choice.length > 0,
      ).length;
    h.assert.equal(await answeredOnServer(), 1, 'hors ligne, rien n’est parti');

    // A second reload, still offline: the answers given offline are still there.
    await page.reload();
    await page.getByRole('heading', { name: 'Question 4 sur 39' }).waitFor();
    await page.getByRole('button', { name: /^Questions : 3 répondues sur 39/ }).waitFor();

    // Finishing while still offline: the exam waits for the network and says so.
    await page.getByRole('button', { name: 'Terminer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vous avez répondu à 3 questions sur 39.').waitFor();
    await dialog.getByRole('button', { name: 'Oui, terminer' }).click();
    await dialog.getByText('L’examen sera terminé et envoyé dès le retour du réseau').waitFor();
    await h.screenshot(page, 'pwa-fin-hors-ligne');
    h.assert.equal(await answeredOnServer(), 1, 'toujours rien de parti');

    // The network comes back: the answers leave, once each, and the exam ends by itself.
    await page.context().setOffline(false);
    await page.waitForURL(/\/exercice-results\//, { timeout: 30_000 });
    h.assert.equal(await answeredOnServer(), 3);
    const server = await h.api(`/exercice-attempt/${attemptSlug}`, { token });
    h.assert.equal(server.body.counts.answered, 3);
    // Finished: the copy kept on the device is gone.
    h.assert.equal(
      await page.evaluate(
        () => Object.keys(localStorage).filter((k) => k.startsWith('prepa.offline-exam.')).length,
      ),
      0,
    );
  },
  { timeoutMs: 150_000 },
);

test('Quand une nouvelle version est déployée, alors l’apprenant lit « Une nouvelle version de PrépaLangues est disponible » et la charge en un geste', async (h) => {
  const page = await h.newPage({ serviceWorkers: 'allow' });
  await page.goto(h.url('/packages'));
  await page.locator('h1').first().waitFor();
  await controlled(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
  // A deployment: the service worker file changes on the server.
  const file = SW_FILE;
  const original = readFileSync(file);
  try {
    writeFileSync(file, Buffer.concat([original, Buffer.from(`\n// version ${Date.now()}\n`)]));
    // The browser looks for a new version at each navigation.
    await page.reload();
    const prompt = page.getByTestId('update-prompt');
    await prompt
      .getByText('Une nouvelle version de PrépaLangues est disponible.')
      .waitFor({ timeout: 20_000 });
    await h.assertNoHorizontalScroll(page);
    await h.axe(page, { label: 'proposition de mise à jour' });
    await h.screenshot(page, 'pwa-mise-a-jour');
    const waitingBefore = await page.evaluate(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
    );
    h.assert.ok(waitingBefore, 'la nouvelle version attend l’accord de l’apprenant');
    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Mettre à jour' }).click(),
    ]);
    await page.locator('h1').first().waitFor();
    await controlled(page);
    const after = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: !!reg?.waiting, script: navigator.serviceWorker.controller?.scriptURL };
    });
    h.assert.equal(after.waiting, false);
    h.assert.equal(after.script, first);
    h.assert.equal(await page.getByTestId('update-prompt').count(), 0);
  } finally {
    writeFileSync(file, original);
  }
});
