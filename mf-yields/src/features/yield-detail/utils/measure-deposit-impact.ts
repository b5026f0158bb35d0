// Measures what a deposit does to a pool's yield by simulating it on the pool's chain (eth_simulateV1): the same
// growth read (deposit-impact.ts) one day apart, once on today's state and once after approve + deposit from the
// user's own address. The pool's contract applies its real rate curve; nothing here models a protocol.
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import {
  type GrowthRead,
  gasPayback,
  growthRead,
  growthToApy,
  PROBE_PERIOD_SECONDS,
} from '@fin/shared/domain/deposit/impact';
import { buildDepositPlan } from '@fin/shared/domain/deposit/plan';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, type PublicClient } from 'viem';
import type { DepositTarget } from '../../../lib/deposit-target';

export type DepositImpactResult =
  | {
      kind: 'measured';
      apyNow: number;
      apyAfter: number;
      gasUnits: bigint;
      gasCostUsd: number;
      paybackDays: number | null;
    }
  | { kind: 'insufficient-funds' }
  | { kind: 'unmeasurable' };

type SimCall = { account?: Address; to: Address; data: Hex; value?: bigint };
export type SimulatedBlock = { calls: { status: string; data: Hex; gasUsed: bigint }[] };

type ImpactClient = Pick<PublicClient, 'getGasPrice' | 'readContract' | 'simulateBlocks'> & {
  // Only the time is read; the block type differs by chain (OP-stack deposit transactions).
  getBlock(): Promise<{ timestamp: bigint }>;
};

export async function measureDepositImpact(input: {
  /** Its own methods are used (not `viem/actions`), so errors come from the page's one shared viem. */
  client: ImpactClient;
  target: DepositTarget;
  protocol: string;
  asset: string;
  amount: bigint;
  amountUsd: number;
  user: Address;
}): Promise<DepositImpactResult> {
  const { client, target, amount, user } = input;
  const read = target.pool ? growthRead(target.method, target.pool, target.token) : undefined;
  if (!read || !target.pool) return { kind: 'unmeasurable' };
  const pool = target.pool;
  const [block, gasPrice, allowance] = await Promise.all([
    client.getBlock(),
    client.getGasPrice(),
    target.token
      ? client.readContract({
          address: target.token,
          abi: ERC20_DEPOSIT_ABI,
          functionName: 'allowance',
          args: [user, pool],
        })
      : Promise.resolve(0n),
  ]);
  const depositCalls = (units: bigint): SimCall[] =>
    buildDepositPlan({
      method: target.method,
      protocol: input.protocol,
      asset: input.asset,
      pool,
      token: target.token,
      amount: units,
      user,
      allowance,
    }).map((tx) => ({ account: user, to: tx.to, data: tx.data, value: tx.value }));
  const readCall = growthReadCall(read);
  const t0 = block.timestamp + 1n;
  const deposit = depositCalls(amount);
  // "Now" also sends a deposit, of a hundredth of a unit: pools refresh their stored rate on every action, so
  // both figures start from the same refreshed state and differ only by your amount.
  const [now, after] = await Promise.all([
    simulateDay(client, t0, depositCalls(probeUnits(amount, target.decimals)), readCall),
    simulateDay(client, t0, deposit, readCall),
  ]);
  return impactFrom({
    now,
    after,
    depositCalls: deposit.length,
    decode: growthDecoder(read),
    gasPriceWei: gasPrice,
    nativePriceUsd: fixedPriceUsd(target.nativeSymbol) ?? 0,
    amountUsd: input.amountUsd,
  });
}

/** A hundredth of one unit of the asset, or the whole amount when that is smaller. */
export function probeUnits(amount: bigint, decimals: number): bigint {
  const probe = 10n ** BigInt(Math.max(0, decimals - 2));
  return probe < amount ? probe : amount;
}

function growthReadCall(read: GrowthRead): SimCall {
  return {
    to: read.to,
    data: encodeFunctionData({ abi: read.abi, functionName: read.functionName, args: read.args } as never),
  };
}

function growthDecoder(read: GrowthRead): (data: Hex) => bigint {
  return (data) =>
    decodeFunctionResult({
      abi: read.abi,
      functionName: read.functionName,
      data,
    } as never) as unknown as bigint;
}

/** Two simulated blocks a day apart: `first` then the growth read at t0, and the growth read alone a day later. */
function simulateDay(
  client: ImpactClient,
  t0: bigint,
  first: SimCall[],
  readCall: SimCall,
): Promise<SimulatedBlock[]> {
  return client.simulateBlocks({
    blocks: [
      { blockOverrides: { time: t0 }, calls: [...first, readCall] },
      { blockOverrides: { time: t0 + BigInt(PROBE_PERIOD_SECONDS) }, calls: [readCall] },
    ],
  } as never) as unknown as Promise<SimulatedBlock[]>;
}

/**
 * The measurement from the two simulations: a deposit call that failed means the wallet cannot fund it; a growth
 * read that failed means the pool cannot be measured; otherwise both APYs, the deposit's gas and its payback.
 */
export function impactFrom(o: {
  now: SimulatedBlock[];
  after: SimulatedBlock[];
  /** How many of the first block's calls in `after` are the deposit's own (the rest is the growth read). */
  depositCalls: number;
  decode: (data: Hex) => bigint;
  gasPriceWei: bigint;
  nativePriceUsd: number;
  amountUsd: number;
}): DepositImpactResult {
  const sent = o.after[0]?.calls.slice(0, o.depositCalls) ?? [];
  if (sent.some((c) => c.status !== 'success')) return { kind: 'insufficient-funds' };
  const growth = (blocks: SimulatedBlock[]) => {
    const a = blocks[0]?.calls.at(-1);
    const b = blocks[1]?.calls[0];
    if (a?.status !== 'success' || b?.status !== 'success') return null;
    return growthToApy(o.decode(a.data), o.decode(b.data));
  };
  const apyNow = growth(o.now);
  const apyAfter = growth(o.after);
  if (apyNow === null || apyAfter === null) return { kind: 'unmeasurable' };
  const gasUnits = sent.reduce((sum, c) => sum + c.gasUsed, 0n);
  const payback = gasPayback({
    gasUnits,
    gasPriceWei: o.gasPriceWei,
    nativePriceUsd: o.nativePriceUsd,
    amountUsd: o.amountUsd,
    apy: apyAfter,
  });
  return {
    kind: 'measured',
    apyNow,
    apyAfter,
    gasUnits,
    gasCostUsd: payback.gasCostUsd,
    paybackDays: payback.days,
  };
}
