// The static server's promises one by one: a malformed request gets a 400 in the envelope and the server keeps
// serving; the /api proxy reaches the configured API only; it replaces the client's forwarding headers with the
// address it saw; a silent API costs at most the proxy deadline; Node's own 400/431 carry a body; pages refuse
// frames (except the embed page) and keep referrers short; a remote's static files are readable from any origin and
// its /api proxy adds no CORS of its own.
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../src/static-server';
import { envelopeCode, rawGet, rawRequest } from './support/raw-http';
import { close, makeSite, portOf, startRecorder } from './support/servers';

const site = makeSite();
let api: Awaited<ReturnType<typeof startRecorder>>;
let elsewhere: Awaited<ReturnType<typeof startRecorder>>;
let server: Server;
let port: number;

beforeAll(async () => {
  api = await startRecorder();
  elsewhere = await startRecorder();
  server = await startStaticServer({
    root: site,
    port: 0,
    apiProxy: `http://127.0.0.1:${api.port}`,
    spaFallback: true,
    overrides: { '/config.json': '{"profile":"devnet"}' },
  });
  port = portOf(server);
});
afterAll(async () => {
  await close(server);
  await close(api.server);
  await close(elsewhere.server);
});

async function stillServes() {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<title>Fin</title>');
}

describe('malformed URLs', () => {
  it.each(['/%ZZ', '/%E0%A4%A', '/static/%', '/api/%ZZ', '/%00', '/a%00b.js'])(
    'GET %s is a 400 in the error envelope and the server keeps serving',
    async (target) => {
      const answer = await rawGet(port, target);
      expect(answer.status).toBe(400);
      expect(envelopeCode(answer)).toBe('MALFORMED_URL');
      await stillServes();
    },
  );

  it.each(['//[', '//[::1', '//127.0.0.1:1/x'])(
    'an origin-form target that looks like a host (%s) is just a path here: 404 or page, never a throw',
    async (target) => {
      const answer = await rawGet(port, target);
      expect([200, 404]).toContain(answer.status);
      await stillServes();
    },
  );

  it.each(['http://[::1', 'http://127.0.0.1/', 'https://evil.example/', '*', 'evil.example:443'])(
    'a target that is not a path (%s) is a 400 BAD_REQUEST_TARGET',
    async (target) => {
      const answer = await rawGet(port, target);
      expect(answer.status).toBe(400);
      expect(['BAD_REQUEST_TARGET', 'BAD_REQUEST']).toContain(envelopeCode(answer));
      await stillServes();
    },
  );

  it('a request Node cannot parse gets a 400 with the envelope (not an empty body)', async () => {
    const answer = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeCode(answer)).toBe('BAD_REQUEST');
  });

  it('headers larger than Node accepts get a 431 with the envelope', async () => {
    const answer = await rawGet(port, '/', `X-Big: ${'a'.repeat(20_000)}\r\n`);
    expect(answer.status).toBe(431);
    expect(envelopeCode(answer)).toBe('HEADERS_TOO_LARGE');
    await stillServes();
  });

  it('an unknown file is a 404 in the envelope, a POST a 405', async () => {
    const missing = await rawGet(port, '/missing.js');
    expect(missing.status).toBe(404);
    expect(envelopeCode(missing)).toBe('NOT_FOUND');
    const post = await rawRequest(
      port,
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(post.status).toBe(405);
    expect(envelopeCode(post)).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('the /api proxy reaches the configured API only', () => {
  it('forwards /api/* to the API with method, body and path', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/notifications/trigger?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    const seen = (await res.json()) as { url: string; method: string; body: string };
    expect(seen).toMatchObject({ url: '/api/notifications/trigger?x=1', method: 'POST', body: '{"a":1}' });
  });

  it.each([
    (p: number) => `//127.0.0.1:${p}/api/x`,
    (p: number) => `http://127.0.0.1:${p}/api/x`,
    (p: number) => `http://127.0.0.1:${p}//127.0.0.1:${p}/api/x`,
    (p: number) => `127.0.0.1:${p}`,
    (p: number) => `/api/..//127.0.0.1:${p}/api/x`,
    (p: number) => `/api//127.0.0.1:${p}/api/x`,
    (p: number) => `/api/@127.0.0.1:${p}/x`,
  ])('a target naming another host never reaches it (#%#)', async (make) => {
    const before = elsewhere.seen.length;
    const answer = await rawGet(port, make(elsewhere.port));
    expect(answer.body).not.toContain('"reached":true,"method":"GET","url":"/api/x"');
    expect(elsewhere.seen.length).toBe(before);
    expect(answer.status).toBeLessThan(500);
  });

  it('CONNECT is refused with a 400, the connection is not tunnelled', async () => {
    const before = elsewhere.seen.length;
    const answer = await rawRequest(
      port,
      `CONNECT 127.0.0.1:${elsewhere.port} HTTP/1.1\r\nHost: 127.0.0.1:${elsewhere.port}\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(envelopeCode(answer)).toBe('BAD_REQUEST_TARGET');
    expect(elsewhere.seen.length).toBe(before);
  });

  it('sets X-Forwarded-For to the address it saw and drops what the client claimed', async () => {
    const before = api.seen.length;
    await rawGet(
      port,
      '/api/x',
      'X-Forwarded-For: 6.6.6.6\r\nX-Real-IP: 6.6.6.6\r\nForwarded: for=6.6.6.6\r\nTrue-Client-IP: 6.6.6.6\r\n',
      { localAddress: '127.0.0.7' },
    );
    const seen = api.seen[before];
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.7');
    expect(seen?.headers['x-real-ip']).toBeUndefined();
    expect(seen?.headers.forwarded).toBeUndefined();
    expect(seen?.headers['true-client-ip']).toBeUndefined();
    expect(seen?.headers.host).toBe(`127.0.0.1:${api.port}`);
  });

  it('an unreachable API is a 502 API_UNREACHABLE', async () => {
    const s = await startStaticServer({ root: site, port: 0, apiProxy: 'http://127.0.0.1:9' });
    try {
      const answer = await rawGet(portOf(s), '/api/health');
      expect(answer.status).toBe(502);
      expect(envelopeCode(answer)).toBe('API_UNREACHABLE');
    } finally {
      await close(s);
    }
  });

  it('a silent API is a 504 API_TIMEOUT after the proxy deadline, not a request held forever', async () => {
    const hung = await startRecorder({ hang: true });
    const s = await startStaticServer({
      root: site,
      port: 0,
      apiProxy: `http://127.0.0.1:${hung.port}`,
      apiTimeoutMs: 300,
    });
    try {
      const answer = await rawGet(portOf(s), '/api/portfolio/0x1', '', { deadlineMs: 3000 });
      expect(answer.status).toBe(504);
      expect(envelopeCode(answer)).toBe('API_TIMEOUT');
    } finally {
      await close(s);
      await close(hung.server);
    }
  });
});

describe('page headers', () => {
  it('HTML pages refuse frames and set a referrer policy; SPA routes too', async () => {
    for (const path of ['/', '/yields']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('scripts and JSON carry no page policy; the embed page may be framed anywhere', async () => {
    const js = await fetch(`http://127.0.0.1:${port}/static/js/main.0123abcd.js`);
    expect(js.headers.get('content-security-policy')).toBeNull();
    const embed = await startStaticServer({ root: site, port: 0, framing: 'any' });
    try {
      const res = await fetch(`http://127.0.0.1:${portOf(embed)}/`);
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(res.headers.get('x-frame-options')).toBeNull();
    } finally {
      await close(embed);
    }
  });
});

describe('CORS of a remote: public static files, the API keeps its own allow-list', () => {
  it("serves the manifest and assets to any origin ('*'), while /api/* carries only what the API answers", async () => {
    const remote = await startStaticServer({
      root: site,
      port: 0,
      corsOrigins: '*',
      apiProxy: `http://127.0.0.1:${api.port}`,
    });
    try {
      const from = { origin: 'http://second-shell.example:4321' };
      for (const path of ['/mf-manifest.json', '/static/js/main.0123abcd.js']) {
        const res = await fetch(`http://127.0.0.1:${portOf(remote)}${path}`, { headers: from });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
      }
      // The stand-in API sends no CORS headers: the proxy adds none of its own, so a browser on an origin the
      // API does not allow cannot read its answers.
      const proxied = await fetch(`http://127.0.0.1:${portOf(remote)}/api/portfolio/x`, { headers: from });
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await close(remote);
    }
  });
});

/**
 * Sends `head`, then `total` bytes of `fill` in 64 KB writes as fast as the socket takes them (as curl does), and
 * resolves with the status line of whatever answer arrives before the connection ends; rejects if it ends (reset
 * or closed) with no answer.
 */
function streamRequest(head: string, fill: string, tail: string, total: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    let sent = 0;
    const piece = Buffer.alloc(64 * 1024, fill);
    const pump = () => {
      while (sent < total) {
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      socket.write(tail);
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (c: Buffer) => {
      answer += c.toString('latin1');
    });
    const done = (err?: Error) => {
      const status = /^HTTP\/1\.1 \d{3} [^\r]*/.exec(answer)?.[0];
      if (status) resolve(`${status}\n${answer.slice(answer.indexOf('\r\n\r\n') + 4)}`);
      else reject(err ?? new Error('the connection ended with no answer'));
      socket.destroy();
    };
    socket.on('error', done);
    socket.on('end', () => done());
  });
}

describe('requests too large to read', () => {
  const TEN_MB = 10 * 1024 * 1024;

  it('a 10 MB request line gets a 414 in the envelope, not a dropped connection', async () => {
    const answer = await streamRequest('GET /', 'a', ' HTTP/1.1\r\nHost: x\r\n\r\n', TEN_MB);
    expect(answer).toMatch(/^HTTP\/1\.1 414 URI Too Long\n/);
    expect(answer).toContain('"code":"URI_TOO_LONG"');
    await stillServes();
  });

  it('10 MB of headers gets a 431 in the envelope, not a dropped connection', async () => {
    const answer = await streamRequest('GET / HTTP/1.1\r\nHost: x\r\nX-Big: ', 'a', '\r\n\r\n', TEN_MB);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\n/);
    expect(answer).toContain('"code":"HEADERS_TOO_LARGE"');
    await stillServes();
  });
});
