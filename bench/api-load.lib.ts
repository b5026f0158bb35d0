/**
 * A closed-loop HTTP/1.1 load generator on raw keep-alive sockets, as autocannon does: each of `connections`
 * sockets sends its next request (bytes prepared once) as soon as the previous response is complete, for
 * `durationMs`. Responses are framed by Content-Length or chunked encoding (304s have no body); latency is measured per request
 * with hrtime and percentiles come from the sorted samples. Lean on purpose: on a 2-core machine the generator
 * shares the CPU with the server it measures.
 */
import { connect, type Socket } from 'node:net';

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statuses: Record<number, number>;
  bytesPerResponse: number;
  errors: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationMs: number;
  headers?: Record<string, string>;
};

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/** Parses as many complete responses as `buf` holds; returns them and the unread rest. */
function takeResponses(buf: Buffer): { done: { status: number; bytes: number }[]; rest: Buffer } {
  const done: { status: number; bytes: number }[] = [];
  let offset = 0;
  for (;;) {
    const end = buf.indexOf(HEADER_END, offset);
    if (end === -1) break;
    const head = buf.subarray(offset, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    let total: number;
    if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = buf.indexOf(CHUNKED_END, end);
      if (last === -1) break;
      total = last + CHUNKED_END.length - offset;
    } else {
      total = end + 4 - offset + Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    }
    if (buf.length - offset < total) break;
    done.push({ status, bytes: total });
    offset += total;
  }
  return { done, rest: buf.subarray(offset) };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.url);
  const headers = { host: url.host, connection: 'keep-alive', ...(opts.headers ?? {}) };
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
    'latin1',
  );
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let bytes = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + opts.durationMs;

  const runConnection = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0n;
      const send = () => {
        if (performance.now() >= end) {
          socket.end();
          resolve();
          return;
        }
        sentAt = process.hrtime.bigint();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const { done, rest } = takeResponses(pending);
        pending = rest;
        for (const r of done) {
          latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          bytes += r.bytes;
          send();
        }
      });
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  await Promise.all(Array.from({ length: opts.connections }, runConnection));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: pct(latencies, 50),
    p90: pct(latencies, 90),
    p99: pct(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    statuses,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    errors,
  };
}
