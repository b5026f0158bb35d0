// Past state of one chain for a wallet's earnings: the rate of a share transfer at its block (what the shares were
// worth in assets), and the wallet's positions at a few past blocks for the value chart. Past state is read with
// the same Multicall3 plan the portfolio uses (shared/src/domain/portfolio/read.ts), at a block number. The flows
// themselves are read once and kept (history-reader.ts).
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { decodeAggregate3, encodeAggregate3, type ReadCall } from '@fin/shared/domain/chains/multicall3';
import type { ValueSample } from '@fin/shared/domain/portfolio/earnings';
import { type EarningsPosition, sharesToAssets } from '@fin/shared/domain/portfolio/earnings-events';
import { planPortfolioRead, SHARE_RATE_SCALE } from '@fin/shared/domain/portfolio/read';
import { balanceEntryKey } from '@fin/shared/domain/portfolio/rows';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { type Address, decodeFunctionResult, encodeFunctionData, type PublicClient, parseAbi } from 'viem';

const abi = parseAbi([
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function exchangeRateStored() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
]);

export type ValueSamples = {
  /** Unix seconds of `toBlock`. */
  now: number;
  /** Each position's value at the sampled blocks from its first flow on (its chart). */
  samples: Map<string, ValueSample[]>;
};

export type Snapshot = { timestamp: number; entries: Map<string, BalanceEntry> };

/**
 * The chain's positions' values at a few past blocks (for the value chart): every block with a flow up to a cap,
 * plus evenly spaced blocks from the first flow to `toBlock`, which is always read (its time is "now").
 */
export async function readValueSamples(
  client: PublicClient,
  chainId: number,
  wallet: Address,
  firstFlow: ReadonlyMap<string, number>,
  flowBlocks: readonly number[],
  toBlock: number,
  points: number,
): Promise<ValueSamples> {
  const start = Math.min(toBlock, ...firstFlow.values());
  const sampleBlocks = chooseSampleBlocks(flowBlocks, firstFlow.size, start, toBlock, points);
  const snapshots = new Map<number, Snapshot>();
  await Promise.all(
    sampleBlocks.map(async (b) => {
      const s = await snapshotAt(client, chainId, wallet, b);
      if (s) snapshots.set(b, s);
    }),
  );
  const samples = new Map<string, ValueSample[]>();
  for (const [key, first] of firstFlow) {
    const series: ValueSample[] = [];
    for (const [blockNumber, s] of [...snapshots].sort((a, b) => a[0] - b[0])) {
      if (blockNumber < first) continue;
      series.push({
        blockNumber,
        timestamp: s.timestamp,
        valueRaw: BigInt(s.entries.get(key)?.rawBalance ?? '0'),
      });
    }
    samples.set(key, series);
  }
  const now =
    snapshots.get(toBlock)?.timestamp ??
    Number((await client.getBlock({ blockNumber: BigInt(toBlock) })).timestamp);
  return { now, samples };
}

/** Shares moved by a transfer, in assets at the rate of the block before it (the rate the holder parted at). */
export async function sharesAt(
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
export async function snapshotAt(
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

/** Blocks to sample: the flows' blocks (the chart steps there) up to a cap, and `points` evenly spaced ones. */
function chooseSampleBlocks(
  flowBlocks: readonly number[],
  positionCount: number,
  fromBlock: number,
  toBlock: number,
  points: number,
): number[] {
  const blocks = new Set<number>([toBlock]);
  const unique = [...new Set(flowBlocks)].sort((a, b) => a - b);
  const cap = Math.max(points * 3, positionCount * 4);
  const step = Math.max(1, unique.length / cap);
  for (let i = 0; i < unique.length; i += step) blocks.add(unique[Math.floor(i)] as number);
  for (let i = 0; i < points; i++) blocks.add(Math.round(fromBlock + ((toBlock - fromBlock) * i) / points));
  return [...blocks].filter((b) => b >= fromBlock && b <= toBlock);
}
