/**
 * A correction job's worker killed (SIGKILL) in the middle of the job: the job's lease lets another
 * worker take it again, and the recording is corrected exactly once.
 *   tsx bench/fault-worker-kill.ts
 * The lease of a correction is 300 s; the test shortens the wait by expiring the killed worker's
 * lease in the table (what the clock would do), then starts a second worker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runFfmpeg } from '../apps/api/src/lib/ffmpeg';
import { http, registerLearner, type Learner } from './lib/scenario';
import { buildIfNeeded, createPgDatabase, removeDir, sleep, startApi, startWorker } from './lib/servers';

const SPEECH =
  "Je pense que la ville devrait créer plus d'espaces verts, parce que les enfants n'ont pas d'endroit pour jouer. " +
  'Ensuite, un parc permettrait aux habitants de se rencontrer et de faire du sport le week-end.';

async function speakingExercise(base: string, l: Learner) {
  const types = (await http(base, '/api/exam-type/')).body as { slug: string }[];
  for (const t of types) {
    const exams = (await http(base, `/api/exam/?exam_type=${t.slug}`)).body as {
      slug: string;
      type: string;
    }[];
    for (const e of exams.filter((x) => x.type === 'SPEAKING')) {
      const list = (await http(base, `/api/exercice/exam/${e.slug}/`, { headers: l.headers })).body as {
        slug: string;
        locked: boolean;
      }[];
      const ex = list.find((x) => !x.locked);
      if (!ex) continue;
      const qs = (await http(base, `/api/question/exo/${ex.slug}/`, { headers: l.headers })).body as {
        slug: string;
      }[];
      if (qs[0]) return { exercise: ex.slug, question: qs[0].slug };
    }
  }
  throw new Error("aucun exercice d'expression orale ouvert");
}

async function main() {
  buildIfNeeded();
  const db = await createPgDatabase('tache');
  const api = await startApi({ databaseUrl: db.url, env: { RUN_WORKERS: 'false' } });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  const workers: Awaited<ReturnType<typeof startWorker>>[] = [];
  try {
    const l = await registerLearner(api.baseUrl);
    const { exercise, question } = await speakingExercise(api.baseUrl, l);
    // Nearly two minutes of synthesised French speech as WebM/Opus (task 1 takes up to 2:00): seconds of analysis, time to kill.
    const dir = mkdtempSync(path.join(tmpdir(), 'prepa-voix-'));
    const wav = path.join(dir, 'voix.wav');
    execFileSync('espeak-ng', ['-v', 'fr', '-s', '140', '-w', wav, SPEECH]);
    const { stdout: webm } = await runFfmpeg([
      ...['-stream_loop', '-1', '-i', wav, '-t', '115', '-ar', '48000'],
      ...['-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
    ]);
    removeDir(dir);
    const start = await http(api.baseUrl, `/api/exercice-attempt/post/${exercise}/`, {
      method: 'POST',
      headers: l.headers,
      body: { practice_type: 'exam' },
    });
    const attempt = (start.body as { slug: string }).slug;
    const up = await http(api.baseUrl, `/api/answer/post/${attempt}/`, {
      method: 'POST',
      headers: l.headers,
      body: { question_slug: question, audio_file: `data:audio/webm;base64,${webm.toString('base64')}` },
    });
    if (up.status !== 201) throw new Error(`enregistrement refusé : ${up.status} ${JSON.stringify(up.body)}`);
    const answerSlug = (up.body as { slug: string }).slug;
    await http(api.baseUrl, `/api/exercice-attempt/${attempt}/`, {
      method: 'PUT',
      headers: l.headers,
      body: {},
    });

    const job = async () =>
      (
        await sql.query<{ id: number; state: string; attempts: number }>(
          `select id, state, attempts from jobs where queue = 'correction' order by id`,
        )
      ).rows;
    console.log(`==> tâche en file : ${JSON.stringify(await job())}`);
    const first = startWorker({ databaseUrl: db.url, dataDir: api.dataDir });
    workers.push(first);
    const deadline = Date.now() + 60_000;
    // The handler marks the answer `running` once it has claimed the job: kill right then.
    const answerState = async () =>
      (
        await sql.query<{ s: string }>(`select correction_state as s from answers where slug = $1`, [
          answerSlug,
        ])
      ).rows[0]?.s;
    while ((await answerState()) !== 'running') {
      if (Date.now() > deadline) throw new Error(`la tâche n'a pas démarré :\n${first.output.join('')}`);
      await sleep(10);
    }
    await first.stop('SIGKILL');
    const afterKill = await job();
    console.log(`    premier worker tué pendant la tâche : ${JSON.stringify(afterKill)}`);
    if (afterKill[0]?.state !== 'running')
      throw new Error('la tâche avait fini avant le SIGKILL : rien de prouvé');
    await sql.query(`update jobs set locked_until = now() - interval '1 second' where state = 'running'`);
    const second = startWorker({ databaseUrl: db.url, dataDir: api.dataDir });
    workers.push(second);
    while ((await job())[0]?.state !== 'done') {
      if (Date.now() > deadline + 60_000)
        throw new Error(`la tâche n'a pas été reprise :\n${second.output.join('')}`);
      await sleep(200);
    }
    const final = await job();
    const results = await http(api.baseUrl, `/api/exercice-attempt/${attempt}/`, { headers: l.headers });
    const state = JSON.stringify(results.body).match(/"correction_state":"(\w+)"/)?.[1];
    const corrected = (w: (typeof workers)[number]) => w.output.join('').split('réponse corrigée').length - 1;
    const report = {
      jobs: final,
      correctedByKilledWorker: corrected(first),
      correctedBySecondWorker: corrected(second),
      correctionStateThroughApi: state,
      answer: answerSlug,
    };
    console.log(JSON.stringify(report, null, 2));
    const problems = [
      ...(final.length !== 1 ? [`${final.length} tâches au lieu d'une`] : []),
      ...(final[0]?.attempts !== 2
        ? [`tâche exécutée ${final[0]?.attempts} fois au lieu de 2 (tuée puis reprise)`]
        : []),
      ...(report.correctedByKilledWorker + report.correctedBySecondWorker !== 1
        ? ['correction enregistrée plus d’une fois']
        : []),
      ...(state !== 'done' ? [`état de correction vu par l'API : ${state}`] : []),
    ];
    if (problems.length) {
      console.error(second.output.join('').slice(-3000));
      console.error(`ÉCHEC :\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('==> OK');
  } finally {
    for (const w of workers) await w.stop();
    await sql.end();
    await api.stop();
    await db.drop();
    removeDir(api.dataDir);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
