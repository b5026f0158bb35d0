// Reads one chain's part of a wallet's earnings: the logs of every position's flow queries over a bounded range of
// blocks (in chunks an RPC provider accepts), the rate of any share transfer at its block, whether the wallet
// already held the position before the range, and the wallet's positions at a few past blocks for the value chart.
// Past state is read with the same Multicall3 plan the portfolio uses (shared/src/domain/portfolio/read.ts), at a
// block number.
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { decodeAggregate3, encodeAggregate3, type ReadCall } from '@fin/shared/domain/chains/multicall3';
import type { PositionFlow, ValueSample } from '@fin/shared/domain/portfolio/earnings';
import {
  decodeFlow,
  dropEchoes,
  type EarningsPosition,
  type FlowQuery,
  sharesToAssets,
} from '@fin/shared/domain/portfolio/earnings-events';
import { planPortfolioRead, SHARE_RATE_SCALE } from '@fin/shared/domain/portfolio/read';
import { balanceEntryKey } from '@fin/shared/domain/portfolio/rows';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { type Address, decodeFunctionResult, encodeFunctionData, type PublicClient, parseAbi } from 'viem';

const abi = parseAbi([
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function exchangeRateStored() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
]);

export type ScanLimits = { lookbackBlocks: number; chunkBlocks: number; samplePoints: number };

export type PositionRead = {
  position: EarningsPosition;
  flows: PositionFlow[];
  heldBeforeRange: boolean | 'unknown';
  samples: ValueSample[];
};

export type ChainEarningsRead = {
  fromBlock: number;
  toBlock: number;
  now: number;
  positions: PositionRead[];
};

type RawFlow = {
  position: EarningsPosition;
  positionKey: string;
  blockNumber: number;
  txHash: string;
  logIndex: number;
  kind: PositionFlow['kind'];
  echoOf: FlowQuery['echoOf'];
  assets: bigint;
};
type Snapshot = { timestamp: number; entries: Map<string, BalanceEntry> };

/** The chain's positions (all on `chainId`) with their flows from `toBlock - lookback + 1` to `toBlock`. */
export async function readChainEarnings(
  client: PublicClient,
  chainId: number,
  wallet: Address,
  positions: readonly EarningsPosition[],
  toBlock: number,
  limits: ScanLimits,
): Promise<ChainEarningsRead> {
  const fromBlock = Math.max(0, toBlock - limits.lookbackBlocks + 1);
  const [raw, before] = await Promise.all([
    readFlows(client, wallet, positions, fromBlock, toBlock, limits.chunkBlocks),
    fromBlock > 0 ? snapshotAt(client, chainId, wallet, fromBlock - 1) : Promise.resolve(null),
  ]);
  const sampleBlocks = chooseSampleBlocks(raw, positions.length, fromBlock, toBlock, limits.samplePoints);
  const snapshots = new Map<number, Snapshot>();
  await Promise.all(
    sampleBlocks.map(async (b) => {
      const s = await snapshotAt(client, chainId, wallet, b);
      if (s) snapshots.set(b, s);
    }),
  );
  const timeOf = blockClock(snapshots);
  const nowSnapshot = snapshots.get(toBlock);
  const now = nowSnapshot?.timestamp ?? timeOf(toBlock);
  return {
    fromBlock,
    toBlock,
    now,
    positions: positions.map((position) => {
      const flows = raw
        .filter((f) => f.position === position)
        .map((f) => ({
          blockNumber: f.blockNumber,
          timestamp: timeOf(f.blockNumber),
          kind: f.kind,
          assets: f.assets,
        }));
      const samples: ValueSample[] = [];
      const first = flows[0]?.blockNumber ?? fromBlock;
      for (const [blockNumber, s] of [...snapshots].sort((a, b) => a[0] - b[0])) {
        if (blockNumber < first) continue;
        const entry = s.entries.get(position.key);
        samples.push({ blockNumber, timestamp: s.timestamp, valueRaw: BigInt(entry?.rawBalance ?? '0') });
      }
      const heldBefore =
        fromBlock === 0
          ? false
          : before === null
            ? 'unknown'
            : BigInt(before.entries.get(position.key)?.rawBalance ?? '0') > 0n;
      return { position, flows, heldBeforeRange: heldBefore, samples };
    }),
  };
}

async function readFlows(
  client: PublicClient,
  wallet: Address,
  positions: readonly EarningsPosition[],
  fromBlock: number,
  toBlock: number,
  chunkBlocks: number,
): Promise<RawFlow[]> {
  const jobs: Promise<RawFlow[]>[] = [];
  for (let a = fromBlock; a <= toBlock; a += chunkBlocks) {
    const b = Math.min(toBlock, a + chunkBlocks - 1);
    for (const position of positions) {
      for (const query of position.queries) jobs.push(readQuery(client, wallet, position, query, a, b));
    }
  }
  const flows = dropEchoes((await Promise.all(jobs)).flat());
  return flows.sort((x, y) => x.blockNumber - y.blockNumber || x.logIndex - y.logIndex);
}

