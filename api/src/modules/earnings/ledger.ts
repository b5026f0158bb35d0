// The accountant's ledger of a wallet's positions: every kept flow (deposit, withdrawal, receipt transfer) with its
// date, transaction, amount and USD value, and each position's earnings per calendar month, from its value read on
// chain at each month start (the last block before it) and now. The months add up to earned to date.
import { getChainName } from '@fin/shared/domain/chains/chains';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import { getAsset } from '@fin/shared/domain/money/tokens';
import type { EarningsPosition } from '@fin/shared/domain/portfolio/earnings-events';
import { monthlyEarnings, monthStarts } from '@fin/shared/domain/portfolio/earnings-ledger';
import type { EarningsLedger, LedgerFlow } from '@fin/shared/schemas/earnings-ledger';
import { type Address, formatUnits, type PublicClient } from 'viem';
import { type Snapshot, snapshotAt } from './adapter';
import type { Cursor, StoredFlow } from './history-store';

export type LedgerChain = {
  chainId: number;
  positions: readonly EarningsPosition[];
  head: number;
  client: PublicClient;
};

type Money = { decimals: number; priceUSD: number; asset: string };

function moneyOf(position: EarningsPosition): Money {
  const { entry } = position;
  const asset = entry.asset.underlyingAsset ?? entry.asset.symbol;
  return {
    asset,
    decimals: getAsset(asset)?.decimals ?? entry.asset.decimals,
    priceUSD: fixedPriceUsd(asset) ?? 1,
  };
}

const usdOf = (raw: bigint, m: Money) =>
  Math.round(Number(formatUnits(raw, m.decimals)) * m.priceUSD * 1e6) / 1e6;

/** One chain's part of the ledger: its positions, their flows, and their months. */
export async function chainLedger(
  wallet: Address,
  chain: LedgerChain,
  flows: readonly StoredFlow[],
  cursors: readonly Cursor[],
): Promise<Pick<EarningsLedger, 'positions' | 'flows' | 'months'> & { complete: boolean }> {
  const out: Pick<EarningsLedger, 'positions' | 'flows' | 'months'> = {
    positions: [],
    flows: [],
    months: [],
  };
  const head = await chain.client.getBlock({ blockNumber: BigInt(chain.head) });
  const now = Number(head.timestamp);
  const mine = flows.filter((f) => chain.positions.some((p) => p.key === f.positionKey));
  const first = mine[0]?.timestamp;
  const boundaries = first === undefined ? [] : monthStarts(first, now);
  const lo = Math.min(chain.head, ...cursors.map((c) => c.startBlock));
  const snapshots = await Promise.all(
    boundaries.map(async (at) => ({ at, snapshot: await snapshotBefore(chain, wallet, at, lo) })),
  );
  for (const position of chain.positions) {
    const money = moneyOf(position);
    const { entry } = position;
    out.positions.push({
      key: position.key,
      chainId: chain.chainId,
      chainName: getChainName(chain.chainId),
      symbol: entry.asset.symbol,
      protocol: entry.asset.protocol ?? '',
      asset: money.asset,
      priceUSD: money.priceUSD,
    });
    const own: LedgerFlow[] = mine
      .filter((f) => f.positionKey === position.key)
      .map((f) => ({
        positionKey: f.positionKey,
        timestamp: f.timestamp,
        blockNumber: f.blockNumber,
        txHash: f.txHash,
        kind: f.kind,
        amount: formatUnits(f.assets, money.decimals),
        valueUSD: usdOf(f.assets, money),
      }));
    out.flows.push(...own);
    const start = own[0]?.timestamp ?? now;
    const values = snapshots
      .filter((s) => s.at > start)
      .map((s) => ({
        at: s.at,
        valueUSD: usdOf(BigInt(s.snapshot?.entries.get(position.key)?.rawBalance ?? '0'), money),
      }));
    out.months.push(
      ...monthlyEarnings(position.key, own, values, {
        at: now,
        valueUSD: usdOf(BigInt(entry.rawBalance), money),
      }),
    );
  }
  return { ...out, complete: cursors.length > 0 && cursors.every((c) => c.complete) };
}

/** The wallet's positions on the chain as they stood at the end of the last block before `at` (unix seconds). */
async function snapshotBefore(
  chain: LedgerChain,
  wallet: Address,
  at: number,
  lo: number,
): Promise<Snapshot | null> {
  const block = await lastBlockBefore(chain.client, at, lo, chain.head);
  return snapshotAt(chain.client, chain.chainId, wallet, block);
}

/** The last block with a timestamp before `at`, by halving [lo, hi] (block times only grow). */
async function lastBlockBefore(client: PublicClient, at: number, lo: number, hi: number): Promise<number> {
  const time = async (n: number) => Number((await client.getBlock({ blockNumber: BigInt(n) })).timestamp);
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = Math.ceil((a + b) / 2);
    if ((await time(mid)) < at) a = mid;
    else b = mid - 1;
  }
  return a;
}
