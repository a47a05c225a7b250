import { routes, type RouteName } from '../routes';
import { adminDetail } from '../admin';
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
} from '../admin-learners';
import type { EndpointDef } from './common';

/** The back office's learners: their accounts and the access they are given. */
export const adminLearnersEndpoints = {
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
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
