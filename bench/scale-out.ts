/**
 * Two API processes and one worker on one PostgreSQL, rate limits in Redis (REDIS_URL):
 *  - a correction queued through the first API is done by the worker and visible through the second;
 *  - a login throttled on the first API is throttled on the second.
 *   tsx bench/scale-out.ts          (Redis at SCALE_REDIS_URL, default redis://127.0.0.1:6379/5)
 * The three processes have their own DATA_DIR and share files through an S3-compatible bucket
 * (a local fake speaking the S3 protocol): the demo media imported by one is served by the other.
 */
import { fakeS3 } from '../apps/api/test/kit/fake-s3';
import { http, registerLearner, type Learner } from './lib/scenario';
import {
  buildIfNeeded,
  createPgDatabase,
  removeDir,
  sleep,
  startApi,
  startWorker,
  type Proc,
} from './lib/servers';

const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

async function writingExercise(base: string, l: Learner) {
  const types = (await http(base, '/api/exam-type/')).body as { slug: string }[];
  for (const t of types) {
    const exams = (await http(base, `/api/exam/?exam_type=${t.slug}`)).body as {
      slug: string;
      type: string;
    }[];
    for (const e of exams.filter((x) => x.type === 'WRITING')) {
      const list = (await http(base, `/api/exercice/exam/${e.slug}/`, { headers: l.headers })).body as {
        slug: string;
        locked: boolean;
      }[];
      const ex = list.find((x) => !x.locked);
      const qs = ex
        ? ((await http(base, `/api/question/exo/${ex.slug}/`, { headers: l.headers })).body as {
            slug: string;
          }[])
        : [];
      if (ex && qs[0]) return { exercise: ex.slug, question: qs[0].slug };
    }
  }
  throw new Error("aucun exercice d'expression écrite ouvert");
}

const TEXT =
  "Madame, Monsieur, je vous écris pour vous parler du projet de parc dans notre quartier. D'abord, je pense que c'est une bonne idée, " +
  "car les enfants n'ont pas d'espace pour jouer. Ensuite, un parc permettrait aux habitants de se rencontrer. Cependant, il faut penser " +
  'au bruit et à la propreté. Je propose donc de fermer le parc à 21 heures. Veuillez agréer mes salutations distinguées.';

async function main() {
  buildIfNeeded();
  const db = await createPgDatabase('echelle');
  const s3 = fakeS3('CLE-ECHELLE', { secretAccessKey: 'secret-echelle', region: 'eu-west-3' });
  const s3Env = {
    S3_ENDPOINT: await s3.listen(),
    S3_BUCKET: 'prepa',
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: 'CLE-ECHELLE',
    S3_SECRET_ACCESS_KEY: 'secret-echelle',
  };
  const env = { RUN_WORKERS: 'false', REDIS_URL, TRUST_PROXY: 'false', ...s3Env };
  const procs: (Proc & { dataDir?: string })[] = [];
  try {
    const a = await startApi({ databaseUrl: db.url, env });
    procs.push(a);
    const b = await startApi({ databaseUrl: db.url, env });
    procs.push(b);
    const worker = startWorker({ databaseUrl: db.url, env: { REDIS_URL, ...s3Env } });
    procs.push(worker);
    const problems: string[] = [];

    // 0. Media imported by A (demo content) into the bucket, served by B.
    const mediaKey = [...s3.objects.keys()].find((k) => k.startsWith('/prepa/media/'));
    const media = mediaKey ? await fetch(`${b.baseUrl}/${mediaKey.slice('/prepa/'.length)}`) : null;
    console.log(`==> ${s3.objects.size} fichiers dans le seau ; ${mediaKey} servi par B : ${media?.status}`);
    if (media?.status !== 200) problems.push(`média du seau non servi par B (${media?.status})`);

    // 1. A correction queued through A, done by the worker, read through B.
    const l = await registerLearner(a.baseUrl);
    const { exercise, question } = await writingExercise(a.baseUrl, l);
    const start = await http(a.baseUrl, `/api/exercice-attempt/post/${exercise}/`, {
      method: 'POST',
      headers: l.headers,
      body: { practice_type: 'exam' },
    });
    const attempt = (start.body as { slug: string }).slug;
    await http(a.baseUrl, `/api/answer/post/${attempt}/`, {
      method: 'POST',
      headers: l.headers,
      body: { question_slug: question, answer_text: TEXT },
    });
    await http(a.baseUrl, `/api/exercice-attempt/${attempt}/`, {
      method: 'PUT',
      headers: l.headers,
      body: {},
    });
    const t0 = Date.now();
    let state: string | undefined;
    while (Date.now() - t0 < 60_000) {
      const res = await http(b.baseUrl, `/api/exercice-attempt/${attempt}/`, { headers: l.headers });
      state = JSON.stringify(res.body).match(/"correction_state":"(\w+)"/)?.[1];
      if (state === 'done' || state === 'failed') break;
      await sleep(250);
    }
    const byWorker = worker.output.join('').includes('réponse corrigée');
    console.log(
      `==> correction mise en file par A, vue par B : ${state} en ${Date.now() - t0} ms (worker : ${byWorker})`,
    );
    if (state !== 'done') problems.push(`correction vue par B : ${state}`);
    if (!byWorker) problems.push("le worker n'a pas fait la correction");

    // 2. Failed logins on A until throttled, then one more on B.
    const username = `cible-${Date.now()}@exemple.fr`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await http(a.baseUrl, '/api/auth-token', {
        method: 'POST',
        body: { username, password: 'mauvais' },
      });
      statuses.push(r.status);
      if (r.status === 429) break;
    }
    const onB = await http(b.baseUrl, '/api/auth-token', {
      method: 'POST',
      body: { username, password: 'mauvais' },
    });
    console.log(`==> connexions refusées sur A : ${statuses.join(' ')} ; puis sur B : ${onB.status}`);
    if (!statuses.includes(429)) problems.push('A ne limite pas les tentatives de connexion');
    if (onB.status !== 429) problems.push(`B ne voit pas la limite posée sur A (${onB.status})`);

    // 3. A session ended on A: its access token, already accepted (and remembered) by B, is refused there.
    const signIn = await http(a.baseUrl, '/api/auth-token', {
      method: 'POST',
      body: { username: l.email, password: l.password },
    });
    const pair = (signIn.body as { token: { access: string; refresh: string } }).token;
    const bearer = { authorization: `Bearer ${pair.access}` };
    const before = await http(b.baseUrl, '/api/user/', { headers: bearer });
    await http(a.baseUrl, '/api/logout/', { method: 'POST', body: { refresh: pair.refresh } });
    await sleep(300);
    const after = await http(b.baseUrl, '/api/user/', { headers: bearer });
    console.log(`==> session fermée sur A : B répondait ${before.status}, répond ${after.status}`);
    if (before.status !== 200 || after.status !== 401) {
      problems.push(
        `B accepte encore un jeton d'une session fermée sur A (${before.status} puis ${after.status})`,
      );
    }

    if (problems.length) {
      console.error(`ÉCHEC :\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('==> OK');
  } finally {
    for (const p of procs) {
      await p.stop();
      if (p.dataDir) removeDir(p.dataDir);
    }
    await db.drop();
    await s3.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
