// HTTP front of the attestation service: Circle's Iris v2 endpoints (CORS-enabled, the browser calls them)
// and a loopback-only control API for tests (faults, timing, reset).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Hex } from 'viem';
import { parseConfigPatch, parseFault } from './config';
import type { AttestationStore } from './store';
import type { MessageWatcher } from './watcher';

const KNOWN_DOMAINS = new Set([0, 1, 2, 3, 6, 7]);
const HEX32 = /^0x[0-9a-fA-F]{64}$/;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '600',
};

/** Iris answers carry CORS (the page reads them); control answers never do (see control()). */
function json(res: ServerResponse, status: number, body: unknown, cors = true) {
  res.writeHead(status, { 'content-type': 'application/json', ...(cors ? CORS_HEADERS : {}) });
  res.end(JSON.stringify(body));
}

/** Control bodies are a few settings: anything larger is refused before it is buffered. */
export const CONTROL_BODY_LIMIT_BYTES = 16 * 1024;

class BodyTooLarge extends Error {}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > CONTROL_BODY_LIMIT_BYTES) {
      req.destroy();
      throw new BodyTooLarge(`body is larger than ${CONTROL_BODY_LIMIT_BYTES} bytes`);
    }
  }
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error('body is not valid JSON');
  }
}

function isLoopback(req: IncomingMessage): boolean {
  const a = req.socket.remoteAddress ?? '';
  return a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1';
}

export function createAttestationServer(store: AttestationStore, watcher: MessageWatcher): Server {
  return createServer((req, res) => {
    handle(store, watcher, req, res).catch((err: Error) => json(res, 500, { error: err.message }));
  });
}

async function handle(
  store: AttestationStore,
  watcher: MessageWatcher,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const target = req.url ?? '/';
  // Only paths: an absolute URL or host:port names nothing here, and a malformed one must not become a 500.
  let url: URL;
  try {
    if (!target.startsWith('/') || target.startsWith('//')) throw new Error('not a path');
    url = new URL(`http://localhost${target}`);
  } catch {
    return json(res, 400, { error: 'Bad request target' });
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const method = req.method ?? 'GET';
  if (parts[0] === 'control') return control(store, req, res, parts.slice(1), method);
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  if (method === 'GET' && url.pathname === '/health') return json(res, 200, { ok: true });

  // GET /v2/messages/{sourceDomain}?transactionHash=0x… | ?nonce=0x…
  if (method === 'GET' && parts[0] === 'v2' && parts[1] === 'messages' && parts.length === 3) {
    const domain = Number(parts[2]);
    if (!Number.isInteger(domain) || !KNOWN_DOMAINS.has(domain))
      return json(res, 400, { error: 'Invalid source domain' });
    const transactionHash = url.searchParams.get('transactionHash') ?? undefined;
    const nonce = url.searchParams.get('nonce') ?? undefined;
    if (!transactionHash && !nonce) return json(res, 400, { error: 'transactionHash or nonce is required' });
    if (transactionHash && !HEX32.test(transactionHash))
      return json(res, 400, { error: 'Invalid transactionHash' });
    if (nonce && !HEX32.test(nonce)) return json(res, 400, { error: 'Invalid nonce' });
    if (transactionHash) await watcher.indexTransaction(domain, transactionHash as Hex);
    const messages = await store.messages(domain, {
      transactionHash: transactionHash as Hex,
      nonce: nonce as Hex,
    });
    if (!messages) return json(res, 404, { error: 'Message not found' });
    return json(res, 200, { messages });
  }

  // GET /v2/burn/USDC/fees/{src}/{dst}[?forward=true]
  if (method === 'GET' && parts.slice(0, 4).join('/') === 'v2/burn/USDC/fees' && parts.length === 6) {
    const src = Number(parts[4]);
    const dst = Number(parts[5]);
    if (!KNOWN_DOMAINS.has(src) || !KNOWN_DOMAINS.has(dst))
      return json(res, 400, { error: 'Invalid domain' });
    if (src === dst) return json(res, 400, { error: 'Source and destination domains must differ' });
    return json(res, 200, store.fees(src, url.searchParams.get('forward') === 'true'));
  }

  if (method === 'GET' && url.pathname === '/v2/fastBurn/USDC/allowance')
    return json(res, 200, store.allowance());

  // POST /v2/reattest/{nonce}
  if (method === 'POST' && parts[0] === 'v2' && parts[1] === 'reattest' && parts.length === 3) {
    const nonce = parts[2]!;
    if (!HEX32.test(nonce)) return json(res, 400, { error: 'Invalid nonce' });
    const result = store.reattest(nonce as Hex);
    if (!result) return json(res, 404, { error: 'Message not found' });
    return json(res, 200, result);
  }

  return json(res, 404, { error: 'Not found' });
}

async function control(
  store: AttestationStore,
  req: IncomingMessage,
  res: ServerResponse,
  parts: string[],
  method: string,
) {
  // Faults are for tests on this machine, never for a web page: a page in any browser tab is "on loopback" too,
  // so no CORS here (its preflight fails), any request a browser marks with an Origin is refused, and POSTs must
  // be JSON (a form or text/plain POST needs no preflight).
  const refuse = (status: number, error: string) => json(res, status, { error }, false);
  if (!isLoopback(req)) return refuse(403, 'control API is loopback-only');
  if (req.headers.origin !== undefined || method === 'OPTIONS')
    return refuse(403, 'control API is not for web pages');
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !String(req.headers['content-type'] ?? '').startsWith('application/json'))
    return refuse(415, 'control API takes application/json');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > CONTROL_BODY_LIMIT_BYTES)
    return refuse(413, `body is larger than ${CONTROL_BODY_LIMIT_BYTES} bytes`);
  const route = `${method} ${parts.join('/')}`;
  try {
    switch (route) {
      case 'GET faults':
        return json(res, 200, { faults: store.activeFaults() }, false);
      case 'POST faults':
        return json(res, 201, store.addFault(parseFault(await readJson(req))), false);
      case 'DELETE faults':
        store.clearFaults();
        return json(res, 200, { faults: [] }, false);
      case 'GET config':
        return json(res, 200, store.config, false);
      case 'POST config':
        store.config = { ...store.config, ...parseConfigPatch(await readJson(req)) };
        return json(res, 200, store.config, false);
      case 'POST reset':
        store.clearFaults();
        store.config = { ...store.initialConfig };
        return json(res, 200, { faults: [], config: store.config }, false);
      default:
        return refuse(404, `no control route ${route}`);
    }
  } catch (err) {
    if (err instanceof BodyTooLarge) return refuse(413, err.message);
    return refuse(400, (err as Error).message);
  }
}
