// The journey harness: register journeys with test(), the runner (run.mjs) gives each one `h`,
// a set of helpers bound to the running server and a shared Chromium.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { latestEmail } from './mail.mjs';

const registry = [];

/** Registers a journey: test('Quand ..., alors ...', async (h) => { ... }). */
export function test(name, fn, { timeoutMs = 90_000 } = {}) {
  registry.push({ name, fn, timeoutMs });
}
export const journeys = () => registry;

export const VIEWPORTS = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Console messages that are not errors of the page: HTTP 4xx answers the UI handles. */
const IGNORED_CONSOLE = [/Failed to load resource: the server responded with a status of 4\d\d/];
/** Chromium's console line for a blocked resource or inline code. */
const CSP_CONSOLE = /Content Security Policy/i;

export function createHelpers({ browser, server, artifactsDir, journeyName }) {
  const contexts = [];
  const problems = [];
  const slug = journeyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);

  const h = {
    assert,
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    /** The administrator `npm run user:create-admin` made before the server started: { email, password }. */
    admin: server.admin,
    url: (p = '/') => new URL(p, server.baseUrl).toString(),

    /**
     * A fresh browser context and page (viewport 'mobile' = 360 px by default). Console errors,
     * uncaught exceptions and failed same-origin requests fail the journey at its end, unless
     * `allowConsole` lists patterns for expected ones. The service worker is blocked unless
     * `serviceWorkers: 'allow'` (offline journeys).
     */
    async newPage({ viewport = 'mobile', allowConsole = [], storage, serviceWorkers = 'block' } = {}) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport] ?? viewport,
        locale: 'fr-FR',
        timezoneId: 'Africa/Douala',
        serviceWorkers,
      });
      contexts.push(context);
      if (storage) {
        await context.addInitScript((s) => {
          // Only once: later page loads keep what the app stored.
          if (sessionStorage.getItem('e2e.seeded')) return;
          sessionStorage.setItem('e2e.seeded', '1');
          for (const [k, v] of Object.entries(s.local ?? {})) localStorage.setItem(k, v);
          for (const [k, v] of Object.entries(s.session ?? {})) sessionStorage.setItem(k, v);
        }, storage);
      }
      // Content Security Policy: every violation fails the journey, whatever allowConsole says.
      await context.exposeBinding('__e2eCspViolation', ({ page: p }, v) => {
        problems.push(
          `violation CSP sur ${p?.url()} : ${v.directive} bloque ${v.blocked} (${v.source}:${v.line})`,
        );
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__e2eCspViolation({
            directive: e.violatedDirective,
            blocked: e.blockedURI || 'inline',
            source: e.sourceFile,
            line: e.lineNumber,
          });
        });
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const allowed = [...IGNORED_CONSOLE, ...allowConsole];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (CSP_CONSOLE.test(text)) {
          problems.push(`violation CSP sur ${page.url()} : ${text}`);
          return;
        }
        if (allowed.some((re) => re.test(text))) return;
        problems.push(`console.error sur ${page.url()} : ${text}`);
      });
      page.on('pageerror', (err) => problems.push(`exception sur ${page.url()} : ${err.message}`));
      page.on('response', (res) => {
        if (res.status() >= 500 && res.url().startsWith(server.baseUrl))
          problems.push(`HTTP ${res.status()} pour ${res.url()}`);
      });
      return page;
    },

    /** Calls the API directly (JSON). Returns { status, body }. */
    async api(p, { method = 'GET', body, token } = {}) {
      const res = await fetch(h.url(`/api${p}`), {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      const parse = () => {
        try {
          return text ? JSON.parse(text) : null;
        } catch {
          return text;
        }
      };
      return { status: res.status, body: parse() };
    },

    /** A new learner account through the API (mind the registration limit: 20 per hour per IP). */
    async registerUser({ password = 'PlageDeKribi26', firstName = 'Awa', lastName = 'Ndiaye' } = {}) {
      const email = `e2e-${randomBytes(4).toString('hex')}@exemple.fr`;
      const res = await h.api('/user/create/', {
        method: 'POST',
        body: { username: email, email, password, first_name: firstName, last_name: lastName },
      });
      assert.equal(res.status, 201, `inscription refusée : ${JSON.stringify(res.body)}`);
      return { email, password, user: res.body };
    },

    /** Logs in through the API; returns the storage to pass to newPage({ storage }) to start signed in. */
    async sessionFor({ email, password }) {
      const res = await h.api('/auth-token', { method: 'POST', body: { username: email, password } });
      assert.equal(res.status, 200, `connexion refusée : ${JSON.stringify(res.body)}`);
      const session = {
        access: res.body.token.access,
        refresh: res.body.token.refresh,
        user: res.body.user,
        remember: true,
      };
      return { local: { 'prepa.session': JSON.stringify(session) }, tokens: res.body.token };
    },

    /** The newest e-mail of the outbox (optionally to one address), with its links. */
    latestEmail: (o) => latestEmail(server.dataDir, o),

    /** Runs axe-core; fails on serious or critical violations. Returns all violations. */
    async axe(page, { label = page.url() } = {}) {
      await page.evaluate(axeSource);
      const result = await page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
      });
      const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.equal(
        bad.length,
        0,
        `axe (${label}) :\n${bad.map((v) => `  ${v.impact} ${v.id}: ${v.help} ${v.nodes.join(', ')}`).join('\n')}`,
      );
      return result;
    },

    /** Fails when the page scrolls horizontally. */
    async assertNoHorizontalScroll(page) {
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      assert.ok(scroll <= client, `défilement horizontal sur ${page.url()} : ${scroll} > ${client}`);
    },

    /** Saves a full-page screenshot as e2e/artifacts/<name>-<width>.png (name defaults to the journey's). */
    async screenshot(page, name = slug) {
      mkdirSync(artifactsDir, { recursive: true });
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({ path: path.join(artifactsDir, `${name}-${width}.png`), fullPage: true });
    },

    /** Screenshots at 360 px and 1280 px (the page is resized, then restored). */
    async screenshotBoth(page, name) {
      const original = page.viewportSize();
      for (const vp of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        await page.setViewportSize(vp);
        await page.waitForTimeout(100);
        await h.screenshot(page, name);
      }
      if (original) await page.setViewportSize(original);
    },

    /** Waits for a toast containing `text`. */
    async expectToast(page, text) {
      await page.locator('[data-toast]', { hasText: text }).first().waitFor({ state: 'visible' });
    },

    /** Text of the page's first-level heading once present. */
    async heading(page) {
      const h1 = page.locator('h1').first();
      await h1.waitFor({ state: 'visible' });
      return (await h1.textContent())?.trim();
    },

    problems,
    /** Screenshots every open page (called by the runner when a journey fails). */
    async captureFailure() {
      let n = 0;
      for (const c of contexts)
        for (const p of c.pages())
          await p
            .screenshot({ path: path.join(artifactsDir, `echec-${slug}-${++n}.png`), fullPage: true })
            .catch(() => {});
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
    },
  };
  return h;
}
