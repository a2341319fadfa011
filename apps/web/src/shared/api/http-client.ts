import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { ErrorBody } from '@mhp/contract/errors';
import { buildPath } from '@mhp/contract/route';
import type { HttpMethod } from '@mhp/contract/route';
import type { TokenPair } from '@mhp/contract/schemas/user';
import { sessionTokens } from '../stores/session';
import type { TokenStore } from '../stores/session';

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

export interface HttpClientOptions {
  /** Prepended to every path; empty for same-origin calls through `/api`. */
  baseUrl?: string;
  tokens?: TokenStore;
  fetch?: typeof fetch;
}

/** The token refresh call (spec section 7); its path is the contract's refreshToken route. */
const REFRESH_PATH = '/api/users/refresh-token/' satisfies ApiRoutes['refreshToken']['path'];

export interface HttpClient {
  /** Resolves with the parsed JSON body (undefined when empty); rejects with an HttpError. */
  request<T>(request: HttpRequest): Promise<T>;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const tokens = options.tokens ?? sessionTokens;
  /** The refresh in flight, shared by every request that met a 401 meanwhile. */
  let refreshing: Promise<boolean> | null = null;
  // Looked up on each call so a stubbed or polyfilled global fetch (or the server renderer's
  // transport) is picked up.
  const doFetch: typeof fetch =
    options.fetch ?? ((input, init) => (serverTransport ?? globalThis.fetch)(input, init));

  /** One attempt; reads the token each time so a retry goes out with a fresh one. */
  async function send(request: HttpRequest, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
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

  /**
   * Trades the stored refresh token for a new pair. Resolves false (never rejects) when there
   * is none or the server refuses it; the tokens are then removed and the failure only logged
   * (spec section 8).
   */
  async function refreshTokens(): Promise<boolean> {
    const refresh = tokens.getRefresh();
    try {
      if (!refresh) throw new Error('no refresh token is stored');
      const response = await doFetch(baseUrl + REFRESH_PATH, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      const pair = await readResponse<Partial<TokenPair> | undefined>(response);
      if (typeof pair?.access !== 'string' || typeof pair.refresh !== 'string') {
        throw new Error('the refresh answer holds no token pair');
      }
      tokens.setTokens({ access: pair.access, refresh: pair.refresh });
      return true;
    } catch (error) {
      tokens.clear();
      console.warn('Session refresh failed; signed out.', error);
      return false;
    }
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    async request<T>(request: HttpRequest): Promise<T> {
      const token = tokens.getAccess();
      const response = await send(request, token);
      // Only a call that carried a token can have an expired one; a 401 without one (a wrong
      // password, say) is the answer itself.
      if (response.status !== 401 || !token) return readResponse<T>(response);

      // Another call may have refreshed while this one was on its way: then just retry.
      const current = tokens.getAccess();
      const renewed = current !== null && current !== token ? true : await refreshOnce();
      if (!renewed) return readResponse<T>(response);

      const retry = await send(request, tokens.getAccess());
      // Still refused with a fresh token: the session is gone (spec section 8).
      if (retry.status === 401) tokens.clear();
      return readResponse<T>(retry);
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

let serverTransport: typeof fetch | null = null;

/**
 * The server renderer (entry-server.tsx) answers the app's calls in-process, without a round
 * trip over HTTP to itself. Set once in the server bundle; the browser always uses fetch.
 */
export function setServerTransport(transport: typeof fetch): void {
  serverTransport = transport;
}

/** The app's client: same-origin `/api`, Bearer token from storage. */
export const httpClient = createHttpClient();