async function readQuery(
  client: PublicClient,
  wallet: Address,
  position: EarningsPosition,
  query: FlowQuery,
  fromBlock: number,
  toBlock: number,
): Promise<RawFlow[]> {
  const logs = await client.getLogs({
    address: query.address,
    event: query.event,
    ...(query.args ? { args: query.args } : {}),
    fromBlock: BigInt(fromBlock),
    toBlock: BigInt(toBlock),
    strict: true,
  });
  const out: RawFlow[] = [];
  for (const log of logs) {
    const flow = decodeFlow(query, log.args as Record<string, unknown>, wallet);
    if (!flow || log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
    const blockNumber = Number(log.blockNumber);
    const assets =
      flow.unit === 'assets' || !position.shareToken
        ? flow.amount
        : await sharesAt(client, position.shareToken, flow.amount, blockNumber);
    out.push({
      position,
      positionKey: position.key,
      blockNumber,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      kind: flow.kind,
      echoOf: query.echoOf,
      assets,
    });
  }
  return out;
}

/** Shares moved by a transfer, in assets at the rate of the block before it (the rate the holder parted at). */
async function sharesAt(
  client: PublicClient,
  token: NonNullable<EarningsPosition['shareToken']>,
  shares: bigint,
  blockNumber: number,
): Promise<bigint> {
  const rate =
    token.conversion === 'ctoken'
      ? await client.readContract({
          address: token.address,
          abi,
          functionName: 'exchangeRateStored',
          blockNumber: BigInt(blockNumber),
        })
      : await client.readContract({
          address: token.address,
          abi,
          functionName: 'convertToAssets',
          args: [SHARE_RATE_SCALE],
          blockNumber: BigInt(blockNumber),
        });
  return sharesToAssets(shares, token.conversion, rate);
}

/** The wallet's entries on the chain at a past block, and that block's time; null when the node cannot say. */
async function snapshotAt(
  client: PublicClient,
  chainId: number,
  wallet: Address,
  blockNumber: number,
): Promise<Snapshot | null> {
  const plan = planPortfolioRead(chainId, wallet);
  const clock: ReadCall = {
    target: MULTICALL3,
    callData: encodeFunctionData({ abi, functionName: 'getCurrentBlockTimestamp' }),
  };
  try {
    const { data } = await client.call({
      to: MULTICALL3,
      data: encodeAggregate3([clock, ...plan.calls]),
      blockNumber: BigInt(blockNumber),
    });
    if (!data) return null;
    const [head, ...results] = decodeAggregate3(data);
    if (!head?.success) return null;
    const timestamp = Number(
      decodeFunctionResult({ abi, functionName: 'getCurrentBlockTimestamp', data: head.returnData }),
    );
    return { timestamp, entries: new Map(plan.decode(results).map((e) => [balanceEntryKey(e), e])) };
  } catch {
    return null;
  }
}

/**
 * Blocks to sample: every block with a flow (their times date the flows, and the chart steps there), up to a
 * cap, plus evenly spaced blocks from the first flow (or the range start) to `toBlock`, which is always included.
 */
function chooseSampleBlocks(
  flows: readonly RawFlow[],
  positionCount: number,
  fromBlock: number,
  toBlock: number,
  points: number,
): number[] {
  const blocks = new Set<number>([toBlock]);
  const flowBlocks = [...new Set(flows.map((f) => f.blockNumber))];
  const cap = Math.max(points * 3, positionCount * 4);
  const step = Math.max(1, flowBlocks.length / cap);
  for (let i = 0; i < flowBlocks.length; i += step) blocks.add(flowBlocks[Math.floor(i)] as number);
  const start = flowBlocks[0] ?? fromBlock;
  for (let i = 0; i < points; i++) blocks.add(Math.round(start + ((toBlock - start) * i) / points));
  return [...blocks].filter((b) => b >= fromBlock && b <= toBlock);
}

/** Time of any block from the sampled ones: exact where sampled, interpolated between them elsewhere. */
function blockClock(snapshots: ReadonlyMap<number, Snapshot>): (block: number) => number {
  const known = [...snapshots].map(([b, s]) => [b, s.timestamp] as const).sort((a, b) => a[0] - b[0]);
  return (block) => {
    const exact = snapshots.get(block);
    if (exact) return exact.timestamp;
    const after = known.findIndex(([b]) => b > block);
    if (after <= 0) return (known[after === 0 ? 0 : known.length - 1]?.[1] ?? 0) as number;
    const [b0, t0] = known[after - 1] as readonly [number, number];
    const [b1, t1] = known[after] as readonly [number, number];
    return Math.round(t0 + ((t1 - t0) * (block - b0)) / (b1 - b0));
  };
}
