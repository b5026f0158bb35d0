// Which of the optimizer's moves the agent may make through a wallet's grant, and the calls each step sends: the
// same deposit and withdraw plans the page's dialogs send (shared/domain/deposit) and the same CCTP terms as every
// bridge (shared/cctp). On one chain: idle USDC into a granted pool (one step: approve + deposit, one transaction
// through the grant), or USDC out of a granted pool into a better granted pool (the withdraw, then approve +
// deposit). Between chains: the withdraw when the money is in a pool, the burn through the grant on the network it
// leaves (approve + depositForBurn, minted to the owner's own address), the mint (the agent's account relays
// Circle's attested message), then approve + deposit through the grant on the destination.
import { burnCalls } from '@fin/shared/cctp/domain/burn-calls';
import type { BridgeTerms } from '@fin/shared/cctp/domain/terms';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { buildDepositPlan, depositMethod } from '@fin/shared/domain/deposit/plan';
import { buildWithdrawPlan, withdrawVenue } from '@fin/shared/domain/deposit/withdraw-plan';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { movePays, scaleEconomics, withBridgeFee } from '@fin/shared/domain/optimizer/economics';
import { IDLE_PROTOCOL } from '@fin/shared/domain/optimizer/idle';
import { positionId } from '@fin/shared/domain/optimizer/positions';
import type { MoveEconomics, OptimizerResult, RebalancingAction } from '@fin/shared/domain/optimizer/result';
import type { BalanceEntry } from '@fin/shared/domain/portfolio/balance';
import { type Address, formatUnits, getAddress, parseUnits } from 'viem';
import type { GrantRecord } from '../grants/port';
import type { MovePlan } from './moves-store';

type MoveStep = MovePlan['steps'][number];

const usd = (n: number) => `$${n.toFixed(2)}`;

/** The move's arithmetic as the optimizer computed it, gas paid by the agent's account included. */
function arithmetic(e: MoveEconomics): string {
  const payback =
    e.breakEvenDays === null ? 'never pays back' : `pays back in ${e.breakEvenDays.toFixed(1)} days`;
  const bridge = e.bridgeTime ? `; CCTP fee ${usd(e.bridgeFeeUsd)}, arrives in ${e.bridgeTime}` : '';
  return `${e.fromApy.toFixed(2)}% → ${e.toApyAfter.toFixed(2)}% APY on ${usd(e.amountUsd)}: +${usd(e.yearlyGainUsd)} a year; costs ${usd(e.costUsd)} (gas ${usd(e.gasCostUsd)}, paid by your agent's account${bridge}); ${payback}; ${usd(e.netGainUsd)} net over ${e.horizonDays} days`;
}

/** The optimizer's economics at `amount` when that is less than its own amount. */
function scaledTo(action: RebalancingAction, amount: bigint): MoveEconomics {
  const full = parseUnits(action.amount, 6);
  if (amount >= full) return action.economics;
  return scaleEconomics(action.economics, (action.economics.amountUsd * Number(amount)) / Number(full));
}

/** The optimizer's economics at `amount`; null when the move at that amount would not pay. */
function economicsAt(action: RebalancingAction, amount: bigint): MoveEconomics | null {
  const economics = scaledTo(action, amount);
  return movePays(economics) ? economics : null;
}

/** Approve + deposit of `amount` USDC into the destination pool: one step, one transaction through the grant. */
function depositStep(
  action: RebalancingAction,
  pool: Address,
  user: Address,
  amount: bigint,
): MoveStep | null {
  const token = getTokenAddress('USDC', action.toChainId);
  if (!token) return null;
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
    name: 'deposit',
    label: `Deposit ${formatUnits(amount, 6)} USDC into ${action.toProtocol} on ${action.toChain}`,
    calls: txs.map((t) => ({ to: t.to, data: t.data })),
  };
}

