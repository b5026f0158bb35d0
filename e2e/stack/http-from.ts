/**
 * HTTP requests from a chosen loopback address (127.0.0.0/8 all reaches this machine): through nginx each address
 * is a client of its own, as the API sees it. Load spread over many addresses is many users, not one user
 * hitting the per-client rate limit.
 */
import { request } from 'node:http';

export type Answer = {
  status: number;
  body: Record<string, unknown>;
  ms: number;
  /** X-Fin-Instance: which API instance answered (set when the API has INSTANCE_NAME). */
  instance: string | undefined;
};

export function httpFrom(
  from: string,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? (payload ? 'POST' : 'GET'),
        localAddress: from,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { text };
          }
          const instance = res.headers['x-fin-instance'];
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            instance: typeof instance === 'string' ? instance : undefined,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The n-th of 65,025 client addresses 127.1.x.y (never 127.0.0.1, the machine's own). */
export const clientAddress = (n: number) => `127.1.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`;
