// Measures what a deposit does to a pool's yield by simulating it on the pool's chain (eth_simulateV1): the same
// growth read (deposit-impact.ts) one day apart, once on today's state and once after approve + deposit from the
// user's own address. The pool's contract applies its real rate curve; nothing here models a protocol.
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import { gasPayback, growthRead, growthToApy, PROBE_PERIOD_SECONDS } from '@fin/shared/domain/deposit/impact';
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
type SimulatedBlock = { calls: { status: string; data: Hex; gasUsed: bigint }[] };

export async function measureDepositImpact(input: {
  /** Its own methods are used (not `viem/actions`), so errors come from the page's one shared viem. */
  client: Pick<PublicClient, 'getGasPrice' | 'readContract' | 'simulateBlocks'> & {
    // Only the time is read; the block type differs by chain (OP-stack deposit transactions).
    getBlock(): Promise<{ timestamp: bigint }>;
  };
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
  const readCall: SimCall = {
    to: read.to,
    data: encodeFunctionData({ abi: read.abi, functionName: read.functionName, args: read.args } as never),
  };
  const decode = (data: Hex) =>
    decodeFunctionResult({
      abi: read.abi,
      functionName: read.functionName,
      data,
    } as never) as unknown as bigint;

  const [block, gasPrice, allowance] = await Promise.all([
    client.getBlock(),
    client.getGasPrice(),
    target.token
      ? client.readContract({
          address: target.token,
          abi: ERC20_DEPOSIT_ABI,
          functionName: 'allowance',
          args: [user, target.pool],
        })
      : Promise.resolve(0n),
  ]);
  const planFor = (units: bigint) =>
    buildDepositPlan({
      method: target.method,
      protocol: input.protocol,
      asset: input.asset,
      pool: target.pool as Address,
      token: target.token,
      amount: units,
      user,
      allowance,
    });
  const plan = planFor(amount);
  // "Now" also sends a deposit, of a hundredth of a unit: pools refresh their stored rate on every action, so
  // both figures start from the same refreshed state and differ only by your amount.
  const probe = 10n ** BigInt(Math.max(0, target.decimals - 2));
  const probePlan = planFor(probe < amount ? probe : amount);
  const t0 = block.timestamp + 1n;
  const t1 = t0 + BigInt(PROBE_PERIOD_SECONDS);
  const simulate = (first: SimCall[]) =>
    client.simulateBlocks({
      blocks: [
        { blockOverrides: { time: t0 }, calls: [...first, readCall] },
        { blockOverrides: { time: t1 }, calls: [readCall] },
      ],
    } as never) as unknown as Promise<SimulatedBlock[]>;

  const calls = (txs: typeof plan) =>
    txs.map((tx) => ({ account: user, to: tx.to, data: tx.data, value: tx.value }));
  const planCalls = calls(plan);
  const [now, after] = await Promise.all([simulate(calls(probePlan)), simulate(planCalls)]);
  const sent = after[0]?.calls.slice(0, planCalls.length) ?? [];
  if (sent.some((c) => c.status !== 'success')) return { kind: 'insufficient-funds' };
  const growth = (blocks: typeof now) => {
    const a = blocks[0]?.calls.at(-1);
    const b = blocks[1]?.calls[0];
    if (a?.status !== 'success' || b?.status !== 'success') return null;
    return growthToApy(decode(a.data), decode(b.data));
  };
  const apyNow = growth(now);
  const apyAfter = growth(after);
  if (apyNow === null || apyAfter === null) return { kind: 'unmeasurable' };
  const gasUnits = sent.reduce((sum, c) => sum + c.gasUsed, 0n);
  const payback = gasPayback({
    gasUnits,
    gasPriceWei: gasPrice,
    nativePriceUsd: fixedPriceUsd(target.nativeSymbol) ?? 0,
    amountUsd: input.amountUsd,
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
