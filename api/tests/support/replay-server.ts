// A loopback HTTP server that answers like an outside service by replaying recorded responses from
// tests/fixtures. Tests switch it to failure modes (HTTP 500, a hang) to exercise the error paths.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');

type Mode = 'replay' | 'error' | 'hang' | 'garbage';
export type Route = { method: 'GET' | 'POST'; path: string; fixture: string };

export type ReplayServer = {
  url: string;
  requests: { method: string; path: string; body: string }[];
  setMode(mode: Mode): void;
  /** Holds every answer from now on until the returned function is called (a slow source, released by the test). */
  hold(): () => void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => done(body));
  });
}

export async function startReplayServer(routes: Route[]): Promise<ReplayServer> {
  let mode: Mode = 'replay';
  let held: Promise<void> | undefined;
  const requests: ReplayServer['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({ method: req.method ?? '', path, body: await readBody(req) });
    if (mode === 'hang') return;
    await held;
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failure');
      return;
    }
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":true}');
      return;
    }
    const route = routes.find((r) => r.method === req.method && r.path === path);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(readFileSync(resolve(FIXTURES, route.fixture)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (m) => {
      mode = m;
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((done) => {
        release = done;
      });
      return () => {
        held = undefined;
        release();
      };
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
