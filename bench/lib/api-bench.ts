/** API figures on one database: catalogue reads, answer submission and attempt results at 100 connections. */
import { measure, type LoadFigures } from './load';
import {
  answer,
  completeAttempt,
  findMcqExercise,
  registerLearner,
  startAttempt,
  type Learner,
} from './scenario';
import { createPgDatabase, removeDir, startApi } from './servers';

export interface ApiRun {
  database: 'postgres' | 'pglite';
  figures: LoadFigures[];
}

const LEARNERS = 10;

export async function benchApi(database: 'postgres' | 'pglite', seconds: number): Promise<ApiRun> {
  const pg = database === 'postgres' ? await createPgDatabase() : null;
  // Each simulated learner registers from its own address (X-Forwarded-For behind a trusted proxy).
  const api = await startApi({ databaseUrl: pg?.url, env: { TRUST_PROXY: 'true' } });
  console.log(`==> API sur ${database}`);
  try {
    const base = api.baseUrl;
    const learners: Learner[] = [];
    for (let i = 0; i < LEARNERS; i++) learners.push(await registerLearner(base, `10.9.0.${i + 1}`));
    const first = learners[0]!;
    const ex = await findMcqExercise(base, first);
    // Results of a completed attempt (every question answered), read by a learner without an exam
    // open on that exercise (while one is open, other attempts' results are withheld: decision 121).
    const reader = await registerLearner(base, '10.9.0.200');
    const done = await startAttempt(base, reader, ex.slug);
    for (const q of ex.questions) await answer(base, reader, done, q);
    await completeAttempt(base, reader, done);
    // One open exam attempt per learner; the answers spread over learners and questions.
    const bodies = [];
    for (const l of learners) {
      const attempt = await startAttempt(base, l, ex.slug);
      for (const q of ex.questions) {
        bodies.push({
          path: `/api/answer/post/${attempt}/`,
          headers: l.headers,
          body: { question_slug: q.slug, choice: q.choice },
        });
      }
    }
    const targets = [
      { name: "types d'examen", url: `${base}/api/exam-type/` },
      { name: "exercices d'un examen", url: `${base}/api/exercice/exam/${ex.examSlug}/` },
      {
        name: "questions d'un exercice",
        url: `${base}/api/question/exo/${ex.slug}/`,
        headers: learners[1]!.headers,
      },
      { name: 'envoi de réponse', url: `${base}/`, method: 'POST' as const, bodies },
      {
        name: "résultats d'une tentative",
        url: `${base}/api/exercice-attempt/${done}/`,
        headers: reader.headers,
      },
    ];
    const figures: LoadFigures[] = [];
    for (const t of targets) {
      // A short warm-up so that the first figure is not the JIT's.
      await measure(t, { seconds: 1, connections: 10 });
      const f = await measure(t, { seconds });
      console.log(
        `    ${f.name} : ${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms, ${f.errors + f.non2xx} erreurs` +
          (f.non2xx ? ` (statuts ${JSON.stringify(f.statuses)})` : ''),
      );
      figures.push(f);
    }
    return { database, figures };
  } finally {
    await api.stop();
    await pg?.drop();
    removeDir(api.dataDir);
  }
}
