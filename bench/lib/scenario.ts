/** HTTP steps shared by the benchmark and the load and fault tests: accounts, content, attempts. */
import { randomBytes } from 'node:crypto';

export interface Learner {
  email: string;
  password: string;
  id: number;
  token: string;
  headers: Record<string, string>;
}

export interface McqExercise {
  examTypeSlug: string;
  examSlug: string;
  slug: string;
  questions: { slug: string; choice: string }[];
}

export async function http(
  baseUrl: string,
  p: string,
  o: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown; ms: number }> {
  const t = performance.now();
  const res = await fetch(`${baseUrl}${p}`, {
    method: o.method ?? 'GET',
    headers: { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
    signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, ms: performance.now() - t };
}

async function ok<T>(r: Promise<{ status: number; body: unknown }>, what: string, expected = [200, 201]) {
  const res = await r;
  if (!expected.includes(res.status))
    throw new Error(`${what} : HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Registers and logs in through the API (`ip` fills X-Forwarded-For when the server trusts a proxy). */
export async function registerLearner(baseUrl: string, ip?: string): Promise<Learner> {
  const email = `mesure-${randomBytes(5).toString('hex')}@exemple.fr`;
  const password = 'PlageDeKribi26';
  const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
  await ok(
    http(baseUrl, '/api/user/create/', {
      method: 'POST',
      headers,
      body: { username: email, email, password, first_name: 'Awa', last_name: 'Ndiaye' },
    }),
    'inscription',
  );
  const login = await ok<{ token: { access: string }; user: { id: number } }>(
    http(baseUrl, '/api/auth-token', { method: 'POST', headers, body: { username: email, password } }),
    'connexion',
  );
  const token = login.token.access;
  return { email, password, id: login.user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** The first free exercise (rank 0) whose questions are all MCQ, with a choice for each question. */
export async function findMcqExercise(baseUrl: string, learner: Learner, skip = 0): Promise<McqExercise> {
  const types = await ok<{ slug: string }[]>(http(baseUrl, '/api/exam-type/'), "types d'examen");
  let seen = 0;
  for (const t of types) {
    const exams = await ok<{ slug: string }[]>(http(baseUrl, `/api/exam/?exam_type=${t.slug}`), 'examens');
    for (const exam of exams) {
      const list = await ok<{ slug: string; locked: boolean }[]>(
        http(baseUrl, `/api/exercice/exam/${exam.slug}/`, { headers: learner.headers }),
        'exercices',
      );
      for (const ex of list.filter((e) => !e.locked)) {
        const qs = await ok<{ slug: string; question_type: string; choices: { slug: string }[] }[]>(
          http(baseUrl, `/api/question/exo/${ex.slug}/`, { headers: learner.headers }),
          'questions',
        );
        if (qs.length < 2 || !qs.every((q) => q.question_type === 'MCQ' && q.choices.length)) continue;
        if (seen++ < skip) continue;
        return {
          examTypeSlug: t.slug,
          examSlug: exam.slug,
          slug: ex.slug,
          questions: qs.map((q) => ({ slug: q.slug, choice: q.choices[0]!.slug })),
        };
      }
    }
  }
  throw new Error('aucun exercice QCM ouvert dans le contenu de démonstration');
}

export async function startAttempt(baseUrl: string, learner: Learner, exercise: string, type = 'exam') {
  const a = await ok<{ slug: string }>(
    http(baseUrl, `/api/exercice-attempt/post/${exercise}/`, {
      method: 'POST',
      headers: learner.headers,
      body: { practice_type: type },
    }),
    'début de tentative',
  );
  return a.slug;
}

export async function answer(
  baseUrl: string,
  learner: Learner,
  attempt: string,
  q: { slug: string; choice: string },
) {
  return http(baseUrl, `/api/answer/post/${attempt}/`, {
    method: 'POST',
    headers: learner.headers,
    body: { question_slug: q.slug, choice: q.choice },
  });
}

export async function completeAttempt(baseUrl: string, learner: Learner, attempt: string) {
  return ok(
    http(baseUrl, `/api/exercice-attempt/${attempt}/`, { method: 'PUT', headers: learner.headers, body: {} }),
    'fin de tentative',
  );
}
