/**
 * Earnings history (issue 43): RPC requests and time for a wallet's first full read over 1,000,000 blocks on six
 * chains, and for a refresh after 100 new blocks; database rows kept per wallet.
 *
 * The reader is the API's own (HistoryRunner over HistoryStore on an in-memory PGlite, migrated). The chains are a
 * loopback JSON-RPC provider per chain that answers as a 1,000,000-block chain would, with a real provider's limits:
 * eth_getLogs ranges over 2,000 blocks refused with QuickNode's error, answers over 10,000 logs with Alchemy's (see
 * api/tests/support/limited-rpc-proxy.ts); the position's contracts have code from block 100,000 on, and the wallet's
 * Aave V3 position on each chain has a Supply every 10,000 blocks after that. Anvil cannot be used at this length:
 * it mines about 50 empty blocks a second on this machine, so a million blocks would take hours; the devnet test
 * (api/tests/devnet/earnings-history.devnet.test.ts) runs the same reader against real anvil chains through the
 * limiting proxy. Requests are paced at BENCH_RATE a second per chain (default 200, to measure the reader itself);
 * the time at a provider's pace is requests / rate, printed for 10 and 25 a second.
 *
 *   pnpm --filter @fin/bench exec tsx earnings-history.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { earningsPosition, type FlowQuery } from '@fin/shared/domain/portfolio/earnings-events';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { type Address, encodeAbiParameters, encodeEventTopics, type Hex } from 'viem';
import { ChainClients } from '../api/src/chains/chain-clients';
import { openDatabase } from '../api/src/db/client';
import { HistoryRunner } from '../api/src/modules/earnings/history-runner';
import { HistoryStore } from '../api/src/modules/earnings/history-store';

const WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAINS = [1, 8453, 42161, 10, 137, 43114];
const HEAD = 1_000_000;
const DEPLOYED = 100_000;
const EVERY = 10_000;
const MAX_RANGE = 2_000;
const MAX_LOGS = 10_000;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const hex = (n: number) => `0x${n.toString(16)}`;

type Chain = { head: number; calls: Map<string, number>; url: string; close: () => Promise<void> };

/** One Supply log of the position's deposit query at `block`, encoded as the node sends it. */
function supplyLog(q: FlowQuery, block: number) {
  const args: Record<string, unknown> = {
    ...(q.args ?? {}),
    amount: 1_000_000_000n,
    user: WALLET,
    referralCode: 0,
  };
  const topics = encodeEventTopics({ abi: [q.event], eventName: q.event.name, args } as never) as Hex[];
  const plain = q.event.inputs.filter((x) => !x.indexed);
  const data = encodeAbiParameters(
    plain,
    plain.map((x) => args[x.name as string]),
  );
  return {
    address: q.address,
    topics,
    data,
    blockNumber: hex(block),
    transactionHash: `0x${block.toString(16).padStart(64, '0')}`,
    transactionIndex: '0x0',
    blockHash: `0x${(block + 1).toString(16).padStart(64, '0')}`,
    logIndex: '0x0',
    removed: false,
  };
}

