/**
 * Simulated learners taking timed exams on PostgreSQL: each starts an exam attempt, answers a
 * question every few seconds, completes it, reads the results, and starts again.
 *   tsx bench/load.ts                 full form: 500 learners, 180 s, an answer every ~3 s
 *   tsx bench/load.ts --short         CI form: 100 learners, 25 s, an answer every ~0.5 s
 *   --kill                            SIGKILL the server half-way, restart it, then check that no
 *                                     acknowledged answer is lost, attempts resume, nothing is duplicated
 *   --learners N --seconds S --think MS
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { verifyLedger } from './lib/ledger';
import { createLearners } from './lib/learners';
import {
  answer,
  findMcqExercise,
  http,
  registerLearner,
  type Learner,
  type McqExercise,
} from './lib/scenario';
import { buildIfNeeded, createPgDatabase, removeDir, root, sleep, startApi } from './lib/servers';
import { Recorder } from './lib/stats';

const args = process.argv.slice(2);
const opt = (name: string, short: number, full: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : args.includes('--short') ? short : full;
};
const LEARNERS = opt('learners', 100, 500);
const SECONDS = opt('seconds', 25, 180);
const THINK = opt('think', 500, 3000);
const KILL = args.includes('--kill');

interface Shared {
  base: string;
  until: number;
  down: boolean;
  killedAt: number;
  rec: Recorder;
  /** attempt slug -> question slug -> acknowledged choice */
  ledger: Map<string, Map<string, string>>;
  openAtKill: Set<string>;
  completedAfterRestart: Set<string>;
  network: number;
}

async function call(s: Shared, fn: () => Promise<{ status: number; ms: number }>) {
  for (;;) {
    try {
      const r = await fn();
      s.rec.add(r.status, r.ms);
      if (r.status < 500) return r;
    } catch {
      s.network++;
    }
    if (Date.now() > s.until + 60_000) throw new Error('serveur injoignable');
    await sleep(300 + Math.random() * 700);
  }
}

async function learnerLoop(s: Shared, l: Learner, ex: McqExercise) {
  const jitter = () => sleep(THINK * (0.5 + Math.random()));
  await sleep(Math.random() * THINK);
  while (Date.now() < s.until) {
    const start = await call(s, () =>
      http(s.base, `/api/exercice-attempt/post/${ex.slug}/`, {
        method: 'POST',
        headers: l.headers,
        body: { practice_type: 'exam' },
      }),
    );
    if (start.status !== 201) throw new Error(`début refusé : ${start.status}`);
    const attempt = (start as unknown as { body: { slug: string } }).body.slug;
    const acked = new Map<string, string>();
    s.ledger.set(attempt, acked);
    for (const q of ex.questions) {
      if (Date.now() >= s.until) break;
      await jitter();
      const r = await call(s, () => answer(s.base, l, attempt, q));
      if (r.status === 200 || r.status === 201) acked.set(q.slug, q.choice);
      else throw new Error(`réponse refusée : ${r.status}`);
    }
    const beforeKill = !s.killedAt;
    const done = await call(s, () =>
      http(s.base, `/api/exercice-attempt/${attempt}/`, { method: 'PUT', headers: l.headers, body: {} }),
    );
    if (done.status !== 200) throw new Error(`fin refusée : ${done.status}`);
    if (!beforeKill && s.openAtKill.has(attempt)) s.completedAfterRestart.add(attempt);
    await call(s, () => http(s.base, `/api/exercice-attempt/${attempt}/`, { headers: l.headers }));
  }
}

async function main() {
  buildIfNeeded();
  const db = await createPgDatabase('charge');
  const api = await startApi({ databaseUrl: db.url, env: { DATABASE_POOL_SIZE: '20' } });
  let current = api;
  const t0 = Date.now();
  const s: Shared = {
    base: api.baseUrl,
    until: t0 + SECONDS * 1000,
    down: false,
    killedAt: 0,
    rec: new Recorder(),
    ledger: new Map(),
    openAtKill: new Set(),
    completedAfterRestart: new Set(),
    network: 0,
  };
  try {
    const probe = await registerLearner(api.baseUrl);
    const ex = await findMcqExercise(api.baseUrl, probe);
    const learners = await createLearners(db.url, LEARNERS);
    console.log(
      `==> ${LEARNERS} apprenants, ${SECONDS} s, une réponse toutes les ~${THINK} ms (${ex.slug}, ${ex.questions.length} questions)${KILL ? ', SIGKILL à mi-parcours' : ''}`,
    );
    const loops = learners.map((l) => learnerLoop(s, l, ex));
    let restartMs = 0;
    if (KILL) {
      await sleep((SECONDS * 1000) / 2);
      const db2 = new pg.Client({ connectionString: db.url });
      await db2.connect();
      const open = await db2.query<{ slug: string }>('select slug from attempts where completed_at is null');
      await db2.end();
      open.rows.forEach((r) => s.openAtKill.add(r.slug));
      s.killedAt = Date.now();
      await current.stop('SIGKILL');
      console.log(`    serveur tué (SIGKILL) avec ${open.rows.length} tentatives ouvertes`);
      const r0 = Date.now();
      current = await startApi({ databaseUrl: db.url, dataDir: api.dataDir, port: api.port });
      restartMs = Date.now() - r0;
      console.log(`    serveur redémarré en ${restartMs} ms`);
    }
    const outcomes = await Promise.allSettled(loops);
    const failed = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    const elapsed = (Date.now() - t0) / 1000;
    const summary = { ...s.rec.summary(elapsed), networkErrors: s.network, learnersFailed: failed.length };
    const verdict = await verifyLedger(db.url, s.ledger);
    const resumed = { openAtKill: s.openAtKill.size, completedAfterRestart: s.completedAfterRestart.size };
    const report = {
      learners: LEARNERS,
      seconds: SECONDS,
      thinkMs: THINK,
      kill: KILL,
      restartMs,
      summary,
      verdict,
      resumed,
    };
    console.log(JSON.stringify(report, null, 2));
    const dir = path.join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `load${KILL ? '-kill' : ''}-${LEARNERS}.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    const problems = [
      ...failed.slice(0, 5).map((f) => `apprenant en échec : ${String(f.reason)}`),
      ...verdict.problems,
      ...(Object.keys(summary.statuses).some((k) => k.startsWith('5')) && !KILL
        ? ['réponses 5xx sous charge']
        : []),
      ...(KILL && s.completedAfterRestart.size === 0 && s.openAtKill.size > 0
        ? ['aucune tentative reprise']
        : []),
      ...(KILL
        ? [...s.openAtKill]
            .filter((a) => s.ledger.has(a) && !s.completedAfterRestart.has(a))
            .slice(0, 3)
            .map((a) => `tentative ${a} non reprise`)
        : []),
    ];
    if (problems.length) {
      console.error(`ÉCHEC :\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('==> OK');
  } finally {
    await current.stop();
    await db.drop();
    removeDir(api.dataDir);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
