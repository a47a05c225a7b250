/** The summary table printed at the end of `npm run bench` (and pasted into the README). */
import type { ApiRun } from './api-bench';
import type { LoadFigures } from './load';
import type { BundleFigures, LighthouseFigures } from './web';

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);
const mark = (ok: boolean) => (ok ? 'ok' : 'HORS BUDGET');

export function printTable(r: Record<string, unknown>) {
  const api = r.api as { reference: number; bare: LoadFigures[]; runs: ApiRun[] } | undefined;
  if (api) {
    console.log(`\nAPI, 100 connexions (référence Fastify nu : ${api.reference} req/s)`);
    console.log(
      `${pad('base', 9)}${pad('point d’accès', 28)}${padL('req/s', 8)}${padL('p50 ms', 8)}${padL('p99 ms', 8)}${padL('erreurs', 9)}${padL('ratio', 8)}  budget`,
    );
    for (const b of api.bare) {
      console.log(
        `${pad('-', 9)}${pad(b.name, 28)}${padL(b.requestsPerSecond, 8)}${padL(b.p50Ms, 8)}${padL(b.p99Ms, 8)}${padL(b.errors + b.non2xx, 9)}`,
      );
    }
    for (const run of api.runs) {
      for (const f of run.figures) {
        const ratio = f.requestsPerSecond / api.reference;
        const floor = f.name === 'envoi de réponse' ? 0.1 : f.name.startsWith('résultats') ? 0 : 0.4;
        const errors = f.errors + f.non2xx + f.timeouts;
        const ok = ratio >= floor && f.p99Ms < 50 && errors === 0;
        console.log(
          `${pad(run.database, 9)}${pad(f.name, 28)}${padL(f.requestsPerSecond, 8)}${padL(f.p50Ms, 8)}${padL(f.p99Ms, 8)}${padL(errors, 9)}${padL(`${Math.round(ratio * 100)} %`, 8)}  ${run.database === 'postgres' ? mark(ok) : '-'}`,
        );
      }
    }
  }
  const bundles = r.bundles as BundleFigures[] | undefined;
  if (bundles) {
    console.log('\nPremier écran (gzip)');
    for (const b of bundles) {
      console.log(
        `${pad(b.screen, 12)}JS ${padL(b.jsGzipKb, 6)} Ko ${mark(b.jsGzipKb <= 100)}   CSS ${padL(b.cssGzipKb, 5)} Ko ${mark(b.cssGzipKb <= 25)}`,
      );
    }
  }
  const lh = r.lighthouse as LighthouseFigures[] | undefined;
  if (lh) {
    console.log('\nLighthouse mobile');
    for (const l of lh) {
      const ok = (l.performance ?? 0) >= 95 && (l.accessibility ?? 0) >= 100;
      console.log(
        `${pad(l.page, 12)}performance ${padL(l.performance ?? '-', 4)}   accessibilité ${padL(l.accessibility ?? '-', 4)}  ${mark(ok)}${l.error ? `  (${l.error.slice(0, 120)})` : ''}`,
      );
      const m = l.metrics ?? {};
      const ms = (id: string) => (m[id] == null ? '-' : `${Math.round(m[id]!)} ms`);
      console.log(
        `${pad('', 12)}FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${m['cumulative-layout-shift']?.toFixed(3) ?? '-'}  ${l.finalUrl ? new URL(l.finalUrl).pathname : ''}`,
      );
    }
  }
  const c = r.correction as Record<string, number | string> | undefined;
  if (c) {
    console.log('\nCorrection automatique (un cœur)');
    if (c.error) console.log(`  échec : ${c.error}`);
    else {
      console.log(
        `  écrit, ${c.words} mots (Grammalecte ${c.grammalecte}) : médiane ${c.writingMedianMs} ms, max ${c.writingMaxMs} ms  ${mark(Number(c.writingMaxMs) < 1000)}`,
      );
      console.log(
        `  oral, ${c.speakingSeconds} s : ${c.speakingMs} ms  ${mark(Number(c.speakingMs) < 6000)}`,
      );
    }
  }
}
