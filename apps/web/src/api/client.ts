import type { EndpointBody, EndpointQuery, EndpointResponse } from '@prepa/shared';
import { pathOf, routes, type RouteName, type RouteParams } from '@prepa/shared/routes';
import { API_BASE, apiRequest, type RequestOptions } from '../lib/api-client';

/**
 * The web's typed calls to the API, by the names of the endpoint table: method and path come
 * from `@prepa/shared/routes` (no zod), body, query and answer types from the contract
 * (type-only import). Token, refresh and errors are those of `lib/api-client`.
 */
export type ParamsArg<N extends RouteName> =
  RouteParams<N> extends Record<string, unknown> ? { params: RouteParams<N> } : { params?: undefined };

export type CallArgs<N extends RouteName> = ParamsArg<N> & {
  body?: EndpointBody<N> | FormData;
  query?: EndpointQuery<N>;
} & Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** The names whose path has no params: their arguments are optional. */
type Optional<N extends RouteName> = N extends RouteName
  ? RouteParams<N> extends Record<string, unknown>
    ? never
    : N
  : never;

function call<N extends Optional<RouteName>>(name: N, args?: CallArgs<N>): Promise<EndpointResponse<N>>;
function call<N extends RouteName>(name: N, args: CallArgs<N>): Promise<EndpointResponse<N>>;
function call<N extends RouteName>(name: N, args?: CallArgs<N>): Promise<EndpointResponse<N>> {
  const { params, body, query, ...options } = (args ?? {}) as CallArgs<N> & {
    params?: Record<string, string | number>;
  };
  const path = pathOf(name, params).slice(API_BASE.length);
  return apiRequest<EndpointResponse<N>>(path, {
    ...options,
    method: routes[name].method,
    body,
    query: query as RequestOptions['query'],
  });
}

export const api = { call };
