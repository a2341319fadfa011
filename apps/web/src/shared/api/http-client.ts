import type { ErrorBody } from '@mhp/contract/errors';
import { buildPath } from '@mhp/contract/route';
import type { HttpMethod, RequestOf, RouteDef } from '@mhp/contract/route';
import { storage } from '../lib/storage';

/** One call as the client sends it; `path` may hold `{name}` placeholders filled from `params`. */
export interface HttpRequest {
  method: HttpMethod;
  path: string;
  params?: Record<string, string | number>;
  /** Undefined and null values are left out; arrays repeat the name. */
  query?: Readonly<Record<string, unknown>>;
  /** Sent as JSON, except FormData, Blob and URLSearchParams, which fetch encodes itself. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * What every failed call yields (spec section 8 passes the status and the server's body on).
 */
export interface ApiError {
  /** The HTTP status; 0 when the server could not be reached. */
  status: number;
  /**
   * The server's error body. When there was no answer, or the answer is not an error body
   * (a proxy's HTML page, say), one is made up here, so `body.message` can always be shown.
   */
  body: ErrorBody;
  /** The answer's parsed JSON exactly as sent, whatever its shape; undefined if there was none. */
  data?: unknown;
}

export class HttpError extends Error implements ApiError {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: ErrorBody;
  readonly data: unknown;

  constructor(status: number, body: ErrorBody, options?: { data?: unknown; cause?: unknown }) {
    super(body.message, { cause: options?.cause });
    this.status = status;
    this.body = body;
    this.data = options?.data;
  }

  /** A plain-object copy, for places that must stay serialisable (the Redux state). */
  toJSON(): ApiError {
    return { status: this.status, body: this.body, data: this.data };
  }
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.status === 'number' && isErrorBody(candidate.body);
}

/** The message to show for any error an API call produced. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message;
  return 'Something went wrong. Please try again.';
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ErrorBody>;
  return (
    typeof candidate.statusCode === 'number' &&
    typeof candidate.error === 'string' &&
    typeof candidate.message === 'string'
  );
}

type RequestParts<R extends RouteDef> = {
  [K in keyof RequestOf<R> as RequestOf<R>[K] extends undefined ? never : K]: RequestOf<R>[K];
};

/**
 * The request for one route of the contract, with params, query and body typed from its
 * schemas (a route without any of them needs no second argument).
 */
export function routeRequest<R extends RouteDef>(
  route: Pick<R, 'method' | 'path'>,
  ...[parts]: object extends RequestParts<R> ? [parts?: RequestParts<R>] : [parts: RequestParts<R>]
): HttpRequest {
  return { method: route.method, path: route.path, ...(parts as Partial<HttpRequest>) };
}

export interface HttpClientOptions {
  /** Prepended to every path; empty for same-origin calls through `/api`. */
  baseUrl?: string;
  getAccessToken?: () => string | null;
  fetch?: typeof fetch;
}

export interface HttpClient {
  /** Resolves with the parsed JSON body (undefined when empty); rejects with an HttpError. */
  request<T>(request: HttpRequest): Promise<T>;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const getAccessToken = options.getAccessToken ?? (() => storage.get('access'));
  // Looked up on each call so a stubbed or polyfilled global fetch is picked up.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** One attempt; reads the token each time so a retry goes out with a fresh one. */
  async function send(request: HttpRequest): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (request.body !== undefined) {
      if (isEncodedByFetch(request.body)) {
        body = request.body;
      } else {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(request.body);
      }
    }

    const url = baseUrl + buildPath(request.path, request.params) + queryString(request.query);
    try {
      return await doFetch(url, { method: request.method, headers, body, signal: request.signal });
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw new HttpError(
        0,
        {
          statusCode: 0,
          error: 'network_error',
          message: 'Could not reach the server. Check your connection and try again.',
        },
        { cause },
      );
    }
  }

  return {
    async request<T>(request: HttpRequest): Promise<T> {
      const response = await send(request);
      // Seam for the token refresh (spec section 8), the one place every call passes through:
      // on a 401 with a stored `refresh` token, await ONE shared in-flight refresh
      // (POST /api/users/refresh-token/ → store the new `access`), then `send(request)` once
      // more and read that response instead; if the refresh or the retry fails, remove
      // `access` and `refresh`.
      return readResponse<T>(response);
    },
  };
}

async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let data: unknown;
  let parsed = true;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = false;
  }

  if (!response.ok) {
    throw new HttpError(
      response.status,
      isErrorBody(data)
        ? data
        : {
            statusCode: response.status,
            error: 'http_error',
            message: `The server answered with status ${response.status}. Please try again.`,
          },
      { data },
    );
  }
  if (!parsed) {
    throw new HttpError(response.status, {
      statusCode: response.status,
      error: 'invalid_response',
      message: 'The server sent a response that could not be read.',
    });
  }
  return data as T;
}

function isEncodedByFetch(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function queryString(query: HttpRequest['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

/** The app's client: same-origin `/api`, Bearer token from storage. */
export const httpClient = createHttpClient();
