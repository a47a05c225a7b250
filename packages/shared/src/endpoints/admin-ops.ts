import { routes, type RouteName } from '../routes';
import { auditListQuery, auditListResponse } from '../admin';
import {
  adminJobRetryResponse,
  adminJobsQuery,
  adminJobsResponse,
  adminSettingsResponse,
  adminSettingsUpdate,
} from '../admin-ops';
import {
  adminReportUpdate,
  adminReportUpdateResponse,
  adminReportsQuery,
  adminReportsResponse,
} from '../reports';
import {
  adminReviewDetail,
  adminReviewSubmit,
  adminReviewSubmitResponse,
  adminReviewsQuery,
  adminReviewsResponse,
} from '../reviews';
import type { EndpointDef } from './common';

/** The rest of the back office: the audit log, background jobs, settings, reports and reviews. */
export const adminOpsEndpoints = {
  'adminAudit.list': { ...routes['adminAudit.list'], query: auditListQuery, response: auditListResponse },
  'adminOps.jobs': { ...routes['adminOps.jobs'], query: adminJobsQuery, response: adminJobsResponse },
  'adminOps.retryJob': { ...routes['adminOps.retryJob'], response: adminJobRetryResponse },
  'adminOps.newsletterExport': routes['adminOps.newsletterExport'],
  'adminSettings.get': { ...routes['adminSettings.get'], response: adminSettingsResponse },
  'adminSettings.update': {
    ...routes['adminSettings.update'],
    body: adminSettingsUpdate,
    response: adminSettingsResponse,
  },
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
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
