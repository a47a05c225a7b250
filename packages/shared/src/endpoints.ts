import { z } from 'zod';
import { routes, type RouteName } from './routes';
import {
  adminPackageCreate,
  adminPackageSchema,
  adminPackageUpdate,
  adminPackagesResponse,
  adminPaymentDetail,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminPromoCreate,
  adminPromoSchema,
  adminPromoUpdate,
  adminPromosResponse,
  adminRecheckResponse,
  adminRevenueQuery,
  adminRevenueResponse,
} from './admin-billing';
import {
  adminContentSearchQuery,
  adminContentSearchResponse,
  adminContentTree,
  adminExerciseDetail,
  adminPublishParams,
  adminQuestionPreview,
  adminResourceParams,
  adminSlugParams,
  examInput,
  examTypeInput,
  examTypeUpdate,
  examUpdate,
  exerciseInput,
  exerciseUpdate,
  packImportRequest,
  packImportResponse,
  publishRequest,
  questionInput,
  reorderRequest,
  resourceUpdate,
  resourceUpload,
} from './admin-content';
import {
  adminLearnerDetail,
  adminLearnerListQuery,
  adminLearnerListResponse,
  adminLearnerParams,
  adminSubscriptionParams,
  deleteLearnerRequest,
  deleteLearnerResponse,
  endSubscriptionRequest,
  extendSubscriptionRequest,
  grantSubscriptionRequest,
  learnerStatusRequest,
} from './admin-learners';
import {
  adminJobRetryResponse,
  adminJobsQuery,
  adminJobsResponse,
  adminSettingsResponse,
  adminSettingsUpdate,
} from './admin-ops';
import { adminDetail, auditListQuery, auditListResponse } from './admin';
import {
  changePasswordRequest,
  detailResponse,
  loginRequest,
  loginResponse,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
  registerRequest,
  updateProfileRequest,
  updateProfileResponse,
  userSchema,
} from './auth';
import {
  packageSchema,
  packagesQuery,
  packagesResponse,
  paymentStatusResponse,
  refundsDueResponse,
  subscriptionRequest,
  subscriptionResponse,
} from './billing';
import {
  examListQuery,
  examListResponse,
  examTypeListResponse,
  exerciseListQuery,
  exerciseListResponse,
  exerciseSchema,
  favoriteResponse,
  questionListResponse,
  siteSettingsResponse,
  slugParam,
} from './catalog';
import { makeNewCorrectionRequest, makeNewCorrectionResponse } from './correction';
import { newsletterRequest, newsletterResponse } from './newsletter';
import {
  answerRequest,
  answerResponse,
  attemptListQuery,
  attemptListResponse,
  attemptResultsResponse,
  attemptSchema,
  checkChoiceRequest,
  checkChoiceResponse,
  createAttemptRequest,
  mistakesResponse,
  statsResponse,
  trainingQuestionQuery,
  trainingQuestionResponse,
} from './practice';
import {
  adminReportUpdate,
  adminReportUpdateResponse,
  adminReportsQuery,
  adminReportsResponse,
  reportRequest,
  reportResponse,
} from './reports';
import {
  adminReviewDetail,
  adminReviewSubmit,
  adminReviewSubmitResponse,
  adminReviewsQuery,
  adminReviewsResponse,
  reviewRequest,
  reviewRequestResponse,
} from './reviews';

/**
 * The endpoint table with its contract: for each route of `routes.ts`, the zod schemas of its
 * path params, query, body and success answer where the contract has them. The API validates
 * with the same schemas; the web infers its request and answer types from here (types only:
 * zod stays out of the web's first screen).
 */
const slug = z.object({ slug: slugParam });

