// Requests written byte by byte on a socket, so tests can send what fetch refuses to: malformed targets, absolute
// and authority forms, CONNECT, oversized headers. Every answer must arrive within a deadline (no hang).
import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

const ANSWER_DEADLINE_MS = 5000;

export function rawRequest(
  port: number,
  text: string,
  opts: { host?: string; localAddress?: string; deadlineMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({
      port,
      host: opts.host ?? '127.0.0.1',
      ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `no answer within ${opts.deadlineMs ?? ANSWER_DEADLINE_MS} ms to ${JSON.stringify(text.slice(0, 80))}`,
        ),
      );
    }, opts.deadlineMs ?? ANSWER_DEADLINE_MS);
    const finish = () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`connection closed without an answer: ${JSON.stringify(raw)}`));
      const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let body = raw.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('data', (c) => {
      chunks.push(c);
      // Keep-alive answers do not close the socket: stop once the whole body is in.
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(raw.slice(0, split))?.[1];
      const bodyBytes = Buffer.byteLength(raw.slice(split + 4), 'latin1');
      if (length !== undefined && bodyBytes >= Number(length)) socket.end();
      if (/^HTTP\/1\.1 (204|304)/.test(raw)) socket.end();
    });
    socket.on('end', finish);
    socket.on('close', () => {
      clearTimeout(timer);
      if (chunks.length === 0)
        reject(new Error(`connection closed without an answer to ${JSON.stringify(text.slice(0, 80))}`));
    });
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const nl = rest.indexOf('\r\n');
    if (nl < 0) return out;
    const size = Number.parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}

/** GET with a verbatim request target. */
export function rawGet(
  port: number,
  target: string,
  extraHeaders = '',
  opts: Parameters<typeof rawRequest>[2] = {},
) {
  return rawRequest(
    port,
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${extraHeaders}\r\n`,
    opts,
  );
}

/** The one error envelope, with its code. */
export function envelopeCode(answer: RawAnswer): string {
  expectJson(answer);
  const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
  if (typeof parsed.error?.code !== 'string' || typeof parsed.error.message !== 'string')
    throw new Error(`not an error envelope: ${answer.body}`);
  return parsed.error.code;
}

function expectJson(answer: RawAnswer): void {
  if (!answer.headers['content-type']?.startsWith('application/json'))
    throw new Error(
      `expected a JSON error, got ${answer.headers['content-type']}: ${answer.body.slice(0, 200)}`,
    );
}
