import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { HttpError, httpClient } from './http-client';
import type { ApiError, HttpRequest } from './http-client';

/** RTK Query's transport: every endpoint goes through the shared http client. */
export const httpBaseQuery: BaseQueryFn<HttpRequest, unknown, ApiError> = async (
  request,
  { signal },
) => {
  try {
    return { data: await httpClient.request({ ...request, signal }) };
  } catch (error) {
    // Kept as a plain object: the error lands in the Redux state, which must stay serialisable.
    if (error instanceof HttpError) return { error: error.toJSON() };
    return {
      error: {
        status: 0,
        body: {
          statusCode: 0,
          error: signal.aborted ? 'aborted' : 'client_error',
          message: signal.aborted ? 'The request was cancelled.' : 'The request could not be sent.',
        },
      },
    };
  }
};

/**
 * The one RTK Query api of the app. It declares no endpoints: each feature adds its own with
 * `baseApi.injectEndpoints` in its `api/` folder, so a lazily loaded route brings its calls along.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  endpoints: () => ({}),
});
