/**
 * PostgreSQL stopped and started again under load: while it is away the API answers 503 with a
 * French message (never hangs, never 500), and it recovers by itself, without a restart.
 *   tsx bench/fault-pg-restart.ts [--down-seconds 3] [--clients 20]
 * Stops the machine's PostgreSQL cluster for a few seconds (pg_ctlcluster, as root): other test runs
 * against it fail meanwhile. CI runs it after the test suites.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createLearners } from './lib/learners';
import { answer, findMcqExercise, http, registerLearner, startAttempt } from './lib/scenario';
import { buildIfNeeded, createPgDatabase, removeDir, sleep, startApi } from './lib/servers';

const args = process.argv.slice(2);
const num = (name: string, d: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : d;
const DOWN_SECONDS = num('down-seconds', 3);
const CLIENTS = num('clients', 20);
const HANG_MS = 10_000;

function cluster(action: 'stop' | 'start') {
  const version = process.env.PG_CLUSTER_VERSION ?? readdirSync('/etc/postgresql')[0]!;
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action], { stdio: 'inherit' });
}

interface Sample {
  at: number;
  status: number;
  ms: number;
  detail?: string;
  retryAfter?: string | null;
}

async function main() {
  buildIfNeeded();
  const db = await createPgDatabase('panne');
  const api = await startApi({ databaseUrl: db.url });
  const pid = api.child.pid;
  let pgDown = false;
  try {
    const ex = await findMcqExercise(api.baseUrl, await registerLearner(api.baseUrl));
    const learners = await createLearners(db.url, CLIENTS, 'panne');
    const attempts = await Promise.all(
      learners.map((l) => startAttempt(api.baseUrl, l, ex.slug, 'training')),
    );
    const samples: Sample[] = [];
    let stop = false;
    const client = async (i: number) => {
      const l = learners[i]!;
      let n = 0;
      while (!stop) {
        const q = ex.questions[n++ % ex.questions.length]!;
        const t = Date.now();
        try {
          const res =
            n % 3 === 0
              ? await http(api.baseUrl, '/api/exercice-attempt/?limit=5', {
                  headers: l.headers,
                  timeoutMs: HANG_MS * 2,
                })
              : await answer(api.baseUrl, l, attempts[i]!, q);
          const body = res.body as { detail?: string } | null;
          samples.push({ at: t, status: res.status, ms: res.ms, detail: body?.detail });
        } catch (err) {
          samples.push({ at: t, status: 0, ms: Date.now() - t, detail: String(err) });
        }
        await sleep(20);
      }
    };
    const loops = learners.map((_, i) => client(i));
    await sleep(3000);
    console.log(`==> arrêt de PostgreSQL pendant ${DOWN_SECONDS} s sous ${CLIENTS} clients`);
    const downAt = Date.now();
    pgDown = true;
    cluster('stop');
    await sleep(DOWN_SECONDS * 1000);
    const health = await http(api.baseUrl, '/api/health', { timeoutMs: HANG_MS });
    cluster('start');
    pgDown = false;
    const upAt = Date.now();
    console.log(`    PostgreSQL relancé ; /api/health pendant la panne : ${health.status}`);
    // Recovery: the first moment after which every request succeeds.
    let recoveredAt = 0;
    const deadline = Date.now() + 30_000;
    while (!recoveredAt && Date.now() < deadline) {
      await sleep(500);
      const recent = samples.filter((s) => s.at > Date.now() - 1500);
      if (recent.length > 5 && recent.every((s) => s.status >= 200 && s.status < 300))
        recoveredAt = Date.now();
    }
    await sleep(2000);
    stop = true;
    await Promise.all(loops);

    const during = samples.filter((s) => s.at >= downAt && s.at <= upAt);
    const failures = samples.filter((s) => s.status < 200 || s.status >= 300);
    const refused = failures.filter((s) => s.status === 503);
    const report = {
      requests: samples.length,
      duringOutage: during.length,
      statuses: Object.fromEntries(
        [...new Set(samples.map((s) => s.status))].map((k) => [
          k,
          samples.filter((s) => s.status === k).length,
        ]),
      ),
      slowestMs: Math.max(...samples.map((s) => s.ms)),
      health503: health.status === 503,
      recoverySeconds: recoveredAt ? Math.round((recoveredAt - upAt) / 100) / 10 : null,
      samePid: api.child.pid === pid && !api.exited(),
      detail503: refused[0]?.detail,
    };
    console.log(JSON.stringify(report, null, 2));
    const problems = [
      ...(refused.length === 0 ? ['aucune réponse 503 pendant la panne'] : []),
      ...failures
        .filter((s) => s.status !== 503)
        .slice(0, 5)
        .map((s) => `réponse ${s.status} : ${s.detail}`),
      ...(refused.some((s) => !/[éèàç]|indisponible|réessayer/i.test(s.detail ?? ''))
        ? ['503 sans message français']
        : []),
      ...(report.slowestMs > HANG_MS ? [`requête de ${report.slowestMs} ms : l’API a attendu la base`] : []),
      ...(!report.health503 ? ['/api/health ne signale pas la panne'] : []),
      ...(!recoveredAt ? ['pas de retour à la normale 30 s après le redémarrage'] : []),
      ...(!report.samePid ? ['le processus API a dû redémarrer'] : []),
    ];
    if (problems.length) {
      console.error(`ÉCHEC :\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('==> OK');
  } finally {
    if (pgDown) cluster('start');
    await api.stop();
    await db.drop().catch(() => {});
    removeDir(api.dataDir);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
