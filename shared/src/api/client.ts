/**
 * The one way browser code calls Fin's API: the page's API base from the runtime config, a deadline joined with
 * the caller's abort signal, the API's one error envelope turned into an ApiError whose message a person can read,
 * and the answer checked against the API's own zod schema, so a changed response fails loudly instead of
 * rendering junk.
 */
import { apiUrl } from '@fin/shared/config/runtime-config';
import { errorEnvelopeSchema } from '@fin/shared/schemas/common';
import type { z } from 'zod';
import { DeadlineError, deadlineSignal } from './deadline';

/** Longer than the API's own per-source deadlines, so a slow chain or source comes back as data, not as this. */
export const API_TIMEOUT_MS = 20_000;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'shape';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status when the API answered. */
    readonly status?: number,
    /** The envelope's machine code (VALIDATION_ERROR, NOT_FOUND, ...) when the API sent one. */
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiRequestOptions = {
  /** Cancels the request (TanStack Query passes one per query). */
  signal?: AbortSignal;
  /** Deadline in ms; API_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers, e.g. the wallet proof from web3/wallet-session (`Authorization: Bearer …`). */
  headers?: Record<string, string>;
};

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** `/api/defi/pools/abc/history?days=30` → `/api/defi/pools/abc/history`, for messages. */
function endpointOf(path: string): string {
  return path.split('?')[0] ?? path;
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  body: unknown,
  options: ApiRequestOptions,
): Promise<z.infer<S>> {
  const fullPath = withQuery(path, options.query);
  const signal = deadlineSignal(options.timeoutMs ?? API_TIMEOUT_MS, endpointOf(path), options.signal);
  let res: Response;
  try {
    res = await fetch(apiUrl(fullPath), {
      method,
      headers: {
        ...options.headers,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw toRequestError(error, signal, path);
  }
  const payload: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const envelope = errorEnvelopeSchema.safeParse(payload);
    if (envelope.success) {
      const { message, code, details } = envelope.data.error;
      throw new ApiError(message, 'http', res.status, code, details);
    }
    throw new ApiError(`${endpointOf(path)} answered HTTP ${res.status}`, 'http', res.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(`Unexpected response from ${endpointOf(path)}`, 'shape', res.status);
  return parsed.data;
}

function toRequestError(error: unknown, signal: AbortSignal, path: string): unknown {
  // A caller's own cancellation is passed through untouched: TanStack Query recognises it and stays quiet.
  if (signal.aborted && !(signal.reason instanceof DeadlineError)) return signal.reason ?? error;
  if (signal.reason instanceof DeadlineError) return new ApiError(signal.reason.message, 'timeout');
  return new ApiError(`Could not reach ${endpointOf(path)}: check your connection`, 'network');
}

/** GET `path`, answer checked against `schema`. */
export function apiGet<S extends z.ZodType>(path: string, schema: S, options: ApiRequestOptions = {}) {
  return request('GET', path, schema, undefined, options);
}

/** POST a JSON `body` to `path`, answer checked against `schema`. */
export function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: ApiRequestOptions = {},
) {
  return request('POST', path, schema, body, options);
}

/** Any other method with an optional JSON body (PUT, PATCH, DELETE). */
export function apiSend<S extends z.ZodType>(
  method: 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
  options: ApiRequestOptions = {},
) {
  return request(method, path, schema, body, options);
}