interface EndpointDef {
  readonly method: string;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

export const endpoints = {
  'adminContent.tree': { ...routes['adminContent.tree'], response: adminContentTree },
  'adminContent.search': {
    ...routes['adminContent.search'],
    query: adminContentSearchQuery,
    response: adminContentSearchResponse,
  },
  'adminContent.createExamType': {
    ...routes['adminContent.createExamType'],
    body: examTypeInput,
    response: adminDetail,
  },
  'adminContent.updateExamType': {
    ...routes['adminContent.updateExamType'],
    params: adminSlugParams,
    body: examTypeUpdate,
    response: adminDetail,
  },
  'adminContent.createExam': { ...routes['adminContent.createExam'], body: examInput, response: adminDetail },
  'adminContent.updateExam': {
    ...routes['adminContent.updateExam'],
    params: adminSlugParams,
    body: examUpdate,
    response: adminDetail,
  },
  'adminContent.createExercise': {
    ...routes['adminContent.createExercise'],
    body: exerciseInput,
    response: adminDetail,
  },
  'adminContent.exercise': {
    ...routes['adminContent.exercise'],
    params: adminSlugParams,
    response: adminExerciseDetail,
  },
  'adminContent.updateExercise': {
    ...routes['adminContent.updateExercise'],
    params: adminSlugParams,
    body: exerciseUpdate,
    response: adminDetail,
  },
  'adminContent.publish': {
    ...routes['adminContent.publish'],
    params: adminPublishParams,
    body: publishRequest,
    response: adminDetail,
  },
  'adminContent.orderExamType': {
    ...routes['adminContent.orderExamType'],
    params: adminSlugParams,
    body: reorderRequest,
    response: adminDetail,
  },
  'adminContent.orderExercise': {
    ...routes['adminContent.orderExercise'],
    params: adminSlugParams,
    body: reorderRequest,
    response: adminDetail,
  },
  'adminContent.createQuestion': {
    ...routes['adminContent.createQuestion'],
    params: adminSlugParams,
    body: questionInput,
  },
  'adminContent.replaceQuestion': {
    ...routes['adminContent.replaceQuestion'],
    params: adminSlugParams,
    body: questionInput,
  },
  'adminContent.deleteQuestion': {
    ...routes['adminContent.deleteQuestion'],
    params: adminSlugParams,
    response: adminDetail,
  },
  'adminContent.previewQuestion': {
    ...routes['adminContent.previewQuestion'],
    params: adminSlugParams,
    response: adminQuestionPreview,
  },
  'adminContent.uploadResource': {
    ...routes['adminContent.uploadResource'],
    params: adminSlugParams,
    body: resourceUpload,
  },
  'adminContent.updateResource': {
    ...routes['adminContent.updateResource'],
    params: adminResourceParams,
    body: resourceUpdate,
    response: adminDetail,
  },
  'adminContent.deleteResource': {
    ...routes['adminContent.deleteResource'],
    params: adminResourceParams,
    response: adminDetail,
  },
  'adminContent.exportPack': { ...routes['adminContent.exportPack'], params: adminSlugParams },
  'adminContent.importPack': {
    ...routes['adminContent.importPack'],
    body: packImportRequest,
    response: packImportResponse,
  },
  'adminAudit.list': { ...routes['adminAudit.list'], query: auditListQuery, response: auditListResponse },
  'auth.register': { ...routes['auth.register'], body: registerRequest, response: userSchema },
  'auth.login': { ...routes['auth.login'], body: loginRequest, response: loginResponse },
  'auth.refresh': { ...routes['auth.refresh'], body: refreshRequest, response: refreshResponse },
  'auth.logout': { ...routes['auth.logout'], body: refreshRequest, response: detailResponse },
  // The API's body also takes the caller's refresh token (kept signed in); the contract's part here.
  'auth.changePassword': {
    ...routes['auth.changePassword'],
    body: changePasswordRequest,
    response: detailResponse,
  },
  'auth.passwordReset': {
    ...routes['auth.passwordReset'],
    body: passwordResetRequest,
    response: detailResponse,
  },
  'auth.passwordResetConfirm': {
    ...routes['auth.passwordResetConfirm'],
    body: passwordResetConfirmRequest,
    response: detailResponse,
  },
  'adminBilling.packages': { ...routes['adminBilling.packages'], response: adminPackagesResponse },
  'adminBilling.createPackage': {
    ...routes['adminBilling.createPackage'],
    body: adminPackageCreate,
    response: adminPackageSchema,
  },
  'adminBilling.updatePackage': {
    ...routes['adminBilling.updatePackage'],
    body: adminPackageUpdate,
    response: adminPackageSchema,
  },
  'adminBilling.promoCodes': { ...routes['adminBilling.promoCodes'], response: adminPromosResponse },
  'adminBilling.createPromoCode': {
    ...routes['adminBilling.createPromoCode'],
    body: adminPromoCreate,
    response: adminPromoSchema,
  },
  'adminBilling.updatePromoCode': {
    ...routes['adminBilling.updatePromoCode'],
    body: adminPromoUpdate,
    response: adminPromoSchema,
  },
  'adminBilling.expirePromoCode': { ...routes['adminBilling.expirePromoCode'], response: adminPromoSchema },
  'adminBilling.payments': {
    ...routes['adminBilling.payments'],
    query: adminPaymentsQuery,
    response: adminPaymentsResponse,
  },
  'adminBilling.payment': { ...routes['adminBilling.payment'], response: adminPaymentDetail },
  'adminBilling.recheckPayment': { ...routes['adminBilling.recheckPayment'], response: adminRecheckResponse },
  'adminBilling.revenue': {
    ...routes['adminBilling.revenue'],
    query: adminRevenueQuery,
    response: adminRevenueResponse,
  },
  'billing.packages': { ...routes['billing.packages'], query: packagesQuery, response: packagesResponse },
  'billing.package': { ...routes['billing.package'], query: packagesQuery, response: packageSchema },
  'billing.subscribe': {
    ...routes['billing.subscribe'],
    body: subscriptionRequest,
    response: subscriptionResponse,
  },
  'billing.payment': { ...routes['billing.payment'], response: paymentStatusResponse },
  'adminBilling.refunds': { ...routes['adminBilling.refunds'], response: refundsDueResponse },
  'payments.sandboxPage': routes['payments.sandboxPage'],
  'payments.sandboxDecision': routes['payments.sandboxDecision'],
  'payments.notchpayWebhook': routes['payments.notchpayWebhook'],
  'payments.notchpayReturn': routes['payments.notchpayReturn'],
  'site.settings': { ...routes['site.settings'], response: siteSettingsResponse },
  'catalog.examTypes': { ...routes['catalog.examTypes'], response: examTypeListResponse },
  'catalog.exams': { ...routes['catalog.exams'], query: examListQuery, response: examListResponse },
  'catalog.addFavorite': { ...routes['catalog.addFavorite'], params: slug, response: favoriteResponse },
  'catalog.removeFavorite': { ...routes['catalog.removeFavorite'], params: slug, response: favoriteResponse },
  'catalog.exercises': {
    ...routes['catalog.exercises'],
    query: exerciseListQuery,
    response: exerciseListResponse,
  },
  'catalog.examExercises': {
    ...routes['catalog.examExercises'],
    params: slug,
    response: exerciseListResponse,
  },
  'catalog.exercise': { ...routes['catalog.exercise'], params: slug, response: exerciseSchema },
  'catalog.questions': { ...routes['catalog.questions'], params: slug, response: questionListResponse },
  'training.randomQuestion': {
    ...routes['training.randomQuestion'],
    params: slug,
    query: trainingQuestionQuery,
    response: trainingQuestionResponse,
  },
  'training.checkChoice': {
    ...routes['training.checkChoice'],
    params: slug,
    body: checkChoiceRequest,
    response: checkChoiceResponse,
  },
  'correction.recorrect': {
    ...routes['correction.recorrect'],
    body: makeNewCorrectionRequest,
    response: makeNewCorrectionResponse,
  },
  'adminLearners.list': {
    ...routes['adminLearners.list'],
    query: adminLearnerListQuery,
    response: adminLearnerListResponse,
  },
  'adminLearners.detail': {
    ...routes['adminLearners.detail'],
    params: adminLearnerParams,
    response: adminLearnerDetail,
  },
  'adminLearners.grant': {
    ...routes['adminLearners.grant'],
    params: adminLearnerParams,
    body: grantSubscriptionRequest,
    response: adminDetail,
  },
  'adminLearners.extend': {
    ...routes['adminLearners.extend'],
    params: adminSubscriptionParams,
    body: extendSubscriptionRequest,
    response: adminDetail,
  },
  'adminLearners.end': {
    ...routes['adminLearners.end'],
    params: adminSubscriptionParams,
    body: endSubscriptionRequest,
    response: adminDetail,
  },
  'adminLearners.disable': {
    ...routes['adminLearners.disable'],
    params: adminLearnerParams,
    body: learnerStatusRequest,
    response: adminDetail,
  },
  'adminLearners.enable': {
    ...routes['adminLearners.enable'],
    params: adminLearnerParams,
    body: learnerStatusRequest,
    response: adminDetail,
  },
  'adminLearners.delete': {
    ...routes['adminLearners.delete'],
    params: adminLearnerParams,
    body: deleteLearnerRequest,
    response: deleteLearnerResponse,
  },
  'media.file': routes['media.file'],
  'media.answerAudio': routes['media.answerAudio'],
  metrics: routes['metrics'],
  'newsletter.subscribe': {
    ...routes['newsletter.subscribe'],
    body: newsletterRequest,
    response: newsletterResponse,
  },
  'adminOps.jobs': { ...routes['adminOps.jobs'], query: adminJobsQuery, response: adminJobsResponse },
  'adminOps.retryJob': { ...routes['adminOps.retryJob'], response: adminJobRetryResponse },
  'adminOps.newsletterExport': routes['adminOps.newsletterExport'],
  'adminSettings.get': { ...routes['adminSettings.get'], response: adminSettingsResponse },
  'adminSettings.update': {
    ...routes['adminSettings.update'],
    body: adminSettingsUpdate,
    response: adminSettingsResponse,
  },
  'attempts.start': {
    ...routes['attempts.start'],
    params: slug,
    body: createAttemptRequest,
    response: attemptSchema,
  },
  'attempts.complete': { ...routes['attempts.complete'], params: slug, response: attemptSchema },
  'attempts.list': { ...routes['attempts.list'], query: attemptListQuery, response: attemptListResponse },
  'attempts.resultsBare': {
    ...routes['attempts.resultsBare'],
    params: slug,
    response: attemptResultsResponse,
  },
  'attempts.results': { ...routes['attempts.results'], params: slug, response: attemptResultsResponse },
  'attempts.mistakes': { ...routes['attempts.mistakes'], params: slug, response: mistakesResponse },
  'answers.submit': {
    ...routes['answers.submit'],
    params: slug,
    body: answerRequest,
    response: answerResponse,
  },
  'reports.create': { ...routes['reports.create'], body: reportRequest, response: reportResponse },
  'adminReports.list': {
    ...routes['adminReports.list'],
    query: adminReportsQuery,
    response: adminReportsResponse,
  },
  'adminReports.update': {
    ...routes['adminReports.update'],
    body: adminReportUpdate,
    response: adminReportUpdateResponse,
  },
  'reviews.request': { ...routes['reviews.request'], body: reviewRequest, response: reviewRequestResponse },
  'adminReviews.list': {
    ...routes['adminReviews.list'],
    query: adminReviewsQuery,
    response: adminReviewsResponse,
  },
  'adminReviews.exportCsv': routes['adminReviews.exportCsv'],
  'adminReviews.detail': { ...routes['adminReviews.detail'], response: adminReviewDetail },
  'adminReviews.audio': routes['adminReviews.audio'],
  'adminReviews.submit': {
    ...routes['adminReviews.submit'],
    body: adminReviewSubmit,
    response: adminReviewSubmitResponse,
  },
  'stats.mine': { ...routes['stats.mine'], response: statsResponse },
  'users.me': { ...routes['users.me'], response: userSchema },
  'users.updateMe': {
    ...routes['users.updateMe'],
    body: updateProfileRequest,
    response: updateProfileResponse,
  },
  health: routes['health'],
} as const satisfies Record<RouteName, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
type Schema<N extends EndpointName, K extends string> = Endpoints[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : never;
/** What the endpoint's body accepts (before defaults). */
export type EndpointBody<N extends EndpointName> = [Schema<N, 'body'>] extends [never]
  ? unknown
  : z.input<Schema<N, 'body'>>;
/** The endpoint's query (before coercion: strings and numbers). */
export type EndpointQuery<N extends EndpointName> = [Schema<N, 'query'>] extends [never]
  ? Record<string, string | number | undefined | null>
  : z.input<Schema<N, 'query'>>;
/** The endpoint's success answer. */
export type EndpointResponse<N extends EndpointName> = [Schema<N, 'response'>] extends [never]
  ? unknown
  : z.output<Schema<N, 'response'>>;

export { routes };
