import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { writeTar } from '../src/lib/tar';
import { ADMIN, ex, type Caller, type Row } from './authz-rows';
import type { MatrixName } from './kit/openapi';
import { FIXTURE_PACK } from './kit/practice-fixture';

/** Rows of the authorisation matrix for the back office's content editor: administrators only. */
type AdminContentName = Extract<MatrixName, `adminContent.${string}`>;

const ids = { res1: '', res2: '' };
const order = { questions: [] as string[] };
const png = () =>
  `data:image/png;base64,${readFileSync(path.join(FIXTURE_PACK, 'media/images/affiche.png')).toString('base64')}`;
const mcq = {
  type: 'MCQ',
  level: 'A2',
  text: 'Question ?',
  choices: [{ text: 'Oui', correct: true }, { text: 'Non' }],
};
const content = (p: string) => `/api/admin/content${p}`;

/** Content the rows act on: a draft exercise with two questions and two images, an exam type to order. */
export async function prepareAdminContent(app: FastifyInstance, adminHeaders: Caller['headers']) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: content(url), headers: adminHeaders, payload });
  await post('/exercises/', {
    exam: 'essai-comprehension-orale',
    slug: 'matrice-co-serie-1',
    title: 'Matrice — Série 1',
  });
  await post('/exercises/matrice-co-serie-1/questions/', mcq);
  await post('/exercises/matrice-co-serie-1/questions/', mcq);
  ids.res1 = String(
    (await post('/questions/matrice-co-serie-1-q1/resources/', { kind: 'image', data: png() })).json().id,
  );
  ids.res2 = String(
    (await post('/questions/matrice-co-serie-1-q1/resources/', { kind: 'image', data: png() })).json().id,
  );
  await post('/exam-types/', { slug: 'matrice-ordre', name: 'Ordre' });
  await post('/exams/', {
    exam_type: 'matrice-ordre',
    slug: 'matrice-ordre-examen',
    name: 'Ordre',
    skill: 'READING',
  });
  order.questions = (await app.inject({ url: content(`/exercises/${ex.slug}/`), headers: adminHeaders }))
    .json()
    .questions.map((q: { slug: string }) => q.slug);
}

export function adminContentRows(): Record<AdminContentName, Row> {
  return {
    'adminContent.tree': { expect: ADMIN },
    'adminContent.search': { query: 'q=essai', expect: ADMIN },
    'adminContent.createExamType': {
      body: () => ({ slug: 'matrice-type', name: 'Matrice' }),
      expect: [401, 403, 403, 201],
    },
    'adminContent.updateExamType': {
      params: { slug: 'tcf-essai' },
      body: () => ({ description: 'Type d’examen de test.' }),
      expect: ADMIN,
    },
    'adminContent.createExam': {
      body: () => ({ exam_type: 'tcf-essai', slug: 'matrice-examen', name: 'Matrice', skill: 'READING' }),
      expect: [401, 403, 403, 201],
    },
    'adminContent.updateExam': {
      params: { slug: 'essai-comprehension-ecrite' },
      body: () => ({ difficulty: 2 }),
      expect: ADMIN,
    },
    'adminContent.createExercise': {
      body: () => ({
        exam: 'essai-comprehension-ecrite',
        slug: 'matrice-ce-serie-7',
        title: 'Matrice — Série 7',
      }),
      expect: [401, 403, 403, 201],
    },
    'adminContent.exercise': { params: ex, expect: ADMIN },
    'adminContent.updateExercise': {
      params: { slug: 'matrice-co-serie-1' },
      body: () => ({ instructions: 'Écoutez.' }),
      expect: ADMIN,
    },
    'adminContent.publish': {
      params: { kind: 'exercises', slug: 'essai-ce-serie-1' },
      body: () => ({ published: true }),
      expect: ADMIN,
    },
    'adminContent.orderExamType': {
      params: { slug: 'matrice-ordre' },
      body: () => ({ slugs: ['matrice-ordre-examen'] }),
      expect: ADMIN,
    },
    'adminContent.orderExercise': {
      params: ex,
      body: () => ({ slugs: order.questions }),
      expect: ADMIN,
    },
    'adminContent.createQuestion': {
      params: { slug: 'matrice-co-serie-1' },
      body: () => mcq,
      expect: [401, 403, 403, 201],
    },
    'adminContent.replaceQuestion': {
      params: { slug: 'matrice-co-serie-1-q1' },
      body: () => mcq,
      expect: ADMIN,
    },
    'adminContent.deleteQuestion': { params: { slug: 'matrice-co-serie-1-q2' }, expect: ADMIN },
    'adminContent.previewQuestion': {
      params: { slug: 'matrice-co-serie-1-q1' },
      expect: ADMIN,
    },
    'adminContent.uploadResource': {
      params: { slug: 'matrice-co-serie-1-q1' },
      body: () => ({ kind: 'image', data: png() }),
      expect: [401, 403, 403, 201],
    },
    'adminContent.updateResource': {
      params: { id: ids.res1 },
      body: () => ({ title: 'Affiche' }),
      expect: ADMIN,
    },
    'adminContent.deleteResource': { params: { id: ids.res2 }, expect: ADMIN },
    'adminContent.exportPack': { params: { slug: 'tcf-essai' }, expect: ADMIN },
    'adminContent.importPack': {
      body: () => ({
        archive: writeTar([{ name: 'pack.json', data: Buffer.from('{"examTypes": []}') }]).toString('base64'),
      }),
      expect: ADMIN,
    },
  };
}
