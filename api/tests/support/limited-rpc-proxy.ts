// A loopback JSON-RPC proxy in front of one devnet chain that refuses eth_getLogs the way real providers do, and
// counts what it was asked:
// - a block range wider than `maxRange`: QuickNode's answer, code -32614 "eth_getLogs is limited to a 10,000 range"
//   (the text @ponder/utils' getLogsRetryHelper matches for QuickNode, 1RPC and Blast);
// - more than `maxLogs` logs: Alchemy's answer, code -32602 "Log response size exceeded. You can make eth_getLogs
//   requests with up to a 2K block range and no limit on the response size, or you can request any block range with
//   a cap of 10K logs in the response. Based on your parameters, this block range should work: [0x…, 0x…]", the
//   suggested range ending before the first log past the cap (as Alchemy suggests one that fits).
// `freeze` holds every request unanswered: an instance whose node stopped answering mid-read, as a stalled or
// killed one looks from the database's side.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type RpcRequest = { jsonrpc: '2.0'; id: number | string; method: string; params?: unknown[] };
type LogFilter = { fromBlock?: string; toBlock?: string };

export type LimitedRpcProxy = {
  url: string;
  /** Every JSON-RPC request answered or refused, in order: method, and for eth_getLogs the range asked. */
  calls: { method: string; from?: number; to?: number; at: number; refused?: boolean }[];
  reset: () => void;
  freeze: () => void;
  close: () => Promise<void>;
};

const hex = (n: number) => `0x${n.toString(16)}`;

export async function startLimitedRpcProxy(
  target: string,
  limits: { maxRange: number; maxLogs: number },
): Promise<LimitedRpcProxy> {
  const calls: LimitedRpcProxy['calls'] = [];
  const held: ServerResponse[] = [];
  let frozen = false;

  const upstream = async (req: RpcRequest) => {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(req),
    });
    return (await res.json()) as { result?: unknown; error?: unknown };
  };

  const answer = async (req: RpcRequest) => {
    const at = Date.now();
    if (req.method !== 'eth_getLogs') {
      calls.push({ method: req.method, at });
      return { jsonrpc: '2.0', id: req.id, ...(await upstream(req)) };
    }
    const filter = (req.params?.[0] ?? {}) as LogFilter;
    const from = Number(filter.fromBlock ?? 0);
    const to = Number(filter.toBlock ?? from);
    const refuse = (code: number, message: string) => {
      calls.push({ method: req.method, from, to, at, refused: true });
      return { jsonrpc: '2.0', id: req.id, error: { code, message } };
    };
    // QuickNode counts the range as to − from: 10,000 allows 10,001 blocks.
    if (to - from > limits.maxRange) {
      return refuse(-32614, `eth_getLogs is limited to a ${limits.maxRange.toLocaleString('en-US')} range`);
    }
    const body = await upstream(req);
    const logs = body.result as { blockNumber: string }[] | undefined;
    if (logs && logs.length > limits.maxLogs) {
      const past = Number((logs[limits.maxLogs] as { blockNumber: string }).blockNumber);
      const end = Math.max(from, past - 1);
      return refuse(
        -32602,
        `Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters, this block range should work: [${hex(from)}, ${hex(end)}]`,
      );
    }
    calls.push({ method: req.method, from, to, at });
    return { jsonrpc: '2.0', id: req.id, ...body };
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (frozen) {
      held.push(res);
      return;
    }
    try {
      const parsed = JSON.parse(Buffer.concat(chunks).toString()) as RpcRequest | RpcRequest[];
      const out = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed);
      if (frozen) {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    reset: () => {
      calls.length = 0;
    },
    freeze: () => {
      frozen = true;
    },
    close: () =>
      new Promise((done) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
