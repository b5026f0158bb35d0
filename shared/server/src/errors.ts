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
  | 'URI_TOO_LONG'
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

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * After answering a request it will not read, the server keeps reading (and dropping) what the client still sends
 * for this long before closing: closing a socket with unread data makes the kernel reset the connection, and a
 * client still writing a 10 MB request line then loses the answer sent before it (nginx's lingering close).
 */
const LINGER_MS = 5000;

/** A raw HTTP/1.1 answer for a socket no handler owns (parser errors, CONNECT). */
function writeRaw(socket: Duplex, status: 400 | 414 | 431, code: ErrorCode, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = envelope(code, message);
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
  socket.resume();
}

/** Whether the request line of the connection's current request has ended (a line feed was seen). */
const lineEnded = new WeakMap<Duplex, boolean>();

/** Watches a new connection's first bytes until its request line ends, so an overflow can say which was too long. */
function watchRequestLine(socket: Duplex): void {
  const onData = (chunk: Buffer) => {
    if (!chunk.includes(0x0a)) return;
    lineEnded.set(socket, true);
    socket.off('data', onData);
  };
  socket.on('data', onData);
}

/**
 * Node's parser rejects some requests before any handler sees them, and closes CONNECT connections unanswered.
 * Both get a real answer here, and neither can reach a handler that might treat `host:port` as a place to go.
 */
export function answerClientErrors(server: Server): void {
  // Over TLS the parser reads the decrypted stream: that socket is watched, never the raw (encrypted) one.
  server.on('setSecureContext' in server ? 'secureConnection' : 'connection', watchRequestLine);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      // The chunk that overflowed is parsed before the watcher sees it: a line feed in it counts too.
      const raw = (err as { rawPacket?: Buffer }).rawPacket;
      if (lineEnded.get(socket) || raw?.includes(0x0a))
        writeRaw(socket, 431, 'HEADERS_TOO_LARGE', 'The request headers are too large');
      else writeRaw(socket, 414, 'URI_TOO_LONG', 'The request line (its URL) is too long');
      return;
    }
    writeRaw(socket, 400, 'BAD_REQUEST', 'The request could not be understood');
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    writeRaw(socket, 400, 'BAD_REQUEST_TARGET', 'This server is not a proxy: CONNECT is not supported');
  });
}