function planOf(
  action: RebalancingAction,
  amount: bigint,
  economics: MoveEconomics,
  steps: MoveStep[],
): MovePlan {
  return {
    chainId: action.toChainId,
    chain: action.toChain,
    fromProtocol: action.fromProtocol,
    toProtocol: action.toProtocol,
    amountUnits: amount.toString(),
    arithmetic: arithmetic(economics),
    steps,
  };
}

/** A move the agent makes alone: USDC, on one chain, a positive amount. */
const sameChainUsdc = (action: RebalancingAction, amount: bigint) =>
  !action.crossChain && action.asset === 'USDC' && amount > 0n;

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
  if (action.fromProtocol !== IDLE_PROTOCOL || !sameChainUsdc(action, amount)) return null;
  const economics = economicsAt(action, amount);
  const deposit = depositStep(action, pool, user, amount);
  return economics && deposit ? planOf(action, amount, economics, [deposit]) : null;
}

/**
 * The plan for a move out of a position into a better pool on the same chain: the withdraw of exactly `amount` (the
 * same call the portfolio's Withdraw dialog sends, paid back to the owner), then the deposit of that amount. By
 * amount, never "everything": the deposit step is fixed when the move is announced, so the interest the old pool
 * pays meanwhile stays there rather than idle in the wallet. Null when the agent may not make it on its own.
 */
