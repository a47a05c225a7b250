/**
 * `npm run bench`: every figure of DESIGN §8 measured in one run, side by side, written to
 * bench/results/<date>.json and latest.json, and printed as a table.
 *   BENCH_SECONDS (10)   seconds per autocannon run      BENCH_ONLY=api,web,bytes,lighthouse,correction
 *   BENCH_BUILD=1        rebuild the web app and the API first
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { benchApi, type ApiRun } from './lib/api-bench';
import { buildIfNeeded, removeDir, root, startApi, startBareFastify } from './lib/servers';
import { measure } from './lib/load';
import { printTable } from './lib/table';
import { findMcqExercise, registerLearner } from './lib/scenario';
import { firstScreen, lighthouse } from './lib/web';
import { bytesRun, printBytes } from './lib/bytes-run';

const only = new Set((process.env.BENCH_ONLY ?? 'api,web,bytes,lighthouse,correction').split(','));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  buildIfNeeded();
  const startedAt = new Date();
  const machine = {
    cpus: `${cpus().length} × ${cpus()[0]?.model.trim()}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
  };
  console.log(`==> mesures (${machine.cpus}, charge ${machine.loadAverageAtStart.join(' ')})`);
  const results: Record<string, unknown> = { startedAt: startedAt.toISOString(), machine };

  if (only.has('api')) {
    const runs: ApiRun[] = [];
    const bareBefore = await bare(seconds);
    runs.push(await benchApi('postgres', seconds));
    runs.push(await benchApi('pglite', seconds));
    const bareAfter = await bare(seconds);
    const reference = Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2);
    results.api = { bare: [bareBefore, bareAfter], reference, runs };
  }
  if (only.has('web')) {
    results.bundles = [
      firstScreen('accueil', 'src/features/home/HomePage.tsx'),
      firstScreen('exercice', 'src/features/exercise/ExercisePage.tsx'),
    ];
  }
  if (only.has('bytes')) {
    results.bytes = await bytesRun();
    printBytes(results.bytes as Awaited<ReturnType<typeof bytesRun>>);
  }
  if (only.has('lighthouse')) results.lighthouse = await lighthouseRun();
  if (only.has('correction')) results.correction = correctionRun();

  results.finishedAt = new Date().toISOString();
  results.machine = { ...machine, loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100) };
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
  console.log(`\nRésultats : ${path.relative(root, file)}`);
}

async function bare(s: number) {
  const p = await startBareFastify();
  try {
    return await measure({ name: 'Fastify nu (hello world)', url: `${p.baseUrl}/` }, { seconds: s });
  } finally {
    await p.stop();
  }
}

async function lighthouseRun() {
  const api = await startApi();
  try {
    const learner = await registerLearner(api.baseUrl);
    const exercise = await findMcqExercise(api.baseUrl, learner);
    const session = { access: learner.token, refresh: '', user: { id: learner.id }, remember: true };
    return await lighthouse(
      [
        { name: 'accueil', url: `${api.baseUrl}/` },
        { name: 'forfaits', url: `${api.baseUrl}/packages` },
        { name: 'exercice', url: `${api.baseUrl}/exercice/${exercise.slug}` },
      ],
      { origin: api.baseUrl, local: { 'prepa.session': JSON.stringify(session) } },
    );
  } catch (err) {
    return [{ page: '(toutes)', performance: null, accessibility: null, error: String(err) }];
  } finally {
    await api.stop();
    removeDir(api.dataDir);
  }
}

/** The correction benchmark of the correction engine, on one core (taskset when available). */
function correctionRun() {
  try {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const args = [tsx, path.join(root, 'bench/correction.ts')];
    const out = existsSync('/usr/bin/taskset')
      ? execFileSync('/usr/bin/taskset', ['-c', '0', ...args], { cwd: root, encoding: 'utf8' })
      : execFileSync(args[0]!, args.slice(1), { cwd: root, encoding: 'utf8' });
    const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '));
    return line ? JSON.parse(line.slice('BENCH_JSON '.length)) : { error: out.slice(-500) };
  } catch (err) {
    return { error: String(err).slice(0, 500) };
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
