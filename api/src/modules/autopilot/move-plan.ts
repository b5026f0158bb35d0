// Which of the optimizer's moves the agent may make through a wallet's grant, and the calls each step sends: the
// same deposit plans the page's dialogs send (shared/domain/deposit). For now the agent makes one kind of move on
// its own: idle USDC in the wallet into a granted pool on the same chain (one step: approve + deposit, sent as
// one transaction through the grant). Moves out of a position or between chains stay proposals for the user.
import { buildDepositPlan, depositMethod } from '@fin/shared/domain/deposit/plan';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { movePays, scaleEconomics } from '@fin/shared/domain/optimizer/economics';
import { IDLE_PROTOCOL } from '@fin/shared/domain/optimizer/idle';
import type { MoveEconomics, OptimizerResult, RebalancingAction } from '@fin/shared/domain/optimizer/result';
import { type Address, formatUnits, getAddress, parseUnits } from 'viem';
import type { GrantRecord } from '../grants/port';
import type { MovePlan } from './moves-store';

const usd = (n: number) => `$${n.toFixed(2)}`;

/** The move's arithmetic as the optimizer computed it, gas paid by the agent's account included. */
function arithmetic(e: MoveEconomics): string {
  const payback =
    e.breakEvenDays === null ? 'never pays back' : `pays back in ${e.breakEvenDays.toFixed(1)} days`;
  return `${e.fromApy.toFixed(2)}% → ${e.toApyAfter.toFixed(2)}% APY on ${usd(e.amountUsd)}: +${usd(e.yearlyGainUsd)} a year; costs ${usd(e.costUsd)} (gas ${usd(e.gasCostUsd)}, paid by your agent's account); ${payback}; ${usd(e.netGainUsd)} net over ${e.horizonDays} days`;
}

/**
 * The plan for one idle-to-pool move on one chain, or null when the agent may not make it on its own. `amount`
 * (USDC base units) is what the grant leaves room for today when that is less than the optimizer's amount; the
 * arithmetic is then the same move's at that amount.
 */
export function idleDepositPlan(
  action: RebalancingAction,
  pool: Address,
  user: Address,
  amount: bigint = parseUnits(action.amount, 6),
): MovePlan | null {
  if (action.fromProtocol !== IDLE_PROTOCOL || action.crossChain || action.asset !== 'USDC') return null;
  if (amount <= 0n) return null;
  const token = getTokenAddress('USDC', action.toChainId);
  if (!token) return null;
  const full = parseUnits(action.amount, 6);
  const economics =
    amount >= full
      ? action.economics
      : scaleEconomics(action.economics, (action.economics.amountUsd * Number(amount)) / Number(full));
  if (amount < full && !movePays(economics)) return null;
  const words = formatUnits(amount, 6);
  const txs = buildDepositPlan({
    method: depositMethod({ protocolSlug: '', protocol: action.toProtocol, asset: action.asset }),
    protocol: action.toProtocol,
    asset: action.asset,
    pool,
    token,
    amount,
    user,
    allowance: 0n,
  });
  return {
    chainId: action.toChainId,
    chain: action.toChain,
    fromProtocol: action.fromProtocol,
    toProtocol: action.toProtocol,
    amountUnits: amount.toString(),
    arithmetic: arithmetic(economics),
    steps: [
      {
        name: 'deposit',
        label: `Deposit ${words} USDC into ${action.toProtocol} on ${action.toChain}`,
        calls: txs.map((t) => ({ to: t.to, data: t.data })),
      },
    ],
  };
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/** USDC the grant on this network still lets leave the wallet today: its daily cap less what left already. */
function roomToday(grant: GrantRecord, chainId: number): bigint {
  const g = grant.grants.find((x) => x.chainId === chainId);
  if (!g) return 0n;
  const left = g.dailyCapUnits - g.spentTodayUnits;
  return left > 0n ? left : 0n;
}

/** Whether the grant lets the agent put money into this pool (its address on its chain). */
export function grantedPool(
  grant: GrantRecord,
): (o: { chainId: number; poolAddress?: string | null }) => boolean {
  const granted = new Set(grant.venues.map((v) => `${v.chainId}:${getAddress(v.address)}`));
  return (o) => !!o.poolAddress && granted.has(`${o.chainId}:${getAddress(o.poolAddress)}`);
}

/** The first move the optimizer proposes that the grant covers (a granted pool on a granted chain). */
export function firstGrantedMove(
  result: OptimizerResult,
  grant: GrantRecord,
  user: Address,
): MovePlan | null {
  const granted = grantedPool(grant);
  for (const action of result.rebalancingActions) {
    const to = result.recommendations.find((r) => r.id === action.toOpportunityId);
    if (!to?.poolAddress) continue;
    const pool = getAddress(to.poolAddress);
    if (!granted({ chainId: action.toChainId, poolAddress: pool })) continue;
    const plan = idleDepositPlan(
      action,
      pool,
      user,
      minBig(parseUnits(action.amount, 6), roomToday(grant, action.toChainId)),
    );
    if (plan) return plan;
  }
  return null;
}
