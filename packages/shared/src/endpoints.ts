import type { z } from 'zod';
import { routes, type RouteName } from './routes';
import { adminBillingEndpoints } from './endpoints/admin-billing';
import { adminContentEndpoints } from './endpoints/admin-content';
import { adminLearnersEndpoints } from './endpoints/admin-learners';
import { adminOpsEndpoints } from './endpoints/admin-ops';
import { authEndpoints } from './endpoints/auth';
import { billingEndpoints } from './endpoints/billing';
import { catalogEndpoints } from './endpoints/catalog';
import type { EndpointDef } from './endpoints/common';
import { practiceEndpoints } from './endpoints/practice';
import { resultsEndpoints } from './endpoints/results';
import { siteEndpoints } from './endpoints/site';

/**
 * The endpoint table with its contract: for each route of `routes.ts`, the zod schemas of its
 * path params, query, body and success answer where the contract has them, written per domain in
 * `endpoints/`. The API validates with the same schemas; the web infers its request and answer
 * types from here (types only: zod stays out of the web's first screen). The table does not
 * compile while a route has no entry. Assembled in a call marked pure: a bundle that imports the
 * package without using the table (the web) leaves it out, schemas included.
 */
export const endpoints = /* @__PURE__ */ (() =>
  ({
    ...authEndpoints,
    ...siteEndpoints,
    ...catalogEndpoints,
    ...practiceEndpoints,
    ...resultsEndpoints,
    ...billingEndpoints,
    ...adminContentEndpoints,
    ...adminLearnersEndpoints,
    ...adminBillingEndpoints,
    ...adminOpsEndpoints,
  }) as const satisfies Record<RouteName, EndpointDef>)();

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
