// Test servers: a small site on disk, a stand-in "API" that echoes what reached it, and a second HTTP server that
// plays "another host on the machine" (the open-proxy probe must never reach it).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

export function close(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export function makeSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'fin-serve-test-'));
  mkdirSync(join(root, 'static/js'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Fin</title><div id="root"></div>');
  writeFileSync(
    join(root, 'static/js/main.0123abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  writeFileSync(join(root, 'mf-manifest.json'), '{"name":"app"}');
  return root;
}

export type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** An HTTP server that records each request and answers with what it saw. `hang` makes it never answer. */
export async function startRecorder(
  opts: { hang?: boolean; host?: string } = {},
): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      if (opts.hang) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ reached: true, ...entry }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, opts.host ?? '127.0.0.1', resolve));
  return { server, port: portOf(server), seen };
}
