// Runs one rebalancing move with the user's own wallet, step by step: the API re-checks the decision against
// fresh data; the withdraw, approve and deposit go through the page's one transaction runner (simulated and
// estimated before each signature, a revert never sent); a cross-chain move bridges the withdrawn USDC with the
// shared CCTP flow (recorded the moment the burn is signed, so a half-done transfer is never forgotten) and
// deposits what was minted. Any failure stops the move and says where the money is.

import { ApiError } from '@fin/shared/api/client';
import { checkRebalance } from '@fin/shared/api/optimizer';
import { fetchPortfolio } from '@fin/shared/api/portfolio';
import { depositVenue } from '@fin/shared/domain/optimizer/opportunities';
import { positionId } from '@fin/shared/domain/optimizer/positions';
import {
  fundsLocation,
  type MoveProgress,
  movesIdleMoney,
  type RebalanceStepId,
} from '@fin/shared/domain/optimizer/rebalance-steps';
import { txErrorText } from '@fin/shared/hooks/useTransactionPlan';
import type { RebalancingAction } from '@fin/shared/schemas/optimizer';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import { type Address, parseUnits } from 'viem';
import {
  bridgeStage,
  depositStage,
  idleAmount,
  type MoveDeps,
  type MoveRun,
  withdrawStage,
} from './move-stages';
import { type Emit, type MoveTracker, moveTracker } from './move-tracker';

export class MoveStoppedError extends Error {
  override name = 'MoveStoppedError';
  constructor(
    readonly step: RebalanceStepId,
    readonly reason: string,
    readonly funds: string,
  ) {
    super(`${reason} ${funds}`);
  }
}

/** The decision the API re-checks: the move as the analysis proposed it, whole position included. */
export function decisionOf(action: RebalancingAction) {
  return {
    fromProtocol: action.fromProtocol,
    fromChain: action.fromChain,
    toProtocol: action.toProtocol,
    toChain: action.toChain,
    amount: action.amount,
    reason: action.reason,
    expectedImprovement: action.expectedImprovement,
    fromPositionId: action.fromPositionId,
    toOpportunityId: action.toOpportunityId,
    wholePosition: action.wholePosition,
  };
}

/** 1. The API re-checks the decision on fresh chain data and records it: the move as it will run. */
async function checkStage(
  action: RebalancingAction,
  deps: MoveDeps,
  t: MoveTracker,
): Promise<RebalancingAction> {
  t.begin('check');
  const checked = await deps.withProof((headers) =>
    checkRebalance(
      {
        walletAddress: deps.account,
        decision: decisionOf(action),
        execute: true,
        horizonDays: deps.horizonDays,
        settings: deps.settings,
      },
      { headers },
    ),
  );
  const move = checked.action;
  t.set('check', {
    status: 'completed',
    detail: `Still pays: net ${move.economics.netGainUsd.toFixed(2)} USD over ${move.economics.horizonDays} days`,
  });
  return move;
}

/** The money moves: from idle (the API has checked the reserve) or a withdraw, over the bridge, into the pool. */
async function moveMoney(move: RebalancingAction, deps: MoveDeps, t: MoveTracker, progress: MoveProgress) {
  const idle = movesIdleMoney(move);
  if (!idle) t.begin('withdraw');
  const portfolio = await fetchPortfolio(deps.account);
  const entry = portfolio.entries.find((e) => positionId(e) === move.fromPositionId);
  const target = depositVenue(deps.destination);
  const run: MoveRun = {
    move,
    deps,
    t,
    progress,
    fromChainId: finChainId(move.fromChainId),
    toChainId: finChainId(move.toChainId),
    target: target as NonNullable<typeof target>,
  };
  if (!entry || !target) throw new Error('The position or the destination pool is no longer available');
  const units = parseUnits(move.amount, target.decimals);
  let available = idle
    ? await idleAmount(run, entry.asset.address as Address, units)
    : await withdrawStage(run, entry, units);
  if (move.crossChain) available = await bridgeStage(run, available);
  await depositStage(run, available);
}

export async function runMove(
  action: RebalancingAction,
  deps: MoveDeps,
  emit: Emit,
): Promise<RebalancingAction> {
  const t = moveTracker(action, emit);
  const progress: MoveProgress = {};
  try {
    const move = await checkStage(action, deps, t);
    await moveMoney(move, deps, t, progress);
    return move;
  } catch (error) {
    // The API's refusals are written for the user; wallet and chain errors get the shared one-line wording.
    const reason = error instanceof ApiError ? error.message : txErrorText(error);
    t.set(t.at(), { status: 'error', detail: reason });
    throw new MoveStoppedError(t.at(), reason, fundsLocation(action, progress));
  }
}
