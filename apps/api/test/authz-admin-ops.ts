import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { answerReviews, answers, jobs, promoCodes, questionReports } from '../src/db/schema';
import type { MatrixName } from './kit/openapi';

/**
 * Rows of the authorisation matrix for reports, reviews, billing and operations: learners
 * report and ask for reviews; everything under /api/admin/ is for administrators
 * (the review queue also for reviewers, tested in reviews.test.ts).
 */
type Expect = [number | number[], number | number[], number | number[], number | number[]];
interface Row {
  params?: Record<string, string>;
  query?: string;
  body?: () => unknown;
  expect: Expect;
}

const ADMIN: Expect = [401, 403, 403, 200];
const ADMIN_CREATES: Expect = [401, 403, 403, 201];
const adminIds = { report: '', review: '', job: '' };
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A report, a review request and a failed job to act on (the owner's answer of the matrix). */
export async function prepareAdminOps(app: FastifyInstance, ownerId: number, answerSlug: string) {
  const [answer] = await app.ctx.db.select().from(answers).where(eq(answers.slug, answerSlug));
  const [report] = await app.ctx.db
    .insert(questionReports)
    .values({ questionId: answer!.questionId, userId: ownerId, category: 'other', context: 'results' })
    .returning();
  const [review] = await app.ctx.db
    .insert(answerReviews)
    .values({ answerId: answer!.id, userId: ownerId })
    .returning();
  const [job] = await app.ctx.db
    .insert(jobs)
    .values({ queue: 'matrice', payload: {}, state: 'failed', attempts: 5, lastError: 'panne' })
    .returning();
  adminIds.report = String(report!.id);
  adminIds.review = String(review!.id);
  adminIds.job = String(job!.id);
  // A promo code the matrix may expire.
  await app.ctx.db.insert(promoCodes).values({ code: 'MATRICE10', percentage: 10 });
}

/** The names of this part of the matrix. */
type AdminOpsName = Extract<
  MatrixName,
  | `adminReports.${string}`
  | `adminReviews.${string}`
  | `adminBilling.${string}`
  | `adminOps.${string}`
  | `adminSettings.${string}`
  | 'reports.create'
  | 'reviews.request'
>;

export function adminOpsRows(ids: {
  answer: string;
  reference: string;
}): Record<Exclude<AdminOpsName, 'adminBilling.refunds'>, Row> {
  return {
    // Any signed-in learner may report a question; the answer says nothing about it.
    'reports.create': {
      params: { slug: 'essai-ce-1-q1' },
      body: () => ({ category: 'other', comment: 'Matrice.' }),
      expect: [401, 201, 201, 201],
    },
    // A review of one's own answer (this one is multiple choice: 400); another's answer: 404.
    'reviews.request': {
      params: { slug: ids.answer },
      body: () => ({}),
      expect: [401, 400, 404, 404],
    },
    'adminReports.list': { expect: ADMIN },
    'adminReports.update': {
      params: { id: adminIds.report },
      body: () => ({ status: 'resolved' }),
      expect: ADMIN,
    },
    'adminReviews.list': { expect: ADMIN },
    'adminReviews.exportCsv': { expect: ADMIN },
    'adminReviews.detail': { params: { id: adminIds.review }, expect: ADMIN },
    'adminReviews.audio': { params: { id: adminIds.review }, expect: ADMIN },
    'adminReviews.submit': {
      params: { id: adminIds.review },
      body: () => ({ note_20: 12, comments: 'Matrice.' }),
      expect: ADMIN,
    },
    'adminBilling.packages': { expect: ADMIN },
    'adminBilling.createPackage': {
      body: () => ({
        slug: `matrice-${unique()}`,
        name: 'Matrice',
        exam_type: 'tcf-essai',
        period: 1,
        price: 5000,
      }),
      expect: ADMIN_CREATES,
    },
    'adminBilling.updatePackage': {
      params: { slug: 'tcf-essai-1-mois' },
      body: () => ({ price: 15000 }),
      expect: ADMIN,
    },
    'adminBilling.promoCodes': { expect: ADMIN },
    'adminBilling.createPromoCode': {
      body: () => ({ code: `M${unique()}`.toUpperCase(), percentage: 5 }),
      expect: ADMIN_CREATES,
    },
    'adminBilling.updatePromoCode': {
      params: { code: 'MATRICE10' },
      body: () => ({ percentage: 10 }),
      expect: ADMIN,
    },
    'adminBilling.expirePromoCode': { params: { code: 'MATRICE10' }, expect: ADMIN },
    'adminBilling.payments': { expect: ADMIN },
    'adminBilling.payment': { params: { reference: ids.reference }, expect: ADMIN },
    'adminBilling.recheckPayment': { params: { reference: ids.reference }, expect: ADMIN },
    'adminBilling.revenue': { expect: ADMIN },
    'adminOps.jobs': { expect: ADMIN },
    'adminOps.retryJob': { params: { id: adminIds.job }, expect: ADMIN },
    'adminOps.newsletterExport': { expect: ADMIN },
    'adminSettings.get': { expect: ADMIN },
    'adminSettings.update': { body: () => ({ site_students: 1200 }), expect: ADMIN },
  };
}
