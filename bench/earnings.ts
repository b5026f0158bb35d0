/**
 * Earnings per position (issue 32): time to compute a wallet's earnings.
 *
 * 1. Pure, 50 positions over 10,000 blocks of events: every receipt the registry knows on every chain (repeated to
 *    50), each with one of its own flow events every 25 blocks (deposits, withdrawals and receipt transfers in the
 *    shape its protocol emits: 20,000 raw logs), decoded from their topics and data as the API receives them, turned
 *    into flows (share transfers at a rate) and added up with a 16-point value series per position. This is all the
 *    work the API does per request besides waiting for the chains.
 * 2. Devnet, end to end: GET /api/earnings/:address?refresh=true for the demo wallet (its seeded positions on six
 *    chains; the API reads each chain's whole history with eth_getLogs, then the past state for the chart), API in
 *    its own process. The devnet's chains are a few hundred blocks long: mining 10,000 more takes anvil minutes on
 *    this machine, so the 10,000-block figure is part 1's.
 *
 *   pnpm --filter @fin/bench exec tsx earnings.ts        (BENCH_DEVNET=1 adds part 2: a devnet start, minutes
 *   on a loaded 2-core machine)
 */
import { DEMO_ACCOUNT } from '@fin/devnet';
import { RECEIPT_TOKENS } from '@fin/shared/domain/money/tokens';
import { type PositionFlow, positionEarnings } from '@fin/shared/domain/portfolio/earnings';
import {
  decodeFlow,
  type EarningsPosition,
  earningsPosition,
  type FlowQuery,
  sharesToAssets,
} from '@fin/shared/domain/portfolio/earnings-events';
import { SHARE_RATE_SCALE } from '@fin/shared/domain/portfolio/read';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { type Address, decodeEventLog, encodeAbiParameters, encodeEventTopics, type Hex } from 'viem';
import { startBenchStack } from './api-server.lib';

const WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BLOCKS = 10_000;
const EVERY = 25;
const POSITIONS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CHAINS = [1, 8453, 42161, 10, 137, 43114];

const positions: EarningsPosition[] = [];
for (let round = 0; positions.length < POSITIONS; round++) {
  for (const r of RECEIPT_TOKENS)
    for (const chainId of CHAINS) {
      if (!r.addresses[chainId] || positions.length >= POSITIONS) continue;
      const p = earningsPosition(testEntry(r.symbol, chainId, String(1000 + round)), WALLET);
      if (p) positions.push({ ...p, key: `${p.key}#${round}` });
    }
}

/** Arguments of one event of `q` for the wallet (the wallet where the filter or decoder looks for it). */
function argsFor(q: FlowQuery, amount: bigint): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const input of q.event.inputs) {
    const name = input.name as string;
    if (input.type === 'address') args[name] = OTHER;
    if (input.type === 'bytes32') args[name] = `0x${'11'.repeat(32)}`;
    if (input.type.startsWith('uint')) args[name] = input.type === 'uint16' ? 0 : amount;
  }
  Object.assign(args, q.args ?? {});
  if (q.walletArg) args[q.walletArg] = WALLET;
  if (q.counterpartyArg) args[q.counterpartyArg] = OTHER;
  return args;
}

type RawLog = { position: EarningsPosition; query: FlowQuery; blockNumber: number; topics: Hex[]; data: Hex };
const logs: RawLog[] = [];
for (const [i, position] of positions.entries()) {
  for (let b = i % EVERY, n = 0; b < BLOCKS; b += EVERY, n++) {
    // Mostly deposits, some withdrawals, a few transfers: the amounts keep the money in positive.
    const query = position.queries[n % 10 < 6 ? 0 : n % 10 < 9 ? 1 : 2 + (n % 2)] as FlowQuery;
    const amount = BigInt(query.kind === 'deposit' ? 1_000_000_000 : 300_000_000);
    const args = argsFor(query, amount);
    const topics = encodeEventTopics({
      abi: [query.event],
      eventName: query.event.name,
      args,
    } as never) as Hex[];
    const plain = query.event.inputs.filter((x) => !x.indexed);
    const data = encodeAbiParameters(
      plain,
      plain.map((x) => args[x.name as string]),
    );
    logs.push({ position, query, blockNumber: b, topics, data });
  }
}

function computeAll(): number {
  const flows = new Map<EarningsPosition, PositionFlow[]>();
  for (const log of logs) {
    const { args } = decodeEventLog({ abi: [log.query.event], topics: log.topics as never, data: log.data });
    const flow = decodeFlow(log.query, args as Record<string, unknown>, WALLET);
    if (!flow) continue;
    const token = log.position.shareToken;
    const assets =
      flow.unit === 'shares' && token
        ? sharesToAssets(
            flow.amount,
            token.conversion,
            token.conversion === 'ctoken' ? 2n * 10n ** 16n : SHARE_RATE_SCALE,
          )
        : flow.amount;
    const list = flows.get(log.position) ?? [];
    list.push({
      blockNumber: log.blockNumber,
      timestamp: 1_750_000_000 + log.blockNumber * 12,
      kind: flow.kind,
      assets,
    });
    flows.set(log.position, list);
  }
  let counted = 0;
  for (const position of positions) {
    const list = flows.get(position) ?? [];
    const samples = Array.from({ length: 16 }, (_, k) => ({
      blockNumber: Math.round((BLOCKS * k) / 15),
      timestamp: 1_750_000_000 + Math.round((BLOCKS * k) / 15) * 12,
      valueRaw: 10n ** 12n,
    }));
    const e = positionEarnings({
      flows: list,
      valueNowRaw: 10n ** 12n,
      now: 1_750_000_000 + BLOCKS * 12,
      decimals: 6,
      priceUsd: 1,
      fromBlock: 0,
      heldBeforeRange: false,
      samples,
    });
    if (e.status === 'counted') counted += e.flowCount;
  }
  return counted;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

computeAll(); // warm-up
const times: number[] = [];
let flowsCounted = 0;
for (let r = 0; r < RUNS; r++) {
  const t = performance.now();
  flowsCounted = computeAll();
  times.push(performance.now() - t);
}
console.log(
  `pure: ${positions.length} positions, ${BLOCKS.toLocaleString('en-US')} blocks, ${logs.length.toLocaleString('en-US')} events (${flowsCounted.toLocaleString('en-US')} flows counted): median ${median(times).toFixed(1)} ms, min ${Math.min(...times).toFixed(1)} ms over ${RUNS} runs`,
);

if (process.env.BENCH_DEVNET === '1') {
  const stack = await startBenchStack();
  try {
    const url = `${stack.apiUrl}/api/earnings/${DEMO_ACCOUNT.address}?refresh=true`;
    const runs: number[] = [];
    let body: EarningsResponse | undefined;
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      const res = await fetch(url);
      body = (await res.json()) as EarningsResponse;
      runs.push(performance.now() - t);
    }
    const blocks = body?.ranges.map((x) => `${x.chainId}:${x.toBlock - x.fromBlock + 1}`).join(' ');
    console.log(
      `devnet: demo wallet, ${body?.positions.length} positions on ${body?.ranges.length} chains, blocks read per chain ${blocks}: median ${median(runs).toFixed(0)} ms, min ${Math.min(...runs).toFixed(0)} ms over ${runs.length} calls (errors: ${body?.errors.length ?? '?'})`,
    );
  } finally {
    await stack.stop();
  }
}
