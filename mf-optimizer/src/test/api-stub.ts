// Stands in for the network in component tests: answers the API paths the optimizer calls and records each
// request with its body, so a test reads what the section really sent.
import { vi } from 'vitest';

export type Route = (url: URL, body: unknown) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Installs a fetch stub; unmatched requests fail like a refused connection. Returns the request log. */
export function stubFetch(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      for (const [prefix, route] of Object.entries(routes))
        if (url.pathname.startsWith(prefix)) return route(url, body);
      throw new TypeError('Failed to fetch');
    }),
  );
  return { calls };
}
