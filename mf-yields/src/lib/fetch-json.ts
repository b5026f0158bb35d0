// One way to call the API from this remote: the runtime config's API base, a timeout, and the API's own zod
// schema on the answer, so a changed response fails loudly with a readable message instead of rendering junk.
import { apiUrl } from '@fin/shared/config/runtime-config';
import { errorEnvelopeSchema } from '@fin/shared/schemas/common';
import type { z } from 'zod';

export const API_TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function fetchJson<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const res = await fetch(apiUrl(path), {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    throw new ApiError(envelope.success ? envelope.data.error.message : `HTTP ${res.status}`, res.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(`Unexpected response from ${path.split('?')[0]}`, res.status);
  return parsed.data;
}