async function startChain(deposit: FlowQuery): Promise<Chain> {
  const chain = { head: HEAD, calls: new Map<string, number>() } as Chain;
  const topic0 = (
    encodeEventTopics({ abi: [deposit.event], eventName: deposit.event.name } as never) as Hex[]
  )[0];
  const answer = (method: string, params: unknown[]): { result?: unknown; error?: unknown } => {
    chain.calls.set(method, (chain.calls.get(method) ?? 0) + 1);
    if (method === 'eth_blockNumber') return { result: hex(chain.head) };
    if (method === 'eth_getCode') return { result: Number(params[1]) >= DEPLOYED ? '0x6080' : '0x' };
    if (method === 'eth_getBlockByNumber') {
      const n = Number(params[0]);
      return {
        result: { number: hex(n), timestamp: hex(1_700_000_000 + n * 2), hash: `0x${'1'.repeat(64)}` },
      };
    }
    if (method !== 'eth_getLogs') return { error: { code: -32601, message: 'method not found' } };
    const f = params[0] as { fromBlock: string; toBlock: string; topics?: (Hex | null)[] };
    const from = Number(f.fromBlock);
    const to = Number(f.toBlock);
    if (to - from > MAX_RANGE)
      return { error: { code: -32614, message: `eth_getLogs is limited to a ${MAX_RANGE} range` } };
    if (f.topics?.[0]?.toLowerCase() !== topic0?.toLowerCase()) return { result: [] };
    const logs = [];
    for (let b = Math.ceil(Math.max(from, DEPLOYED + 1) / EVERY) * EVERY; b <= to; b += EVERY)
      logs.push(supplyLog(deposit, b));
    if (logs.length > MAX_LOGS) return { error: { code: -32602, message: 'Log response size exceeded.' } };
    return { result: logs };
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      id: number;
      method: string;
      params: unknown[];
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...answer(body.method, body.params ?? []) }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  chain.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  chain.close = () => new Promise((done) => server.close(() => done()));
  return chain;
}

const total = (chains: Chain[]) =>
  chains.reduce((s, c) => s + [...c.calls.values()].reduce((a, b) => a + b, 0), 0);

async function main() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const store = new HistoryStore(database.db);
  const positions = CHAINS.map((id) => earningsPosition(testEntry('aUSDC', id, '1000'), WALLET));
  const chains = await Promise.all(
    positions.map((p) => startChain((p as NonNullable<typeof p>).queries[0] as FlowQuery)),
  );
  const urls = new Map(CHAINS.map((id, i) => [id, (chains[i] as Chain).url]));
  const runner = new HistoryRunner({
    store,
    chains: new ChainClients({
      rpcUrl: (id) => urls.get(id),
      missingReason: () => 'not one of the bench chains',
    }),
    chunkBlocks: 100_000,
    rpcPerSecond: RATE,
    leaseMs: 60_000,
    requestTimeoutMs: 10_000,
  });
  const readAll = (head: number) =>
    Promise.all(
      CHAINS.map((id, i) =>
        runner.read(id, WALLET, [positions[i] as NonNullable<(typeof positions)[0]>], head),
      ),
    );

  let started = performance.now();
  await readAll(HEAD);
  const firstMs = performance.now() - started;
  const firstCalls = total(chains);
  const perChain = chains.map((c) => [...c.calls.values()].reduce((a, b) => a + b, 0));
  const logsCalls = chains.reduce((s, c) => s + (c.calls.get('eth_getLogs') ?? 0), 0);

  for (const c of chains) {
    c.head += 100;
    c.calls.clear();
  }
  started = performance.now();
  await readAll(HEAD + 100);
  const refreshMs = performance.now() - started;
  const refreshCalls = total(chains);

  const wallet = WALLET.toLowerCase();
  const cursors = (await store.cursors(wallet)).length;
  const events = (
    await store.flows(
      wallet,
      positions.map((p) => (p as NonNullable<typeof p>).key),
    )
  ).length;
  const slowest = Math.max(...perChain);
  console.log(
    `first full read, 6 chains × ${HEAD.toLocaleString('en-US')} blocks (contracts from block ${DEPLOYED.toLocaleString('en-US')}), ranges ≤ ${MAX_RANGE}:`,
  );
  console.log(`  requests: ${firstCalls} (${logsCalls} eth_getLogs; per chain ${perChain.join(', ')})`);
  console.log(
    `  time at ${RATE}/s per chain: ${(firstMs / 1000).toFixed(1)} s; at a provider's 10/s: ${(slowest / 10 / 60).toFixed(1)} min, at 25/s: ${(slowest / 25 / 60).toFixed(1)} min (chains read in parallel)`,
  );
  console.log(`refresh after 100 new blocks: ${refreshCalls} requests, ${(refreshMs / 1000).toFixed(2)} s`);
  console.log(
    `database rows for the wallet: ${events} events, ${cursors} cursors (leases are freed after each read)`,
  );
  await Promise.all(chains.map((c) => c.close()));
  await database.close();
}

await main();