export function positionMovePlan(
  action: RebalancingAction,
  source: BalanceEntry,
  pool: Address,
  user: Address,
  amount: bigint = parseUnits(action.amount, 6),
): MovePlan | null {
  const venue = withdrawVenue(source);
  if (action.fromProtocol === IDLE_PROTOCOL || !venue || !sameChainUsdc(action, amount)) return null;
  if (venue.chainId !== action.toChainId || venue.asset !== 'USDC') return null;
  const economics = economicsAt(action, amount);
  const deposit = depositStep(action, pool, user, amount);
  if (!economics || !deposit) return null;
  const [withdraw] = buildWithdrawPlan({ venue, amount: { kind: 'amount', units: amount }, user });
  if (!withdraw) return null;
  const words = `${formatUnits(amount, 6)} USDC`;
  return planOf(action, amount, economics, [
    {
      name: 'withdraw',
      label: `Withdraw ${words} from ${action.fromProtocol} on ${action.fromChain}`,
      calls: [{ to: withdraw.to, data: withdraw.data }],
    },
    deposit,
  ]);
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

/**
 * The first move the optimizer proposes that the grant covers: into a granted pool on a granted chain, from idle
 * USDC or from a position in a pool the grant also covers (`holdings`: the portfolio rows the optimizer weighed).
 */
export function firstGrantedMove(
  result: OptimizerResult,
  grant: GrantRecord,
  user: Address,
  holdings: readonly BalanceEntry[] = [],
  bridge?: BridgeFor,
): MovePlan | null {
  const granted = grantedPool(grant);
  for (const action of result.rebalancingActions) {
    const to = result.recommendations.find((r) => r.id === action.toOpportunityId);
    if (!to?.poolAddress) continue;
    const pool = getAddress(to.poolAddress);
    if (!granted({ chainId: action.toChainId, poolAddress: pool })) continue;
    const room = minBig(roomToday(grant, action.toChainId), roomToday(grant, action.fromChainId));
    const amount = minBig(parseUnits(action.amount, 6), room);
    const plan = action.crossChain
      ? grantedBridge(action, { grant, holdings, granted, pool, user, amount, bridge })
      : action.fromProtocol === IDLE_PROTOCOL
        ? idleDepositPlan(action, pool, user, amount)
        : grantedPosition(action, holdings, granted, pool, user, amount);
    if (plan) return plan;
  }
  return null;
}

/** The terms the agent's burn of `amount` carries on this action's route (decided by shared/cctp), or null. */
export type BridgeFor = (action: RebalancingAction, amount: bigint) => BridgeTerms | null;

/** Whether the grant on a network lets the agent burn there (CCTP's TokenMessengerV2 named in it). */
const grantsBurn = (grant: GrantRecord, chainId: number) =>
  grant.venues.some(
    (v) => v.chainId === chainId && getAddress(v.address) === getAddress(CCTP_V2.tokenMessenger),
  );

/** A move between networks the grant covers: the burn where the money leaves, the pool (and a source pool) too. */
function grantedBridge(
  action: RebalancingAction,
  c: {
    grant: GrantRecord;
    holdings: readonly BalanceEntry[];
    granted: ReturnType<typeof grantedPool>;
    pool: Address;
    user: Address;
    amount: bigint;
    bridge: BridgeFor | undefined;
  },
): MovePlan | null {
  if (!c.bridge || !grantsBurn(c.grant, action.fromChainId)) return null;
  let source: BalanceEntry | null = null;
  if (action.fromProtocol !== IDLE_PROTOCOL) {
    source = c.holdings.find((e) => positionId(e) === action.fromPositionId) ?? null;
    const venue = source && withdrawVenue(source);
    if (!venue || !c.granted({ chainId: venue.chainId, poolAddress: venue.pool })) return null;
  }
  const terms = c.bridge(action, c.amount);
  return terms ? crossChainPlan(action, source, c.pool, c.user, c.amount, terms) : null;
}

/**
 * The plan for a move between networks: [withdraw,] burn, mint, deposit. The deposit is of what surely arrives (the
 * amount less the burn's maxFee), fixed when the move is announced like every step; the arithmetic is the move's
 * on the burn's own terms (the agent is in no hurry: standard speed, no fast fee). Null when it would not pay.
 */
export function crossChainPlan(
  action: RebalancingAction,
  source: BalanceEntry | null,
  pool: Address,
  user: Address,
  amount: bigint,
  terms: BridgeTerms,
): MovePlan | null {
  if (!action.crossChain || action.asset !== 'USDC' || amount <= 0n || terms.maxFee === null) return null;
  // Priced on the burn's own terms before it is judged: the optimizer's fast fee may be what made it not pay.
  const economics = withBridgeFee(scaledTo(action, amount), Number(terms.maxFee) / 1e6, terms.estimatedTime);
  const arrives = amount - terms.maxFee;
  const deposit = depositStep(action, pool, user, arrives);
  const burn = burnCalls({
    fromChainId: action.fromChainId,
    toChainId: action.toChainId,
    amount,
    user,
    terms,
  });
  if (!movePays(economics) || !deposit || !burn) return null;
  const from = action.fromChainId;
  const steps: MoveStep[] = [];
  if (source) {
    const venue = withdrawVenue(source);
    const [withdraw] = venue
      ? buildWithdrawPlan({ venue, amount: { kind: 'amount', units: amount }, user })
      : [];
    if (!withdraw) return null;
    steps.push({
      name: 'withdraw',
      chainId: from,
      label: `Withdraw ${formatUnits(amount, 6)} USDC from ${action.fromProtocol} on ${action.fromChain}`,
      calls: [{ to: withdraw.to, data: withdraw.data }],
    });
  }
  steps.push(
    {
      name: 'burn',
      chainId: from,
      label: `Burn ${formatUnits(amount, 6)} USDC on ${action.fromChain} with CCTP, to be minted to you on ${action.toChain}`,
      calls: burn,
    },
    { name: 'mint', label: `Mint ${formatUnits(arrives, 6)} USDC on ${action.toChain}`, calls: [] },
    deposit,
  );
  return { ...planOf(action, amount, economics, steps), fromChainId: from, fromChain: action.fromChain };
}

/** The position move's plan when the grant covers the pool the money leaves too (its withdraw goes through it). */
function grantedPosition(
  action: RebalancingAction,
  holdings: readonly BalanceEntry[],
  granted: ReturnType<typeof grantedPool>,
  pool: Address,
  user: Address,
  amount: bigint,
): MovePlan | null {
  const source = holdings.find((e) => positionId(e) === action.fromPositionId);
  const venue = source && withdrawVenue(source);
  if (!source || !venue || !granted({ chainId: venue.chainId, poolAddress: venue.pool })) return null;
  return positionMovePlan(action, source, pool, user, amount);
}
