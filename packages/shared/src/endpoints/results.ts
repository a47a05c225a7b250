import { routes, type RouteName } from '../routes';
import {
  attemptListQuery,
  attemptListResponse,
  attemptResultsResponse,
  mistakesResponse,
  statsResponse,
} from '../practice';
import { slug, type EndpointDef } from './common';

/** The learner's history: past attempts, their results and mistakes, and the statistics. */
export const resultsEndpoints = {
  'attempts.list': { ...routes['attempts.list'], query: attemptListQuery, response: attemptListResponse },
  'attempts.resultsBare': {
    ...routes['attempts.resultsBare'],
    params: slug,
    response: attemptResultsResponse,
  },
  'attempts.results': { ...routes['attempts.results'], params: slug, response: attemptResultsResponse },
  'attempts.mistakes': { ...routes['attempts.mistakes'], params: slug, response: mistakesResponse },
  'stats.mine': { ...routes['stats.mine'], response: statsResponse },
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
