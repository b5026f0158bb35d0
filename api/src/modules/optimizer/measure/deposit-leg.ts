// The destination side of a move: the deposit simulated from the user's own address, and the pool's growth measure
// read one day later in simulated time, once after a probe deposit and once after yours, so the pool's own contract
// says what your amount does to its rate.
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import {
  type GrowthRead,
  growthRead,
  growthToApy,
  PROBE_PERIOD_SECONDS,
} from '@fin/shared/domain/deposit/impact';
import { buildDepositPlan } from '@fin/shared/domain/deposit/plan';
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, type PublicClient } from 'viem';
import { revertReason, type SimBlock, type SimCall, type StateOverride, simulate } from './simulation';

export type DepositLeg =
  | {
      ok: true;
      /** Gas of the calls sent ahead of the deposit in the same block (a same-chain withdraw), else 0. */
      leadGas: number;
      approveGas: number;
      depositGas: number;
      toApyAfter: number;
      rateMeasured: boolean;
    }
  | { ok: false; reason: string };

export type DepositLegInput = {
  /** Calls sent before the deposit in the same block: the withdraw of a same-chain move. */
  lead: SimCall[];
  amount: bigint;
  /** The minted USDC of a cross-chain move, given to the wallet in the simulation only. */
  funds: StateOverride | undefined;
};

/** The deposit's transactions for `amount`, approve first when the allowance falls short. */
async function depositPlanner(dst: PublicClient, c: MoveCandidate, user: Address) {
  const allowance = await dst.readContract({
    address: c.deposit.token,
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'allowance',
    args: [user, c.deposit.pool],
  });
  return (amount: bigint) =>
    buildDepositPlan({
      method: c.deposit.method,
      protocol: c.destination.protocol,
      asset: c.destination.asset,
      pool: c.deposit.pool,
      token: c.deposit.token,
      amount,
      user,
      allowance,
    }).map((tx) => ({ from: user, to: tx.to, data: tx.data, kind: tx.kind }));
}

const readCallOf = (read: GrowthRead | undefined): SimCall[] =>
  read
    ? [
        {
          to: read.to,
          data: encodeFunctionData({
            abi: read.abi,
            functionName: read.functionName,
            args: read.args,
          } as never),
        },
      ]
    : [];

/** The pool's APY from its growth measure read right after the deposit block and one probe period later. */
function apyOf(read: GrowthRead, blocks: SimBlock[]): number | null {
  const decode = (data: Hex) =>
    decodeFunctionResult({
      abi: read.abi,
      functionName: read.functionName,
      data,
    } as never) as unknown as bigint;
  const a = blocks[0]?.calls.at(-1);
  const b = blocks[1]?.calls[0];
  if (a?.status !== 'success' || b?.status !== 'success') return null;
  return growthToApy(decode(a.data), decode(b.data));
}

export async function simulateDepositLeg(
  dst: PublicClient,
  c: MoveCandidate,
  user: Address,
  input: DepositLegInput,
): Promise<DepositLeg> {
  const { lead, amount, funds } = input;
  const plan = await depositPlanner(dst, c, user);
  const depositTxs = plan(amount);
  const probe = 10n ** BigInt(Math.max(0, c.deposit.decimals - 2));
  const probeTxs = plan(probe < amount ? probe : amount);
  const read = growthRead(c.deposit.method, c.deposit.pool, c.deposit.token);
  const readCall = readCallOf(read);
  const t0 = (await dst.getBlock()).timestamp + 1n;
  const t1 = t0 + BigInt(PROBE_PERIOD_SECONDS);
  const run = (txs: SimCall[]) =>
    simulate(dst, [
      { time: t0, calls: [...lead, ...txs, ...readCall], ...(funds ? { stateOverrides: funds } : {}) },
      { time: t1, calls: readCall },
    ]);
  const [after, now] = await Promise.all([
    run(depositTxs),
    read ? run(probeTxs) : Promise.resolve(undefined),
  ]);
  const sent = after[0]?.calls.slice(0, lead.length + depositTxs.length) ?? [];
  const failed = sent.find((x) => x.status !== 'success');
  if (failed || sent.length === 0) {
    return {
      ok: false,
      reason: `the move would revert (${revertReason(failed?.error) || 'no reason given'})`,
    };
  }
  const depositSent = sent.slice(lead.length);
  const gasOf = (kind: string) =>
    depositTxs.reduce((s, tx, i) => (tx.kind === kind ? s + Number(depositSent[i]?.gasUsed ?? 0n) : s), 0);
  const listed = c.destination.apy as number;
  const apyNow = read && now ? apyOf(read, now) : null;
  const apyAfter = read && now ? apyOf(read, after) : null;
  const rateMeasured = apyNow !== null && apyAfter !== null;
  return {
    ok: true,
    leadGas: lead.length ? Number(sent[0]?.gasUsed ?? 0n) : 0,
    approveGas: gasOf('approve'),
    depositGas: gasOf('deposit'),
    // The listed APY less what your amount takes off it: the same yardstick as the position's own APY.
    toApyAfter: rateMeasured ? listed - Math.max(0, apyNow - apyAfter) : listed,
    rateMeasured,
  };
}
