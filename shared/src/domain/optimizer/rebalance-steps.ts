// The steps of one rebalancing move as the user watches them, and where the money is when a move stops half-way.
// A same-chain move is check → withdraw → approve (when the allowance is short) → deposit; a cross-chain move
// bridges the withdrawn USDC with CCTP between withdraw and deposit. Pure: the optimizer's remote renders it and
// the tests read it.
import type { Hash } from 'viem';
import { IDLE_PROTOCOL } from './idle';
import type { RebalancingAction } from './result';

/** A move of idle money: it is already in the wallet, so there is no withdraw step. */
export const movesIdleMoney = (a: Pick<RebalancingAction, 'fromProtocol'>) =>
  a.fromProtocol === IDLE_PROTOCOL;

export type RebalanceStepId = 'check' | 'withdraw' | 'bridge' | 'approve' | 'deposit';
export type RebalanceStepStatus = 'pending' | 'in-progress' | 'completed' | 'skipped' | 'error';

export type RebalanceStep = {
  id: RebalanceStepId;
  label: string;
  status: RebalanceStepStatus;
  /** What is happening inside the step right now ('Waiting for the attestation...'). */
  detail?: string;
  /** Every transaction the step sent, in order (the bridge sends a burn and a mint). */
  txs: { label: string; chainId: number; hash: Hash }[];
};

type MoveAction = Pick<
  RebalancingAction,
  | 'amount'
  | 'asset'
  | 'fromProtocol'
  | 'fromChain'
  | 'toProtocol'
  | 'toChain'
  | 'crossChain'
  | 'wholePosition'
>;

export function rebalanceSteps(a: MoveAction): RebalanceStep[] {
  const amount = a.wholePosition ? `all ${a.asset}` : `${a.amount} ${a.asset}`;
  const steps: RebalanceStep[] = [
    { id: 'check', label: 'Check the move against fresh rates and balances', status: 'pending', txs: [] },
  ];
  if (!movesIdleMoney(a)) {
    steps.push({
      id: 'withdraw',
      label: `Withdraw ${amount} from ${a.fromProtocol} on ${a.fromChain}`,
      status: 'pending',
      txs: [],
    });
  }
  if (a.crossChain) {
    steps.push({
      id: 'bridge',
      label: `Bridge USDC from ${a.fromChain} to ${a.toChain} (CCTP: approve, burn, attestation, mint)`,
      status: 'pending',
      txs: [],
    });
  }
  steps.push(
    {
      id: 'approve',
      label: `Approve ${a.asset} for ${a.toProtocol} (only if needed)`,
      status: 'pending',
      txs: [],
    },
    { id: 'deposit', label: `Deposit into ${a.toProtocol} on ${a.toChain}`, status: 'pending', txs: [] },
  );
  return steps;
}

export function updateRebalanceStep(
  steps: readonly RebalanceStep[],
  id: RebalanceStepId,
  patch: Partial<Omit<RebalanceStep, 'id' | 'txs'>> & { tx?: RebalanceStep['txs'][number] },
): RebalanceStep[] {
  return steps.map((s) => {
    if (s.id !== id) return s;
    const { tx, ...rest } = patch;
    return { ...s, ...rest, txs: tx ? [...s.txs, tx] : s.txs };
  });
}

/** How far the money got: filled in as each confirmed step lands. */
export type MoveProgress = {
  /** Decimal amount withdrawn into the wallet on the source chain. */
  withdrawn?: string;
  /** The burn is signed: the USDC has left the source chain. */
  burned?: boolean;
  /** Decimal amount minted to the wallet on the destination chain. */
  minted?: string;
  deposited?: boolean;
};

/** Where the funds are after a move stopped, in the user's words. */
export function fundsLocation(a: MoveAction, p: MoveProgress): string {
  if (p.deposited) return `Your ${a.asset} is in ${a.toProtocol} on ${a.toChain}.`;
  if (p.minted !== undefined) {
    return `Your ${p.minted} USDC is in your wallet on ${a.toChain} (bridged, not deposited). You can deposit it from the yields list.`;
  }
  if (p.burned) {
    return `Your USDC is on its way to ${a.toChain}: burned on ${a.fromChain}, not yet minted. The transfer is saved: finish it under Quick Actions → Complete Pending Transfer.`;
  }
  if (movesIdleMoney(a))
    return `Nothing was deposited: your ${a.asset} is still in your wallet on ${a.fromChain}.`;
  if (p.withdrawn !== undefined) {
    return `Your ${p.withdrawn} ${a.asset} is in your wallet on ${a.fromChain}, withdrawn from ${a.fromProtocol}.`;
  }
  return `Nothing moved: your ${a.asset} is still in ${a.fromProtocol} on ${a.fromChain}.`;
}
