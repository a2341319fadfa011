import type { ApiRoutes, RouteName } from '@mhp/contract/api-routes';
import type { HttpMethod, RequestOf, ResponseOf } from '@mhp/contract/route';
import { httpClient } from './http-client';
import type { HttpRequest } from './http-client';

/**
 * One call of the contract's route table as the web app knows it: its method and path,
 * written out as spec section 7 writes them (importing the contract's route objects would
 * bring zod into every page chunk). `endpoint` finds the route with that method and path in
 * the table's types, so a path the contract does not have fails `tsc`, and the route's name
 * rides along as a type only.
 */
export interface Endpoint<N extends RouteName> {
  readonly method: ApiRoutes[N]['method'];
  readonly path: ApiRoutes[N]['path'];
  /** Type only: the route's name in the table. */
  readonly route?: N;
}

/** The name of the route with this method and path. */
export type RouteAt<M extends HttpMethod, P extends string> = {
  [K in RouteName]: ApiRoutes[K]['method'] extends M
    ? ApiRoutes[K]['path'] extends P
      ? K
      : never
    : never;
}[RouteName];

type PathOf<M extends HttpMethod> = Extract<ApiRoutes[RouteName], { method: M }>['path'];

export function endpoint<M extends HttpMethod, P extends PathOf<M>>(
  method: M,
  path: P,
): Endpoint<RouteAt<M, P>> {
  return { method, path } as Endpoint<RouteAt<M, P>>;
}

type RequestParts<N extends RouteName> = RequestOf<ApiRoutes[N]>;

/**
 * The parts of a request the route declares (params, query, body), typed by its schemas; a
 * part the schema lets be undefined (an optional body) may be left out.
 */
export type CallParts<N extends RouteName> = {
  [
    K in keyof RequestParts<N> as RequestParts<N>[K] extends undefined
      ? never
      : undefined extends RequestParts<N>[K]
        ? never
        : K
  ]: RequestParts<N>[K];
} & {
  [
    K in keyof RequestParts<N> as RequestParts<N>[K] extends undefined
      ? never
      : undefined extends RequestParts<N>[K]
        ? K
        : never
  ]?: RequestParts<N>[K];
};

/** A route with nothing required takes no parts; otherwise they are the second argument. */
export type CallArgs<N extends RouteName> =
  object extends CallParts<N> ? [parts?: CallParts<N>] : [parts: CallParts<N>];

export type ResponseOfRoute<N extends RouteName> = ResponseOf<ApiRoutes[N]>;

/**
 * Sends one call through the shared http client (Bearer token, single-flight refresh) and
 * resolves with the route's success body. Rejects with an HttpError like the client.
 */
export function callApi<N extends RouteName>(
  route: Endpoint<N>,
  ...args: [...CallArgs<N>, signal?: AbortSignal]
): Promise<ResponseOfRoute<N>> {
  const [parts, signal] = args as unknown as [
    Partial<HttpRequest> | undefined,
    AbortSignal | undefined,
  ];
  return httpClient.request<ResponseOfRoute<N>>({
    method: route.method,
    path: route.path,
    ...parts,
    signal,
  });
}
