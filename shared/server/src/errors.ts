/**
 * Every error this server answers leaves in the API's one envelope, `{ error: { code, message } }`, so a browser
 * (or the fuzz suite) can read what went wrong the same way whichever process answered. That includes the answers
 * Node itself writes before any handler runs (a malformed request line, headers too large), which are empty by
 * default.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'MALFORMED_URL'
  | 'BAD_REQUEST_TARGET'
  | 'HEADERS_TOO_LARGE'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'API_UNREACHABLE'
  | 'API_TIMEOUT'
  | 'INTERNAL_ERROR';

function envelope(code: ErrorCode, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

export function sendError(
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    // Part of an answer already left: the only honest thing left is to cut the connection.
    res.destroy();
    return;
  }
  const body = envelope(code, message);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/** A raw HTTP/1.1 answer for a socket no handler owns (parser errors, CONNECT). */
function writeRaw(socket: Duplex, status: 400 | 431, code: ErrorCode, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = envelope(code, message);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Node's parser rejects some requests before any handler sees them, and closes CONNECT connections unanswered.
 * Both get a real answer here, and neither can reach a handler that might treat `host:port` as a place to go.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      writeRaw(socket, 431, 'HEADERS_TOO_LARGE', 'The request headers are too large');
      return;
    }
    writeRaw(socket, 400, 'BAD_REQUEST', 'The request could not be understood');
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    writeRaw(socket, 400, 'BAD_REQUEST_TARGET', 'This server is not a proxy: CONNECT is not supported');
  });
}
