// Node answers some requests itself before Express runs (a request line it cannot parse, headers over its limit)
// with an empty body, and closes CONNECT requests unanswered. Here those get the API's error envelope like every
// other error, so a client can always read what went wrong.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

function raw(socket: Duplex, status: 400 | 431, code: string, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code, message } });
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Where a request whose target is not a plain path is routed, to be answered 400 by `badTargetHandler`. */
export const BAD_TARGET_PATH = '/__fin-bad-request-target';

export function answerClientErrors(server: Server): void {
  // Only origin-form targets (`/api/...`) name something here. Express would answer an authority or malformed
  // absolute form (`127.0.0.1:1`, `http://[::1`) with its own HTML page, bypassing the envelope; such requests are
  // rerouted before Express sees them.
  server.prependListener('request', (req: IncomingMessage) => {
    const url = req.url ?? '';
    if (!url.startsWith('/') || url.startsWith('//')) req.url = BAD_TARGET_PATH;
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    if (err.code === 'HPE_HEADER_OVERFLOW')
      return raw(socket, 431, 'HEADERS_TOO_LARGE', 'The request headers are too large');
    raw(socket, 400, 'BAD_REQUEST', 'The request could not be understood');
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    raw(socket, 400, 'BAD_REQUEST_TARGET', 'The API is not a proxy: CONNECT is not supported');
  });
}
