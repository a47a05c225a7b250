/**
 * The API's endpoints by name: method and path (`:name` segments, `*` for the rest of a media
 * path). No zod here: the web imports this table on its first screen. The API registers each
 * route from it (`endpoint(app, name)`), the web calls it (`api.call(name, …)`), the
 * authorisation matrix lists its rules by the same names. The schemas are in `endpoints.ts`.
 */

import { firstScreenRoutes, type RouteDef } from './routes-first-screen';

export type { HttpMethod, RouteDef } from './routes-first-screen';
export { firstScreenRoutes } from './routes-first-screen';

export const routes = {
  ...firstScreenRoutes,
  'adminContent.tree': { method: 'GET', path: '/api/admin/content/' },
  'adminContent.search': { method: 'GET', path: '/api/admin/content/search/' },
  'adminContent.createExamType': { method: 'POST', path: '/api/admin/content/exam-types/' },
  'adminContent.updateExamType': { method: 'PATCH', path: '/api/admin/content/exam-types/:slug/' },
  'adminContent.createExam': { method: 'POST', path: '/api/admin/content/exams/' },
  'adminContent.updateExam': { method: 'PATCH', path: '/api/admin/content/exams/:slug/' },
  'adminContent.createExercise': { method: 'POST', path: '/api/admin/content/exercises/' },
  'adminContent.exercise': { method: 'GET', path: '/api/admin/content/exercises/:slug/' },
  'adminContent.updateExercise': { method: 'PATCH', path: '/api/admin/content/exercises/:slug/' },
  'adminContent.publish': { method: 'POST', path: '/api/admin/content/:kind/:slug/publish/' },
  'adminContent.orderExamType': { method: 'POST', path: '/api/admin/content/exam-types/:slug/order/' },
  'adminContent.orderExercise': { method: 'POST', path: '/api/admin/content/exercises/:slug/order/' },
  'adminContent.createQuestion': { method: 'POST', path: '/api/admin/content/exercises/:slug/questions/' },
  'adminContent.replaceQuestion': { method: 'PUT', path: '/api/admin/content/questions/:slug/' },
  'adminContent.deleteQuestion': { method: 'DELETE', path: '/api/admin/content/questions/:slug/' },
  'adminContent.previewQuestion': { method: 'GET', path: '/api/admin/content/questions/:slug/preview/' },
  'adminContent.uploadResource': { method: 'POST', path: '/api/admin/content/questions/:slug/resources/' },
  'adminContent.updateResource': { method: 'PATCH', path: '/api/admin/content/resources/:id/' },
  'adminContent.deleteResource': { method: 'DELETE', path: '/api/admin/content/resources/:id/' },
  'adminContent.exportPack': { method: 'GET', path: '/api/admin/content/exam-types/:slug/export/' },
  'adminContent.importPack': { method: 'POST', path: '/api/admin/content/import/' },
  'adminAudit.list': { method: 'GET', path: '/api/admin/audit/' },
  'auth.register': { method: 'POST', path: '/api/user/create/' },
  'auth.login': { method: 'POST', path: '/api/auth-token' },
  'auth.logout': { method: 'POST', path: '/api/logout/' },
  'auth.changePassword': { method: 'POST', path: '/api/auth/change-password/' },
  'auth.passwordReset': { method: 'POST', path: '/api/password-reset/' },
  'auth.passwordResetConfirm': { method: 'POST', path: '/api/password-reset-confirm/:uidb64/:token/' },
  'adminBilling.packages': { method: 'GET', path: '/api/admin/packages/' },
  'adminBilling.createPackage': { method: 'POST', path: '/api/admin/packages/' },
  'adminBilling.updatePackage': { method: 'PATCH', path: '/api/admin/packages/:slug/' },
  'adminBilling.promoCodes': { method: 'GET', path: '/api/admin/promo-codes/' },
  'adminBilling.createPromoCode': { method: 'POST', path: '/api/admin/promo-codes/' },
  'adminBilling.updatePromoCode': { method: 'PATCH', path: '/api/admin/promo-codes/:code/' },
  'adminBilling.expirePromoCode': { method: 'POST', path: '/api/admin/promo-codes/:code/expire/' },
  'adminBilling.payments': { method: 'GET', path: '/api/admin/payments/' },
  'adminBilling.payment': { method: 'GET', path: '/api/admin/payments/:reference/' },
  'adminBilling.recheckPayment': { method: 'POST', path: '/api/admin/payments/:reference/recheck/' },
  'adminBilling.revenue': { method: 'GET', path: '/api/admin/revenue/' },
  'billing.packages': { method: 'GET', path: '/api/packages/' },
  'billing.package': { method: 'GET', path: '/api/packages/:slug/' },
  'billing.subscribe': { method: 'POST', path: '/api/subscription/' },
  'billing.payment': { method: 'GET', path: '/api/payments/:reference/' },
  'adminBilling.refunds': { method: 'GET', path: '/api/admin/payments/refunds/' },
  'payments.sandboxPage': { method: 'GET', path: '/api/payments/sandbox/:reference/' },
  'payments.sandboxDecision': { method: 'POST', path: '/api/payments/sandbox/:reference/:decision' },
  'payments.notchpayWebhook': { method: 'POST', path: '/api/payments/webhook/notchpay' },
  'payments.notchpayReturn': { method: 'GET', path: '/api/payments/return/notchpay/:reference' },
  'catalog.examTypes': { method: 'GET', path: '/api/exam-type/' },
  'catalog.exams': { method: 'GET', path: '/api/exam/' },
  'catalog.addFavorite': { method: 'POST', path: '/api/exam/:slug/favorite/' },
  'catalog.removeFavorite': { method: 'DELETE', path: '/api/exam/:slug/favorite/' },
  'catalog.exercises': { method: 'GET', path: '/api/exercice/' },
  'catalog.examExercises': { method: 'GET', path: '/api/exercice/exam/:slug/' },
  'catalog.exercise': { method: 'GET', path: '/api/exercice/:slug/' },
  'catalog.questions': { method: 'GET', path: '/api/question/exo/:slug/' },
  'training.randomQuestion': { method: 'GET', path: '/api/question/aleat/:slug/' },
  'training.checkChoice': { method: 'POST', path: '/api/question/:slug/check/' },
  'correction.recorrect': { method: 'POST', path: '/api/answer/make-new-correction/' },
  'adminLearners.list': { method: 'GET', path: '/api/admin/learners/' },
  'adminLearners.detail': { method: 'GET', path: '/api/admin/learners/:id/' },
  'adminLearners.grant': { method: 'POST', path: '/api/admin/learners/:id/subscriptions/' },
  'adminLearners.extend': {
    method: 'POST',
    path: '/api/admin/learners/:id/subscriptions/:subscriptionId/extend/',
  },
  'adminLearners.end': { method: 'POST', path: '/api/admin/learners/:id/subscriptions/:subscriptionId/end/' },
  'adminLearners.disable': { method: 'POST', path: '/api/admin/learners/:id/disable/' },
  'adminLearners.enable': { method: 'POST', path: '/api/admin/learners/:id/enable/' },
  'adminLearners.delete': { method: 'POST', path: '/api/admin/learners/:id/delete/' },
  'media.file': { method: 'GET', path: '/media/*' },
  'media.answerAudio': { method: 'GET', path: '/api/answer/:slug/audio' },
  metrics: { method: 'GET', path: '/api/metrics' },
  'adminOps.jobs': { method: 'GET', path: '/api/admin/jobs/' },
  'adminOps.retryJob': { method: 'POST', path: '/api/admin/jobs/:id/retry/' },
  'adminOps.newsletterExport': { method: 'GET', path: '/api/admin/newsletter/export.csv' },
  'adminSettings.get': { method: 'GET', path: '/api/admin/settings/' },
  'adminSettings.update': { method: 'PATCH', path: '/api/admin/settings/' },
  'attempts.start': { method: 'POST', path: '/api/exercice-attempt/post/:slug/' },
  'attempts.complete': { method: 'PUT', path: '/api/exercice-attempt/:slug/' },
  'attempts.list': { method: 'GET', path: '/api/exercice-attempt/' },
  'attempts.resultsBare': { method: 'GET', path: '/api/exercice-attempt/:slug' },
  'attempts.results': { method: 'GET', path: '/api/exercice-attempt/:slug/' },
  'attempts.mistakes': { method: 'GET', path: '/api/exercice-attempt/:slug/mistakes/' },
  'answers.submit': { method: 'POST', path: '/api/answer/post/:slug/' },
  'reports.create': { method: 'POST', path: '/api/question/:slug/report/' },
  'adminReports.list': { method: 'GET', path: '/api/admin/reports/' },
  'adminReports.update': { method: 'PATCH', path: '/api/admin/reports/:id/' },
  'reviews.request': { method: 'POST', path: '/api/answer/:slug/review/' },
  'adminReviews.list': { method: 'GET', path: '/api/admin/reviews/' },
  'adminReviews.exportCsv': { method: 'GET', path: '/api/admin/reviews/export.csv' },
  'adminReviews.detail': { method: 'GET', path: '/api/admin/reviews/:id/' },
  'adminReviews.audio': { method: 'GET', path: '/api/admin/reviews/:id/audio' },
  'adminReviews.submit': { method: 'POST', path: '/api/admin/reviews/:id/' },
  'stats.mine': { method: 'GET', path: '/api/user/stat' },
  'users.me': { method: 'GET', path: '/api/user/' },
  'users.updateMe': { method: 'PATCH', path: '/api/user/' },
  health: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/** The `:name` segments of a path, as an object of strings (`*` is named `*`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : P extends `${string}*`
      ? { '*': string }
      : unknown;

/** The params a route's path needs. */
export type RouteParams<N extends RouteName> = PathParams<(typeof routes)[N]['path']>;

/** A route's path with its `:name` segments filled (values URL-encoded). */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].path.replace(/:([A-Za-z]\w*)|\*$/g, (seg: string, key: string | undefined) => {
    const value = params[key ?? '*'];
    if (value === undefined) throw new Error(`paramètre manquant pour ${name} : ${seg}`);
    return key ? encodeURIComponent(String(value)) : String(value);
  });
}
